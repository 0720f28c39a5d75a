/**
 * A property's checklist (§3 property_checklist, §7 property checklist): the inspection of a
 * property, read and saved under §6's property permission (select to read, update to save).
 */
import { CHECKLIST_ITEMS, type ChecklistItem } from '@casona/proto/maintenance/entities';
import type { PropertyChecklistView } from '@casona/proto/maintenance/items';
import type { ChecklistUpsert } from '@casona/proto/maintenance/requests';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { checklistOf, saveChecks, type ChecklistRow } from './checklist-store.ts';
import type { Deps } from './deps.ts';
import { requireKnownProperty } from './planning.ts';

function toView(propertyId: string, row: ChecklistRow | null): PropertyChecklistView {
  const checks = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, row?.[item] ?? false])) as Record<
    ChecklistItem,
    boolean
  >;
  return { property_id: propertyId, ...checks, updated_at: row?.updated_at.toISOString() ?? null };
}

export async function getChecklist(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  propertyId: string,
): Promise<PropertyChecklistView> {
  await deps.memberships.assert(auth, propertyId, 'property', 'select');
  return toView(propertyId, await checklistOf(deps.db, propertyId));
}

export async function saveChecklist(
  deps: Pick<Deps, 'db' | 'memberships' | 'now'>,
  auth: AuthContext,
  input: ChecklistUpsert,
): Promise<PropertyChecklistView> {
  const profileId = requireProfile(auth);
  await deps.memberships.assert(auth, input.property_id, 'property', 'update');
  await requireKnownProperty(deps.db, input.property_id);
  const { property_id: _, ...checks } = input;
  return toView(
    input.property_id,
    await saveChecks(deps.db, input.property_id, checks, profileId, deps.now()),
  );
}
