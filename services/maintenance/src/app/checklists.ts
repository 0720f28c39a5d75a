/**
 * A property's checklist (§3 property_checklist, §7 property checklist): the inspection of a
 * property, read and saved under §6's property permission (select to read, update to save).
 */
import { CHECKLIST_ITEMS, type ChecklistItem } from '@casona/proto/maintenance/entities';
import type { PropertyChecklistView } from '@casona/proto/maintenance/items';
import type { ChecklistUpsert } from '@casona/proto/maintenance/requests';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { checklistOf, saveChecks, type ChecklistRow } from './checklist-store.ts';
import type { Deps } from './deps.ts';
import { propertiesIn } from './planning-store.ts';

/** Each check as people read it: a property never inspected has every check unticked. */
const checksOf = (row: ChecklistRow | null) =>
  Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, row?.[item] ?? false])) as Record<
    ChecklistItem,
    boolean
  >;

function toView(propertyId: string, row: ChecklistRow | null): PropertyChecklistView {
  return { property_id: propertyId, ...checksOf(row), updated_at: row?.updated_at.toISOString() ?? null };
}

export async function getChecklist(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  propertyId: string,
): Promise<PropertyChecklistView> {
  await deps.memberships.assert(auth, propertyId, 'property', 'select');
  return toView(propertyId, await checklistOf(deps.db, propertyId));
}

/**
 * Saves the given checks. Staff's save is in the audit log (issue 19), in the same transaction: the
 * checks it turned on or off, before and after (an unchanged save records nothing).
 */
export async function saveChecklist(
  deps: Pick<Deps, 'db' | 'memberships' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  input: ChecklistUpsert,
): Promise<PropertyChecklistView> {
  const profileId = requireProfile(auth);
  await deps.memberships.assert(auth, input.property_id, 'property', 'update');
  const { property_id: _, ...checks } = input;
  return deps.db.tx(async (client) => {
    const [property] = await propertiesIn(client, [input.property_id]);
    if (!property) throw notFound({ messageKey: 'property.notFound' });
    const before = await checklistOf(client, input.property_id, true);
    const saved = await saveChecks(client, input.property_id, checks, profileId, deps.now());
    if (isStaff(auth))
      await audit(deps, client, auth, {
        action: 'CHECKLIST_SAVED',
        entity: 'checklist',
        entityId: input.property_id,
        entityLabel: property.name,
        propertyId: input.property_id,
        before: checksOf(before),
        after: checksOf(saved),
      });
    return toView(input.property_id, saved);
  });
}
