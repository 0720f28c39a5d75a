import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SIZE, type Paginated, type StaffMember, type StaffRole } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { forbidden, notFound, validationFailed } from '@casona/kit/errors/errors';
import { normalizeEmail } from '../domain/secrets.ts';
import { isSelfDemotion } from '../domain/staff.ts';
import { insertCredential } from './account-store.ts';
import type { Deps } from './deps.ts';
import { countProfiles, findProfile, findProfileByEmail, lockAdminSeeding } from './profile-store.ts';
import { createProfile } from './profiles.ts';
import { deleteStaffRole, staffPage, staffRoleOf, upsertStaffRole } from './staff-store.ts';

const cannotRemoveSelf = () => forbidden({ messageKey: 'staff.cannotRemoveSelf' });

export type { StaffMember } from '@casona/proto';

export async function listStaff(
  deps: Deps,
  query: { page: number; q?: string | undefined },
): Promise<Paginated<StaffMember>> {
  const { total, rows } = await staffPage(deps.db, query.q, {
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * Grants or changes a staff role of a profile named by id or by email (one of them is required); it
 * shows in the profile's next access token (at its next refresh).
 */
export async function setStaffRole(
  deps: Deps,
  auth: AuthContext,
  target: { profile_id?: string | undefined; email?: string | undefined },
  role: StaffRole,
): Promise<StaffMember> {
  if (!target.profile_id && !target.email)
    throw validationFailed([{ path: '/email', key: 'validation.required' }]);
  const profile = target.profile_id
    ? await findProfile(deps.db, target.profile_id)
    : target.email
      ? await findProfileByEmail(deps.db, normalizeEmail(target.email))
      : null;
  if (!profile) throw notFound({ messageKey: 'profile.notFound' });
  const actorId = requireProfile(auth);
  if (isSelfDemotion(actorId, profile.id, role)) throw cannotRemoveSelf();
  const createdAt = await deps.db.tx(async (tx) => {
    const previous = await staffRoleOf(tx, profile.id);
    const created = await upsertStaffRole(tx, {
      profileId: profile.id,
      role,
      grantedBy: actorId,
      now: deps.now(),
    });
    await audit(deps, tx, auth, {
      action: 'STAFF_ROLE_GRANTED',
      entity: 'profile',
      entityId: profile.id,
      entityLabel: profile.name,
      before: { staff_role: previous },
      after: { staff_role: role },
    });
    return created;
  });
  return {
    profile_id: profile.id,
    email: profile.email,
    name: profile.name,
    role,
    created_at: createdAt.toISOString(),
  };
}

export async function removeStaffRole(deps: Deps, auth: AuthContext, profileId: string): Promise<void> {
  if (isSelfDemotion(requireProfile(auth), profileId, null)) throw cannotRemoveSelf();
  await deps.db.tx(async (tx) => {
    const previous = await staffRoleOf(tx, profileId);
    if (!(await deleteStaffRole(tx, profileId))) throw notFound({ messageKey: 'profile.notFound' });
    const profile = await findProfile(tx, profileId);
    await audit(deps, tx, auth, {
      action: 'STAFF_ROLE_REMOVED',
      entity: 'profile',
      entityId: profileId,
      entityLabel: profile?.name ?? null,
      before: { staff_role: previous },
      after: { staff_role: null },
    });
  });
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
    await lockAdminSeeding(client);
    if ((await countProfiles(client)) > 0) return null;
    const profile = await createProfile(client, deps, {
      email,
      name: 'Administrador',
      locale: 'ES',
      phoneNumber: null,
      dataSource: 'email',
      source: 'register',
    });
    const now = deps.now();
    await insertCredential(client, profile.id, hash, now);
    await upsertStaffRole(client, { profileId: profile.id, role: 'ADMIN', grantedBy: null, now });
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
