/**
 * The staff home (issue 19): every property's files that expire within three months or have
 * expired, one per type, each with its property's name, soonest first, a page at a time.
 */
import { EXPIRING_WARNING_MONTHS, PAGE_SIZE, type ExpiringPropertyFileList } from '@casona/proto';
import { filesNeedingAttention } from '../domain/attention.ts';
import { addDays, addMonths, todayIn } from '../domain/schedule.ts';
import type { Deps } from './deps.ts';
import { factsOf, todayOf } from './facts.ts';
import { filesOfProperties } from './file-store.ts';
import { propertiesByIds } from './property-store.ts';
import { propertyIdsWithFilesEndingBy } from './staff-home-store.ts';

/** GET /property_file/expiring?page= (staff; the route checks the role): 20 a page, counted in all. */
export async function expiringFiles(
  deps: Pick<Deps, 'db' | 'now'>,
  page = 1,
): Promise<ExpiringPropertyFileList> {
  const now = deps.now();
  // Candidates by UTC's today with a day either side for every property's time zone; each
  // property's own today decides.
  const lastDay = addDays(addMonths(todayIn('UTC', now), EXPIRING_WARNING_MONTHS), 2);
  const ids = await propertyIdsWithFilesEndingBy(deps.db, lastDay);
  if (ids.length === 0) return { items: [], total: 0, page, pageSize: PAGE_SIZE };
  const properties = await propertiesByIds(deps.db, ids);
  const files = await filesOfProperties(deps.db, ids);
  const items = properties
    .flatMap((property) => {
      const own = files.filter((f) => f.property_id === property.id).map(factsOf);
      return filesNeedingAttention(own, todayOf(property, now)).map((f) => ({
        property_id: property.id,
        property_name: property.name,
        property_file_id: f.fileId,
        type: f.type,
        valid_to: f.validTo,
        standing: f.standing,
        days_left: f.daysLeft,
      }));
    })
    .sort((a, b) => a.days_left - b.days_left || a.property_name.localeCompare(b.property_name));
  // Each property's today decides its files' standing, so the page is cut after the rule, not in SQL.
  const from = (page - 1) * PAGE_SIZE;
  return { items: items.slice(from, from + PAGE_SIZE), total: items.length, page, pageSize: PAGE_SIZE };
}
