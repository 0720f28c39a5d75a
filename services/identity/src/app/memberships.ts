import type pg from 'pg';
import { canFlags, type MemberView, type RoleLabel } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import type { AuthContext } from '@casona/kit/auth/context';
import { isStaff, requireProfile } from '@casona/kit/auth/context';
import { isUniqueViolation } from '@casona/kit/db/queryable';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import {
  checkAddMember,
  checkChangeLabel,
  checkListMembers,
  checkRemoveMember,
  type Actor,
  type Member,
} from '../domain/memberships.ts';
import { throwIf, violationError, type Deps } from './deps.ts';
import {
  deleteMembership,
  insertMembership,
  lockProperty,
  memberRow,
  memberRowsOfProfile,
  memberRowsOfProperty,
  membersOf,
  pageOfMemberRows,
  updateMembershipLabel,
  type MemberRow,
} from './membership-store.ts';
import { requireProfileRow } from './profiles.ts';

export type { MemberView } from '@casona/proto';

const toView = (r: MemberRow): MemberView => ({
  ...r.can_flags,
  profile_id: r.profile_id,
  property_id: r.property_id,
  label: r.label,
  created_at: r.created_at.toISOString(),
  profile: { id: r.profile_id, name: r.name, email: r.email, img_url: r.img_url },
});

/** The caller as an actor on the property (identity's own table is the source of truth). */
export function actorOn(auth: AuthContext, members: readonly Member[]): Actor {
  const profileId = requireProfile(auth);
  return {
    profileId,
    staff: isStaff(auth),
    label: members.find((m) => m.profileId === profileId)?.label ?? null,
  };
}

export async function listMembers(deps: Deps, auth: AuthContext, propertyId: string): Promise<MemberView[]> {
  const members = await membersOf(deps.db, propertyId);
  throwIf(checkListMembers(actorOn(auth, members)));
  return (await memberRowsOfProperty(deps.db, propertyId)).map(toView);
}

/** The properties the caller belongs to, with their label on each. */
export async function myMemberships(deps: Deps, profileId: string): Promise<MemberView[]> {
  return (await memberRowsOfProfile(deps.db, profileId)).map(toView);
}

export async function pageOfMembers(
  deps: Deps,
  filter: {
    propertyId?: string | undefined;
    profileId?: string | undefined;
    /** Only this role label (issue 19: the allies of one label across properties). */
    label?: RoleLabel | undefined;
    /** A LIKE pattern (kit containsPattern) over the person's name and email, or null. */
    pattern?: string | null;
    page: number;
    pageSize: number;
  },
): Promise<{ items: MemberView[]; total: number }> {
  const { rows, total } = await pageOfMemberRows(deps.db, filter);
  return { items: rows.map(toView), total };
}

/** Writes a new membership and its event in the caller's transaction. */
export async function insertMember(
  client: pg.ClientBase,
  deps: Deps,
  input: { profileId: string; propertyId: string; label: RoleLabel; addedBy: string | null },
  extra: EventEnvelope[] = [],
): Promise<void> {
  await insertMembership(client, { ...input, canFlags: canFlags(input.label), now: deps.now() });
  await deps.emit(client, [
    ...extra,
    deps.event('identity.membership.added', {
      profileId: input.profileId,
      propertyId: input.propertyId,
      label: input.label,
    }),
  ]);
}

/** Changes a membership's label and announces it in the caller's transaction. */
export async function relabel(
  client: pg.ClientBase,
  deps: Deps,
  input: { profileId: string; propertyId: string; label: RoleLabel; previousLabel: RoleLabel },
): Promise<void> {
  await updateMembershipLabel(client, { ...input, canFlags: canFlags(input.label), now: deps.now() });
  await deps.emit(client, [
    deps.event('identity.membership.updated', {
      profileId: input.profileId,
      propertyId: input.propertyId,
      label: input.label,
      previousLabel: input.previousLabel,
    }),
  ]);
}

/** A database-level rule (one owner per property) caught by the unique index rather than the check. */
function mapUnique(err: unknown): never {
  if (isUniqueViolation(err, 'property_customer_one_owner'))
    throw violationError({ kind: 'conflict', key: 'property.oneOwner', path: '/label' });
  if (isUniqueViolation(err, 'property_customer_pkey'))
    throw violationError({ kind: 'conflict', key: 'ally.alreadyAdded', path: '/profile_id' });
  throw err;
}

