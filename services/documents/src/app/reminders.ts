/**
 * The daily expiry run (§7 property_file/pub_sub/reminder): for every file with an end not yet
 * marked expired, in its property's time zone — a file past its valid_to is marked expired and
 * announced (documents.file.expired); a deed or registration ticket whose warning day has come is
 * warned (documents.file.expiring; notifications emails and posts it). Each file runs in its own
 * transaction, under a row lock; the warning's key makes a second run, even a concurrent one, send
 * nothing more. Then every property's credit verdict is judged again, as bills age.
 */
import { dueWarning, isExpired, isExpiringType } from '../domain/schedule.ts';
import { judgeCredit } from './credit.ts';
import { propertiesToJudge } from './credit-store.ts';
import type { Deps } from './deps.ts';
import { todayOf, validTypesOf } from './facts.ts';
import { fileById, insertWarning, markExpired, openFileIds, warningsSent } from './file-store.ts';
import { propertyById } from './property-store.ts';

export const REMINDER_JOB = 'property-file-reminder';

/** Returns how many files were warned or marked expired. */
export async function runReminders(
  deps: Pick<Deps, 'db' | 'emit' | 'event' | 'now' | 'logger'>,
): Promise<number> {
  let processed = 0;
  for (const id of await openFileIds(deps.db)) {
    const acted = await deps.db.tx(async (client) => {
      const file = await fileById(client, id, true);
      if (!file || file.valid_to === null || file.expired_at !== null) return false;
      const property = await propertyById(client, file.property_id);
      const now = deps.now();
      const today = todayOf(property, now);
      const base = {
        fileId: file.id,
        propertyId: file.property_id,
        type: file.type,
        validFrom: file.valid_from,
        validTo: file.valid_to,
      };
      if (isExpired(file.valid_to, today)) {
        await markExpired(client, file.id, now);
        await deps.emit(client, [
          deps.event('documents.file.expired', {
            ...base,
            validTo: file.valid_to,
            validTypes: await validTypesOf(client, file.property_id, today),
          }),
        ]);
        await judgeCredit(client, deps, file.property_id);
        return true;
      }
      if (!isExpiringType(file.type)) return false;
      const sent = new Set(await warningsSent(client, file.id, file.valid_to));
      const warning = dueWarning(file.valid_to, today, sent);
      if (!warning) return false;
      if (!(await insertWarning(client, { fileId: file.id, validTo: file.valid_to, warning, at: now })))
        return false;
      await deps.emit(client, [
        deps.event('documents.file.expiring', {
          ...base,
          validTo: file.valid_to,
          warning,
          propertyName: property?.name ?? null,
          validTypes: await validTypesOf(client, file.property_id, today),
        }),
      ]);
      return true;
    });
    if (acted) processed += 1;
  }
  // Bills age without any event (a water bill is current for three months): every property's credit
  // verdict is judged again once a day, and announced only when it changed.
  for (const propertyId of await propertiesToJudge(deps.db))
    await deps.db.tx((client) => judgeCredit(client, deps, propertyId));
  deps.logger.info({ processed }, 'property file reminders done');
  return processed;
}
