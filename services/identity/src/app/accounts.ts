import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Login, PasswordChange, Register } from '@casona/proto';
import { conflict, unauthorized, validationFailed } from '@casona/kit/errors/errors';
import { normalizeEmail, randomToken, sha256 } from '../domain/secrets.ts';
import { isUniqueViolation } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';
import {
  createProfile,
  findProfileByEmail,
  phoneOrNull,
  requireProfileRow,
  type ProfileRow,
} from './profiles.ts';
import { issueSession, revokeAllSessions, type ClientMeta, type Session } from './sessions.ts';
import { assertNotThrottled, clearFailures, recordFailure, signInKeys } from './throttle.ts';

/** proto's Register; the confirmation was checked by the route. */
export type Registration = Omit<Register, 'passwordConfirmation'>;

/** §8 'A profile with this email already exists. Please log in to continue.' */
const emailExists = () =>
  conflict({ messageKey: 'auth.emailExists', issues: [{ path: '/email', key: 'auth.emailExists' }] });

/** Creates an account with a password and signs it in. */
export async function register(deps: Deps, input: Registration, meta: ClientMeta): Promise<Session> {
  const email = normalizeEmail(input.email);
  // A name of only spaces passes the length check but is no name.
  if (!input.name.trim()) throw validationFailed([{ path: '/name', key: 'validation.required' }]);
  if (await findProfileByEmail(deps.db, email)) throw emailExists();
  const passwordHash = await deps.hasher.hash(input.password);
  try {
    return await deps.db.tx(async (client) => {
      const profile = await createProfile(client, deps, {
        email,
        name: input.name.trim(),
        locale: input.locale,
        phoneNumber: phoneOrNull(input.phone_number),
        dataSource: 'email',
        source: input.source,
      });
      await client.query(
        'INSERT INTO credential (profile_id, password_hash, password_changed_at) VALUES ($1, $2, $3)',
        [profile.id, passwordHash, deps.now()],
      );
      return issueSession(client, deps, profile, meta);
    });
  } catch (err) {
    // Two registrations of one email at the same moment: the second finds the first here.
    if (isUniqueViolation(err, 'profile_email_key')) throw emailExists();
    throw err;
  }
}

/**
 * Email and password sign-in. Unknown emails, Google-only accounts and wrong passwords all answer
 * the same 'Please verify your credentials and try again', after the same argon2 work.
 */
export async function login(deps: Deps, input: Login, meta: ClientMeta): Promise<Session> {
  const email = normalizeEmail(input.email);
  const keys = signInKeys(deps, email, meta.ip);
  await assertNotThrottled(deps, keys);

  const profile = await findProfileByEmail(deps.db, email);
  const credential = profile
    ? (
        await deps.db.query<{ password_hash: string }>(
          'SELECT password_hash FROM credential WHERE profile_id = $1',
          [profile.id],
        )
      ).rows[0]
    : undefined;
  const ok = credential
    ? await deps.hasher.verify(credential.password_hash, input.password)
    : (await deps.hasher.burn(input.password), false);
  if (!profile || !credential || !ok) {
    await recordFailure(deps, keys);
    throw unauthorized({ messageKey: 'auth.invalidCredentials' });
  }
  await clearFailures(deps, email, meta.ip);
  if (deps.hasher.needsRehash(credential.password_hash)) {
    // Parameters were raised since this hash was made: upgrade it while the password is at hand.
    await deps.db.query('UPDATE credential SET password_hash = $2 WHERE profile_id = $1', [
      profile.id,
      await deps.hasher.hash(input.password),
    ]);
  }
  return deps.db.tx((client) => issueSession(client, deps, profile, meta));
}

const MINUTE_MS = 60_000;
/** A second link within this time is not sent (the first is still on its way); the answer is the same. */
const RESEND_AFTER_MS = MINUTE_MS;

/** Where the emailed link leads: the SPA's change-password page, the token in the fragment (never logged). */
export const resetUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/dashboard/profile/change_password#reset_token=${encodeURIComponent(token)}`;

export const PASSWORD_RESET_JOB = 'password-reset';

/**
 * Starts a password reset. The answer never says whether the email has an account, not even by
 * its timing: every request takes the same single step, queueing the job, and the lookup happens
 * in the job after the answer (sendPasswordReset). The same email waiting in the queue is not
 * queued twice.
 */
