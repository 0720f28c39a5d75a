/** identity.staff_role: rows in, rows out. */
import type { StaffRole } from '@casona/proto';
import { containsPattern } from '@casona/kit/db/contains';
import type { Queryable } from '@casona/kit/db/queryable';

export interface StaffRow {
  profile_id: string;
  email: string;
  name: string;
  role: StaffRole;
  created_at: Date;
}

export async function staffRoleOf(q: Queryable, profileId: string): Promise<StaffRole | null> {
  const { rows } = await q.query<{ role: StaffRole }>('SELECT role FROM staff_role WHERE profile_id = $1', [
    profileId,
  ]);
  return rows[0]?.role ?? null;
}

/** Every staff member with who they are, by role then email. */
export async function staffRows(q: Queryable): Promise<StaffRow[]> {
  const { rows } = await q.query<StaffRow>(
    `SELECT s.profile_id, p.email, p.name, s.role, s.created_at
       FROM staff_role s JOIN profile p ON p.id = s.profile_id
      ORDER BY s.role, p.email`,
  );
  return rows;
}

/** A page of staff members, by role then email; `text` keeps those whose name or email contains it. */
export async function staffPage(
  q: Queryable,
  text: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: StaffRow[] }> {
  const where = 'WHERE $1::text IS NULL OR p.name ILIKE $1 OR p.email ILIKE $1';
  const pattern = containsPattern(text);
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM staff_role s JOIN profile p ON p.id = s.profile_id ${where}`,
    [pattern],
  );
  const { rows } = await q.query<StaffRow>(
    `SELECT s.profile_id, p.email, p.name, s.role, s.created_at
       FROM staff_role s JOIN profile p ON p.id = s.profile_id ${where}
      ORDER BY s.role, p.email, s.profile_id LIMIT $2 OFFSET $3`,
    [pattern, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}

/** Grants or changes a role; answers when the profile first became staff. */
export async function upsertStaffRole(
  q: Queryable,
  input: { profileId: string; role: StaffRole; grantedBy: string | null; now: Date },
): Promise<Date> {
  const { rows } = await q.query<{ created_at: Date }>(
    `INSERT INTO staff_role (profile_id, role, granted_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (profile_id) DO UPDATE SET role = EXCLUDED.role, granted_by = EXCLUDED.granted_by,
       updated_at = EXCLUDED.updated_at
     RETURNING created_at`,
    [input.profileId, input.role, input.grantedBy, input.now],
  );
  return rows[0]!.created_at;
}

/** Whether there was a role to remove. */
export async function deleteStaffRole(q: Queryable, profileId: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM staff_role WHERE profile_id = $1', [profileId]);
  return Boolean(rowCount);
}
