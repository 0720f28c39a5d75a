/** identity.property_customer (memberships): rows in, rows out. */
import type { CanFlags, RoleLabel } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { Member } from '../domain/memberships.ts';

/** A membership with who the person is. */
export interface MemberRow {
  profile_id: string;
  property_id: string;
  label: RoleLabel;
  can_flags: CanFlags;
  created_at: Date;
  name: string;
  email: string;
  img_url: string | null;
}

const MEMBER_SELECT = `SELECT pc.profile_id, pc.property_id, pc.label, pc.can_flags, pc.created_at, p.name, p.email, p.img_url
  FROM property_customer pc JOIN profile p ON p.id = pc.profile_id`;

/** Serializes every change to one property's members, so the one-owner rule holds under concurrency. */
export async function lockProperty(q: Queryable, propertyId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.identity.property:' || $1))", [propertyId]);
}

/** Who is on the property with which label, oldest first. */
export async function membersOf(q: Queryable, propertyId: string, lock = false): Promise<Member[]> {
  const { rows } = await q.query<{ profile_id: string; label: RoleLabel }>(
    `SELECT profile_id, label FROM property_customer WHERE property_id = $1 ORDER BY created_at${lock ? ' FOR UPDATE' : ''}`,
    [propertyId],
  );
  return rows.map((r) => ({ profileId: r.profile_id, label: r.label }));
}

export async function memberRowsOfProperty(q: Queryable, propertyId: string): Promise<MemberRow[]> {
  return (
    await q.query<MemberRow>(`${MEMBER_SELECT} WHERE pc.property_id = $1 ORDER BY pc.created_at`, [
      propertyId,
    ])
  ).rows;
}

export async function memberRowsOfProfile(q: Queryable, profileId: string): Promise<MemberRow[]> {
  return (
    await q.query<MemberRow>(`${MEMBER_SELECT} WHERE pc.profile_id = $1 ORDER BY pc.created_at`, [profileId])
  ).rows;
}

export async function memberRow(q: Queryable, profileId: string, propertyId: string): Promise<MemberRow> {
  const { rows } = await q.query<MemberRow>(
    `${MEMBER_SELECT} WHERE pc.profile_id = $1 AND pc.property_id = $2`,
    [profileId, propertyId],
  );
  return rows[0]!;
}

/** A page of memberships, newest first, filtered by property and/or profile, and how many match. */
export async function pageOfMemberRows(
  q: Queryable,
  filter: {
    propertyId?: string | undefined;
    profileId?: string | undefined;
    label?: RoleLabel | undefined;
    /** A LIKE pattern over the person's name and email (kit containsPattern), or null. */
    pattern?: string | null;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.propertyId) where.push(`pc.property_id = $${values.push(filter.propertyId)}`);
  if (filter.profileId) where.push(`pc.profile_id = $${values.push(filter.profileId)}`);
  if (filter.label) where.push(`pc.label = $${values.push(filter.label)}`);
  if (filter.pattern) {
    const n = values.push(filter.pattern);
    where.push(`(p.name ILIKE $${n} OR p.email ILIKE $${n})`);
  }
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM property_customer pc JOIN profile p ON p.id = pc.profile_id${clause}`,
    values,
  );
  const limit = values.push(filter.pageSize);
  const offset = values.push((filter.page - 1) * filter.pageSize);
  const { rows } = await q.query<MemberRow>(
    `${MEMBER_SELECT}${clause} ORDER BY pc.created_at DESC, pc.profile_id LIMIT $${limit} OFFSET $${offset}`,
    values,
  );
  return { rows, total: total.rows[0]!.n };
}

export async function insertMembership(
  q: Queryable,
  row: {
    profileId: string;
    propertyId: string;
    label: RoleLabel;
    canFlags: CanFlags;
    addedBy: string | null;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO property_customer (profile_id, property_id, label, can_flags, added_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [row.profileId, row.propertyId, row.label, JSON.stringify(row.canFlags), row.addedBy, row.now],
  );
}

export async function updateMembershipLabel(
  q: Queryable,
  row: { profileId: string; propertyId: string; label: RoleLabel; canFlags: CanFlags; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE property_customer SET label = $3, can_flags = $4, updated_at = $5 WHERE profile_id = $1 AND property_id = $2`,
    [row.profileId, row.propertyId, row.label, JSON.stringify(row.canFlags), row.now],
  );
}

export async function deleteMembership(q: Queryable, profileId: string, propertyId: string): Promise<void> {
  await q.query('DELETE FROM property_customer WHERE profile_id = $1 AND property_id = $2', [
    profileId,
    propertyId,
  ]);
}

/** Ends every membership of a profile; answers what ended. */
export async function deleteMembershipsOf(
  q: Queryable,
  profileId: string,
): Promise<{ property_id: string; label: RoleLabel }[]> {
  const { rows } = await q.query<{ property_id: string; label: RoleLabel }>(
    'DELETE FROM property_customer WHERE profile_id = $1 RETURNING property_id, label',
    [profileId],
  );
  return rows;
}