/**
 * A membership's entry in the audit log (issue 19), written in the change's transaction: the label
 * `row`'s person held on the property before (null: added) and holds after (null: removed). Every
 * membership change is a permission change, so staff's and the property's own people's are kept.
 */
function auditMembership(
  client: pg.ClientBase,
  deps: Deps,
  auth: AuthContext,
  row: MemberRow,
  before: RoleLabel | null,
  after: RoleLabel | null,
): Promise<boolean> {
  return audit(deps, client, auth, {
    action: after === null ? 'MEMBERSHIP_REMOVED' : 'MEMBERSHIP_SET',
    entity: 'membership',
    entityId: row.profile_id,
    entityLabel: row.name,
    propertyId: row.property_id,
    before: before === null ? null : { label: before },
    after: after === null ? null : { label: after },
  });
}

export async function addMember(
  deps: Deps,
  auth: AuthContext,
  input: { property_id: string; profile_id: string; label: RoleLabel },
): Promise<MemberView> {
  await requireProfileRow(deps.db, input.profile_id);
  try {
    return await deps.db.tx(async (client) => {
      await lockProperty(client, input.property_id);
      const members = await membersOf(client, input.property_id);
      const actor = actorOn(auth, members);
      throwIf(checkAddMember({ actor, profileId: input.profile_id, label: input.label, members }));
      await insertMember(client, deps, {
        profileId: input.profile_id,
        propertyId: input.property_id,
        label: input.label,
        addedBy: actor.profileId,
      });
      const row = await memberRow(client, input.profile_id, input.property_id);
      await auditMembership(client, deps, auth, row, null, input.label);
      return toView(row);
    });
  } catch (err) {
    return mapUnique(err);
  }
}

export async function changeMemberLabel(
  deps: Deps,
  auth: AuthContext,
  input: { property_id: string; profile_id: string; label: RoleLabel },
): Promise<MemberView> {
  try {
    return await deps.db.tx(async (client) => {
      await lockProperty(client, input.property_id);
      const members = await membersOf(client, input.property_id);
      const actor = actorOn(auth, members);
      throwIf(checkChangeLabel({ actor, profileId: input.profile_id, label: input.label, members }));
      const previousLabel = members.find((m) => m.profileId === input.profile_id)!.label;
      if (previousLabel !== input.label)
        await relabel(client, deps, {
          profileId: input.profile_id,
          propertyId: input.property_id,
          label: input.label,
          previousLabel,
        });
      const row = await memberRow(client, input.profile_id, input.property_id);
      await auditMembership(client, deps, auth, row, previousLabel, input.label);
      return toView(row);
    });
  } catch (err) {
    return mapUnique(err);
  }
}

/** Staff's upsert (/admin/property_customer): adds the relation, or changes its label when it exists. */
export async function upsertMemberAsStaff(
  deps: Deps,
  auth: AuthContext,
  input: { property_id: string; profile_id: string; label: RoleLabel },
): Promise<MemberView> {
  const members = await membersOf(deps.db, input.property_id);
  return members.some((m) => m.profileId === input.profile_id)
    ? changeMemberLabel(deps, auth, input)
    : addMember(deps, auth, input);
}

export async function removeMember(
  deps: Deps,
  auth: AuthContext,
  input: { property_id: string; profile_id: string },
): Promise<void> {
  await deps.db.tx(async (client) => {
    await lockProperty(client, input.property_id);
    const members = await membersOf(client, input.property_id);
    const actor = actorOn(auth, members);
    throwIf(checkRemoveMember({ actor, profileId: input.profile_id, members }));
    const label = members.find((m) => m.profileId === input.profile_id)!.label;
    const row = await memberRow(client, input.profile_id, input.property_id);
    await deleteMembership(client, input.profile_id, input.property_id);
    await auditMembership(client, deps, auth, row, label, null);
    await deps.emit(client, [
      deps.event('identity.membership.removed', {
        profileId: input.profile_id,
        propertyId: input.property_id,
        label,
      }),
    ]);
  });
}
