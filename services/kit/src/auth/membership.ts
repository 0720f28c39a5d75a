import type pg from 'pg';
import { can, type PermissionAction, type PermissionResource, type RoleLabel } from '@casona/proto';
import type { Database } from '../db/database.ts';
import { forbidden } from '../errors/errors.ts';
import type { AuthContext } from './context.ts';
import { isStaff, requireProfile } from './context.ts';

export interface MembershipChange {
  profileId: string;
  propertyId: string;
  label: RoleLabel;
}

/**
 * The service-local projection of identity's property memberships, and the permission check over the
 * fixed role-label matrix from proto. Company staff pass every property check.
 */
export interface Memberships {
  labelOf(profileId: string, propertyId: string): Promise<RoleLabel | null>;
  /** Property ids where the profile holds any label. */
  propertiesOf(profileId: string): Promise<string[]>;
  /** Throws 401 when anonymous, 403 (with `deniedKey` when given) when the label does not allow it. */
  assert(
    auth: AuthContext,
    propertyId: string,
    resource: PermissionResource,
    action: PermissionAction,
    deniedKey?: string,
  ): Promise<void>;
  allows(
    auth: AuthContext,
    propertyId: string,
    resource: PermissionResource,
    action: PermissionAction,
  ): Promise<boolean>;
  /** Projection updates, run inside the consumer's transaction. */
  upsert(client: pg.ClientBase, change: MembershipChange): Promise<void>;
  remove(client: pg.ClientBase, change: Pick<MembershipChange, 'profileId' | 'propertyId'>): Promise<void>;
}

export function createMemberships(db: Database): Memberships {
  async function labelOf(profileId: string, propertyId: string): Promise<RoleLabel | null> {
    const { rows } = await db.query<{ label: RoleLabel }>(
      'SELECT label FROM membership WHERE profile_id = $1 AND property_id = $2',
      [profileId, propertyId],
    );
    return rows[0]?.label ?? null;
  }

  async function allows(
    auth: AuthContext,
    propertyId: string,
    resource: PermissionResource,
    action: PermissionAction,
  ): Promise<boolean> {
    if (isStaff(auth)) return true;
    if (!auth.profileId) return false;
    const label = await labelOf(auth.profileId, propertyId);
    return label !== null && can(label, resource, action);
  }

  return {
    labelOf,
    allows,
    async propertiesOf(profileId) {
      const { rows } = await db.query<{ property_id: string }>(
        'SELECT property_id FROM membership WHERE profile_id = $1 ORDER BY property_id',
        [profileId],
      );
      return rows.map((r) => r.property_id);
    },
    async assert(auth, propertyId, resource, action, deniedKey) {
      requireProfile(auth);
      if (!(await allows(auth, propertyId, resource, action))) {
        throw forbidden(deniedKey ? { messageKey: deniedKey } : {});
      }
    },
    async upsert(client, change) {
      await client.query(
        `INSERT INTO membership (profile_id, property_id, label) VALUES ($1, $2, $3)
         ON CONFLICT (profile_id, property_id) DO UPDATE SET label = EXCLUDED.label, updated_at = now()`,
        [change.profileId, change.propertyId, change.label],
      );
    },
    async remove(client, change) {
      await client.query('DELETE FROM membership WHERE profile_id = $1 AND property_id = $2', [
        change.profileId,
        change.propertyId,
      ]);
    },
  };
}
