import { can, type PermissionAction, type PermissionResource, type RoleLabel } from '@casona/proto';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { forbidden, notFound } from '@casona/kit/errors/errors';
import type { Deps } from './deps.ts';
import { findProperty } from './projection-store.ts';

export interface Access {
  staff: boolean;
  label: RoleLabel | null;
}

/**
 * The §6 check on one property, from proto's `can()`: 401 when anonymous; 404 'Property not found'
 * when the caller has no relation to it (its existence is not revealed) or staff name a property
 * finance never heard of; 403 when the label does not allow the action.
 */
export async function assertAllowed(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
  resource: PermissionResource,
  action: PermissionAction,
): Promise<Access> {
  const profileId = requireProfile(auth);
  const staff = isStaff(auth);
  const label = await deps.memberships.labelOf(profileId, propertyId);
  if (staff) {
    if (!label && !(await findProperty(deps.db, propertyId)))
      throw notFound({ messageKey: 'property.notFound' });
    return { staff, label };
  }
  if (label === null) throw notFound({ messageKey: 'property.notFound' });
  if (!can(label, resource, action)) throw forbidden();
  return { staff, label };
}

/** "Today" for money: the calendar day in Mexico City. */
export function todayIn(now: Date, timeZone = 'America/Mexico_City'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
