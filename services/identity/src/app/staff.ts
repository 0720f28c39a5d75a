import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StaffRole } from '@casona/proto';
import { forbidden, notFound } from '@casona/kit/errors/errors';
import { normalizeEmail } from '../domain/secrets.ts';
import type { Deps } from './deps.ts';
import { createProfile, findProfileByEmail, findProfile } from './profiles.ts';

const cannotRemoveSelf = () => forbidden({ messageKey: 'staff.cannotRemoveSelf' });

export interface StaffMember {
  profile_id: string;
  email: string;
  name: string;
  role: StaffRole;
  created_at: string;
}

export async function listStaff(deps: Deps): Promise<StaffMember[]> {
  const { rows } = await deps.db.query<{
    profile_id: string;
    email: string;
    name: string;
    role: StaffRole;
    created_at: Date;
  }>(
    `SELECT s.profile_id, p.email, p.name, s.role, s.created_at
       FROM staff_role s JOIN profile p ON p.id = s.profile_id
      ORDER BY s.role, p.email`,
  );
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** Grants or changes a staff role; it shows in the profile's next access token (at its next refresh). */
export async function setStaffRole(
  deps: Deps,
  actorId: string,
  target: { profile_id?: string | undefined; email?: string | undefined },
  role: StaffRole,
): Promise<StaffMember> {
  const profile = target.profile_id
    ? await findProfile(deps.db, target.profile_id)
    : target.email
      ? await findProfileByEmail(deps.db, normalizeEmail(target.email))
      : null;
  if (!profile) throw notFound({ messageKey: 'profile.notFound' });
  // An administrator cannot step down by themselves: there is always one left to undo mistakes.
  if (profile.id === actorId && role !== 'ADMIN') throw cannotRemoveSelf();
  const now = deps.now();
  const { rows } = await deps.db.query<{ created_at: Date }>(
    `INSERT INTO staff_role (profile_id, role, granted_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (profile_id) DO UPDATE SET role = EXCLUDED.role, granted_by = EXCLUDED.granted_by,
       updated_at = EXCLUDED.updated_at
     RETURNING created_at`,
    [profile.id, role, actorId, now],
  );
  return {
    profile_id: profile.id,
    email: profile.email,
    name: profile.name,
    role,
    created_at: rows[0]!.created_at.toISOString(),
  };
}

export async function removeStaffRole(deps: Deps, actorId: string, profileId: string): Promise<void> {
  if (profileId === actorId) throw cannotRemoveSelf();
  const { rowCount } = await deps.db.query('DELETE FROM staff_role WHERE profile_id = $1', [profileId]);
  if (!rowCount) throw notFound({ messageKey: 'profile.notFound' });
}

/**
 * First start of the embedded platform: with no profile at all, one administrator is created with
 * a random password, printed once to the log and written to DATA_DIR/identity/admin-password.txt
 * (readable only by this user). Later starts find profiles and do nothing.
 */
export async function seedAdmin(deps: Deps): Promise<{ email: string; password: string } | null> {
  const password = randomBytes(18).toString('base64url');
  const hash = await deps.hasher.hash(password);
  const email = normalizeEmail(deps.config.ADMIN_EMAIL);
  const created = await deps.db.tx(async (client) => {
    // One starter at a time: replicas started together must not seed twice.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('casona.identity.seed-admin'))");
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM profile');
    if (rows[0]!.n > 0) return null;
    const profile = await createProfile(client, deps, {
      email,
      name: 'Administrador',
      locale: 'ES',
      phoneNumber: null,
      dataSource: 'email',
      source: 'register',
    });
    const now = deps.now();
    await client.query(
      'INSERT INTO credential (profile_id, password_hash, password_changed_at) VALUES ($1, $2, $3)',
      [profile.id, hash, now],
    );
    await client.query(
      `INSERT INTO staff_role (profile_id, role, granted_by, created_at, updated_at) VALUES ($1, 'ADMIN', NULL, $2, $2)`,
      [profile.id, now],
    );
    return { email, password };
  });
  if (!created) return null;
  const dir = path.join(path.resolve(deps.platform.DATA_DIR), 'identity');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'admin-password.txt');
  await writeFile(file, `${created.email}\n${created.password}\n`, { mode: 0o600 });
  // In the message rather than a field, so log redaction of password fields does not hide it.
  deps.logger.warn(
    { email: created.email, file },
    `First administrator created: ${created.email} / ${created.password} (shown only this once; also in ${file})`,
  );
  return created;
}
