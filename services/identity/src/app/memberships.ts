import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { canFlags, type CanFlags, type Locale, type RoleLabel } from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import { isStaff, requireProfile } from '@casona/kit/auth/context';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import {
  checkAddMember,
  checkChangeLabel,
  checkListMembers,
  checkRemoveMember,
  isOwnerLabel,
  type Actor,
  type Member,
} from '../domain/memberships.ts';
import { normalizeEmail, randomToken, sha256 } from '../domain/secrets.ts';
import { resetUrl } from './accounts.ts';
import { isUniqueViolation, type Queryable } from '@casona/kit/db/queryable';
import { throwIf, violationError, type Deps } from './deps.ts';
import {
  createProfile,
  findProfileByEmail,
  phoneOrNull,
  requireProfileRow,
  staffRoleOf,
} from './profiles.ts';

interface MemberRow {
  profile_id: string;
  property_id: string;
  label: RoleLabel;
  can_flags: CanFlags;
  created_at: Date;
  name: string;
  email: string;
  img_url: string | null;
}

/** A property_customer row as the API shows it: proto's entity plus who the person is. */
export type MemberView = {
  profile_id: string;
  property_id: string;
  label: RoleLabel;
  created_at: string;
  profile: { id: string; name: string; email: string; img_url: string | null };
} & CanFlags;

const toView = (r: MemberRow): MemberView => ({
  ...r.can_flags,
  profile_id: r.profile_id,
  property_id: r.property_id,
  label: r.label,
  created_at: r.created_at.toISOString(),
  profile: { id: r.profile_id, name: r.name, email: r.email, img_url: r.img_url },
});

const MEMBER_SELECT = `SELECT pc.profile_id, pc.property_id, pc.label, pc.can_flags, pc.created_at, p.name, p.email, p.img_url
  FROM property_customer pc JOIN profile p ON p.id = pc.profile_id`;

export async function membersOf(q: Queryable, propertyId: string, lock = false): Promise<Member[]> {
  const { rows } = await q.query<{ profile_id: string; label: RoleLabel }>(
    `SELECT profile_id, label FROM property_customer WHERE property_id = $1 ORDER BY created_at${lock ? ' FOR UPDATE' : ''}`,
    [propertyId],
  );
  return rows.map((r) => ({ profileId: r.profile_id, label: r.label }));
}

/** Serializes every change to one property's members, so the one-owner rule holds under concurrency. */
export async function lockProperty(client: pg.ClientBase, propertyId: string): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('casona.identity.property:' || $1))", [
    propertyId,
  ]);
}

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
  const { rows } = await deps.db.query<MemberRow>(
    `${MEMBER_SELECT} WHERE pc.property_id = $1 ORDER BY pc.created_at`,
    [propertyId],
  );
  return rows.map(toView);
}

/** The properties the caller belongs to, with their label on each. */
export async function myMemberships(deps: Deps, profileId: string): Promise<MemberView[]> {
  const { rows } = await deps.db.query<MemberRow>(
    `${MEMBER_SELECT} WHERE pc.profile_id = $1 ORDER BY pc.created_at`,
    [profileId],
  );
  return rows.map(toView);
}

export async function pageOfMembers(
  deps: Deps,
  filter: { propertyId?: string | undefined; profileId?: string | undefined; page: number; pageSize: number },
): Promise<{ items: MemberView[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.propertyId) where.push(`pc.property_id = $${values.push(filter.propertyId)}`);
  if (filter.profileId) where.push(`pc.profile_id = $${values.push(filter.profileId)}`);
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const total = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM property_customer pc${clause}`,
    values,
  );
  const limit = values.push(filter.pageSize);
  const offset = values.push((filter.page - 1) * filter.pageSize);
  const { rows } = await deps.db.query<MemberRow>(
    `${MEMBER_SELECT}${clause} ORDER BY pc.created_at DESC, pc.profile_id LIMIT $${limit} OFFSET $${offset}`,
    values,
  );
  return { items: rows.map(toView), total: total.rows[0]!.n };
}

async function viewOf(q: Queryable, profileId: string, propertyId: string): Promise<MemberView> {
  const { rows } = await q.query<MemberRow>(
    `${MEMBER_SELECT} WHERE pc.profile_id = $1 AND pc.property_id = $2`,
    [profileId, propertyId],
  );
  return toView(rows[0]!);
}

/** Writes a new membership and its event in the caller's transaction. */
export async function insertMember(
  client: pg.ClientBase,
  deps: Deps,
  input: { profileId: string; propertyId: string; label: RoleLabel; addedBy: string | null },
  extra: EventEnvelope[] = [],
): Promise<void> {
  const now = deps.now();
  await client.query(
    `INSERT INTO property_customer (profile_id, property_id, label, can_flags, added_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [
      input.profileId,
      input.propertyId,
      input.label,
      JSON.stringify(canFlags(input.label)),
      input.addedBy,
      now,
    ],
  );
  await deps.emit(client, [
    ...extra,
    deps.event('identity.membership.added', {
      profileId: input.profileId,
      propertyId: input.propertyId,
      label: input.label,
    }),
  ]);
}