export async function requestPasswordReset(deps: Deps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await deps.jobs.enqueue(
    PASSWORD_RESET_JOB,
    { email },
    { jobId: `password-reset-${sha256(email).toString('hex')}`, attempts: 3 },
  );
}

/**
 * The job behind requestPasswordReset: for an email with an account, a single-use link valid
 * PASSWORD_RESET_TTL_MINUTES is announced as identity.password_reset.requested for notifications
 * to email; for any other email, nothing.
 */
export async function sendPasswordReset(deps: Deps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const profile = await findProfileByEmail(deps.db, email);
  if (!profile) return;
  await deps.db.tx(async (client) => {
    const now = deps.now();
    await client.query('SELECT 1 FROM profile WHERE id = $1 FOR UPDATE', [profile.id]);
    const recent = await client.query(
      'SELECT 1 FROM password_reset WHERE profile_id = $1 AND used_at IS NULL AND created_at > $2',
      [profile.id, new Date(now.getTime() - RESEND_AFTER_MS)],
    );
    if (recent.rowCount) return;
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + deps.config.PASSWORD_RESET_TTL_MINUTES * MINUTE_MS);
    await client.query(
      `INSERT INTO password_reset (id, profile_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
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
  });
}

/** The link expired, was used, or never existed: the same answer, asking for a new one. */
const invalidResetLink = () =>
  validationFailed([{ path: '/token', key: 'auth.resetLinkInvalid' }], {
    messageKey: 'auth.resetLinkInvalid',
  });

async function setPassword(
  deps: Deps,
  client: pg.ClientBase,
  profileId: string,
  password: string,
  keepSession: string | null = null,
) {
  const hash = await deps.hasher.hash(password);
  await client.query(
    `INSERT INTO credential (profile_id, password_hash, password_changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       password_changed_at = EXCLUDED.password_changed_at`,
    [profileId, hash, deps.now()],
  );
  await revokeAllSessions(client, profileId, deps.now(), keepSession);
}

/** Sets a new password from an emailed link: the link works once, within its hour; every session ends. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  await deps.db.tx(async (client) => {
    const now = deps.now();
    const { rows } = await client.query<{
      id: string;
      profile_id: string;
      expires_at: Date;
      used_at: Date | null;
    }>('SELECT id, profile_id, expires_at, used_at FROM password_reset WHERE token_hash = $1 FOR UPDATE', [
      sha256(token),
    ]);
    const reset = rows[0];
    if (!reset || reset.used_at || reset.expires_at.getTime() <= now.getTime()) throw invalidResetLink();
    // Every other link still out for this profile dies with this one.
    await client.query('UPDATE password_reset SET used_at = $2 WHERE profile_id = $1 AND used_at IS NULL', [
      reset.profile_id,
      now,
    ]);
    await setPassword(deps, client, reset.profile_id, password);
  });
}

/**
 * Changes the password of the signed-in profile. The current password is required (only an emailed
 * reset link may skip it), so a stolen access token alone cannot take the account; wrong guesses
 * count against the sign-in throttle. Every other session then ends (§7 "update password then sign
 * out"); the session making the change (`keepSession`, from its access token) stays open.
 */
export async function changePassword(
  deps: Deps,
  profileId: string,
  input: Pick<PasswordChange, 'password' | 'currentPassword'>,
  meta: ClientMeta,
  keepSession: string | null,
): Promise<void> {
  const profile: ProfileRow = await requireProfileRow(deps.db, profileId);
  if (!input.currentPassword) {
    throw validationFailed([{ path: '/currentPassword', key: 'validation.required' }]);
  }
  const keys = signInKeys(deps, profile.email, meta.ip);
  await assertNotThrottled(deps, keys);
  const { rows } = await deps.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM credential WHERE profile_id = $1',
    [profile.id],
  );
  const stored = rows[0]?.password_hash;
  const ok = stored
    ? await deps.hasher.verify(stored, input.currentPassword)
    : (await deps.hasher.burn(input.currentPassword), false);
  if (!ok) {
    await recordFailure(deps, keys);
    throw validationFailed([{ path: '/currentPassword', key: 'auth.invalidCredentials' }], {
      messageKey: 'auth.invalidCredentials',
    });
  }
  await deps.db.tx((client) => setPassword(deps, client, profile.id, input.password, keepSession));
}
