import type { PermissionAction, PermissionResource, RoleLabel } from '@casona/proto';
import { can } from '@casona/proto';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { forbidden, notFound } from '@casona/kit/errors/errors';
import type { Queryable } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';
import { findProperty, type PropertyRow } from './property-store.ts';

export interface Access {
  staff: boolean;
  /** The caller's label on the property (membership projection), null when none. */
  label: RoleLabel | null;
}

/** Who the caller is on a property: staff, or the label the membership projection holds. */
export async function accessTo(deps: Deps, auth: AuthContext, propertyId: string): Promise<Access> {
  const profileId = requireProfile(auth);
  return { staff: isStaff(auth), label: await deps.memberships.labelOf(profileId, propertyId) };
}

export const allows = (access: Access, resource: PermissionResource, action: PermissionAction): boolean =>
  access.staff || (access.label !== null && can(access.label, resource, action));

/**
 * The §6 check on one property: 401 when anonymous; 404 'Property not found' when the caller has no
 * relation to it at all (its existence is not revealed); 403 when their label does not allow it.
 */
export async function assertAllowed(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
  resource: PermissionResource,
  action: PermissionAction,
  deniedKey?: string,
): Promise<Access> {
  const access = await accessTo(deps, auth, propertyId);
  if (!access.staff && access.label === null) throw notFound({ messageKey: 'property.notFound' });
  if (!allows(access, resource, action)) throw forbidden(deniedKey ? { messageKey: deniedKey } : {});
  return access;
}

/** The property's row (locked for the caller's transaction when asked), or 404 'Property not found'. */
export async function requireProperty(q: Queryable, id: string, lock = false): Promise<PropertyRow> {
  const row = await findProperty(q, id, lock);
  if (!row) throw notFound({ messageKey: 'property.notFound' });
  return row;
}