async function relabel(
  client: pg.ClientBase,
  deps: Deps,
  input: { profileId: string; propertyId: string; label: RoleLabel; previousLabel: RoleLabel },
): Promise<void> {
  await client.query(
    `UPDATE property_customer SET label = $3, can_flags = $4, updated_at = $5 WHERE profile_id = $1 AND property_id = $2`,
    [input.profileId, input.propertyId, input.label, JSON.stringify(canFlags(input.label)), deps.now()],
  );
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
      return viewOf(client, input.profile_id, input.property_id);
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
      return viewOf(client, input.profile_id, input.property_id);
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
    await client.query('DELETE FROM property_customer WHERE profile_id = $1 AND property_id = $2', [
      input.profile_id,
      input.property_id,
    ]);
    await deps.emit(client, [
      deps.event('identity.membership.removed', {
        profileId: input.profile_id,
        propertyId: input.property_id,
        label,
      }),
    ]);
  });
}

/** The owner's contact carried by listings.property.created when the submitter had no profile yet. */
export interface SubmittedOwner {
  email: string;
  name: string;
  phoneNumber: string | null;
  locale: Locale;
}

/**
 * The profile a submission names by email. A new email gets a new profile (source submit_property,
 * no password) with a single-use set-your-password link announced as identity.password_reset.requested,
 * which notifications emails. An email that already has a profile is that profile only when company
 * staff made the submission (admin/submit_property): nothing is attached to an account without its
 * owner signed in, so an anonymous submission naming it gets no owner (listings refuses those with
 * 'A profile with this email already exists…'; this covers its projection lagging behind). Runs in
 * the consumer's transaction, so the profile, the link and the membership commit together.
 */
async function profileForSubmission(
  client: pg.ClientBase,
  deps: Deps,
  owner: SubmittedOwner,
  createdBy: string | null,
): Promise<string | null> {
  const email = normalizeEmail(owner.email);
  // Serializes two submissions naming the same new email (the unique email would fail the second).
  await client.query("SELECT pg_advisory_xact_lock(hashtext('casona.identity.email:' || $1))", [email]);
  const existing = await findProfileByEmail(client, email);
  if (existing) return createdBy && (await staffRoleOf(client, createdBy)) ? existing.id : null;
  const profile = await createProfile(client, deps, {
    email,
    name: owner.name.trim() || email.split('@')[0]!,
    locale: owner.locale,
    phoneNumber: phoneOrNull(owner.phoneNumber),
    dataSource: 'email',
    source: 'submit_property',
  });
  const now = deps.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + deps.config.PASSWORD_RESET_TTL_MINUTES * 60_000);
  await client.query(
    `INSERT INTO password_reset (id, profile_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), profile.id, sha256(token), now, expiresAt],
  );
  await deps.emit(client, [
    deps.event('identity.password_reset.requested', {
      profileId: profile.id,
      email: profile.email,
      locale: profile.locale,
      resetUrl: resetUrl(deps.platform.PUBLIC_URL, token),
      expiresAt: expiresAt.toISOString(),
    }),
  ]);
  return profile.id;
}

/**
 * listings.property.created: the submitter becomes the property's first OWNER. Runs in the
 * consumer's transaction (idempotent by event id); an owner already there is left alone. An
 * anonymous or staff submission names its owner by `owner` (email, name, phone, locale) instead of
 * a profile id: see profileForSubmission for whose profile that becomes.
 */
export async function makeFirstOwner(
  client: pg.ClientBase,
  deps: Deps,
  input: {
    propertyId: string;
    ownerProfileId: string | null;
    createdBy?: string | null | undefined;
    owner?: SubmittedOwner | null | undefined;
  },
): Promise<void> {
  await lockProperty(client, input.propertyId);
  let ownerProfileId = input.ownerProfileId;
  if (!ownerProfileId && input.owner) {
    ownerProfileId = await profileForSubmission(client, deps, input.owner, input.createdBy ?? null);
    if (!ownerProfileId) {
      deps.logger.warn(
        { propertyId: input.propertyId, createdBy: input.createdBy ?? null },
        'a submission named an email that has an account, without its owner signed in; no owner set',
      );
      return;
    }
  }
  if (!ownerProfileId) return;
  const profile = await client.query('SELECT 1 FROM profile WHERE id = $1', [ownerProfileId]);
  if (!profile.rowCount) {
    deps.logger.warn(input, 'property created for an unknown profile; no owner set');
    return;
  }
  const members = await membersOf(client, input.propertyId);
  const owner = members.find((m) => isOwnerLabel(m.label));
  if (owner) {
    if (owner.profileId !== ownerProfileId)
      deps.logger.warn(
        { ...input, currentOwner: owner.profileId },
        'property already has an owner; left as is',
      );
    return;
  }
  const existing = members.find((m) => m.profileId === ownerProfileId);
  if (existing)
    await relabel(client, deps, {
      profileId: ownerProfileId,
      propertyId: input.propertyId,
      label: 'OWNER',
      previousLabel: existing.label,
    });
  else
    await insertMember(client, deps, {
      profileId: ownerProfileId,
      propertyId: input.propertyId,
      label: 'OWNER',
      addedBy: null,
    });
}
