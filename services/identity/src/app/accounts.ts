import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Login, PasswordChange, Register } from '@casona/proto';
import { isUniqueViolation } from '@casona/kit/db/queryable';
import { conflict, unauthorized, validationFailed } from '@casona/kit/errors/errors';
import { isBlankName, phoneOrNull } from '../domain/profiles.ts';
import { normalizeEmail, randomToken, sha256 } from '../domain/secrets.ts';
import { resetLinkUsable, resetUrl } from '../domain/sessions.ts';
import {
  hasResetLinkSince,
  insertCredential,
  insertPasswordReset,
  passwordHashOf,
  passwordResetForUpdate,
  rehashPassword,
  upsertCredential,
  useResetLinks,
} from './account-store.ts';
import type { Deps } from './deps.ts';
import { findProfileByEmail, lockProfile, type ProfileRow } from './profile-store.ts';
import { createProfile, requireProfileRow } from './profiles.ts';
import { revokeFamiliesOf } from './session-store.ts';
import { issueSession, type ClientMeta, type Session } from './sessions.ts';
import { assertNotThrottled, clearFailures, recordFailure, signInKeys } from './throttle.ts';
import { isDemoProfile } from '../demo/people.ts';

export { resetUrl } from '../domain/sessions.ts';

/** proto's Register; the confirmation was checked by the route. */
export type Registration = Omit<Register, 'passwordConfirmation'>;

/** §8 'A profile with this email already exists. Please log in to continue.' */
const emailExists = () =>
  conflict({ messageKey: 'auth.emailExists', issues: [{ path: '/email', key: 'auth.emailExists' }] });

/** Creates an account with a password and signs it in. */
export async function register(deps: Deps, input: Registration, meta: ClientMeta): Promise<Session> {
  const email = normalizeEmail(input.email);
  if (isBlankName(input.name)) throw validationFailed([{ path: '/name', key: 'validation.required' }]);
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
      await insertCredential(client, profile.id, passwordHash, deps.now());
      return issueSession(client, deps, profile, meta);
    });
  } catch (err) {
    // Two registrations of one email at the same moment: the second finds the first here.
    if (isUniqueViolation(err, 'profile_email_key')) throw emailExists();
    throw err;
  }
}

/**
 * Checks a password against the profile's hash. Without a profile or a password (Google-only
 * accounts), the same argon2 work is burnt, so the answer's timing says nothing.
 */
async function passwordMatches(deps: Deps, hash: string | null, password: string): Promise<boolean> {
  return hash ? deps.hasher.verify(hash, password) : (await deps.hasher.burn(password), false);
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
  const hash = profile ? await passwordHashOf(deps.db, profile.id) : null;
  const ok = await passwordMatches(deps, hash, input.password);
  if (!profile || !hash || !ok) {
    await recordFailure(deps, keys);
    throw unauthorized({ messageKey: 'auth.invalidCredentials' });
  }
  await clearFailures(deps, email, meta.ip);
  if (deps.hasher.needsRehash(hash)) {
    // Parameters were raised since this hash was made: upgrade it while the password is at hand.
    await rehashPassword(deps.db, profile.id, await deps.hasher.hash(input.password));
  }
  return deps.db.tx((client) => issueSession(client, deps, profile, meta));
}

const MINUTE_MS = 60_000;
/** A second link within this time is not sent (the first is still on its way); the answer is the same. */
const RESEND_AFTER_MS = MINUTE_MS;

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
 * A single-use link valid PASSWORD_RESET_TTL_MINUTES, announced in the caller's transaction as
 * identity.password_reset.requested for notifications to email.
 */
export async function issueResetLink(client: pg.ClientBase, deps: Deps, profile: ProfileRow): Promise<void> {
  const now = deps.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + deps.config.PASSWORD_RESET_TTL_MINUTES * MINUTE_MS);
  await insertPasswordReset(client, {
    id: randomUUID(),
    profileId: profile.id,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt,
  });
  await deps.emit(client, [
    deps.event('identity.password_reset.requested', {
      profileId: profile.id,
      email: profile.email,
      locale: profile.locale,
      resetUrl: resetUrl(deps.platform.PUBLIC_URL, token),
      expiresAt: expiresAt.toISOString(),
    }),
  ]);
}

/**
 * The job behind requestPasswordReset: for an email with an account, a reset link (issueResetLink)
 * unless one went out within the last minute; for any other email, nothing.
 */
export async function sendPasswordReset(deps: Deps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const profile = await findProfileByEmail(deps.db, email);
  // The demo's people never get a password: no one may sign in as them.
  if (!profile || isDemoProfile(profile.id)) return;
  await deps.db.tx(async (client) => {
    await lockProfile(client, profile.id);
    if (await hasResetLinkSince(client, profile.id, new Date(deps.now().getTime() - RESEND_AFTER_MS))) return;
    await issueResetLink(client, deps, profile);
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
  await upsertCredential(client, profileId, hash, deps.now());
  await revokeFamiliesOf(client, profileId, deps.now(), keepSession);
}

/** Sets a new password from an emailed link: the link works once, within its hour; every session ends. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  await deps.db.tx(async (client) => {
    const now = deps.now();
    const reset = await passwordResetForUpdate(client, sha256(token));
    if (!reset || !resetLinkUsable(reset, now)) throw invalidResetLink();
    // Every other link still out for this profile dies with this one.
    await useResetLinks(client, reset.profile_id, now);
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
  const profile = await requireProfileRow(deps.db, profileId);
  if (!input.currentPassword) {
    throw validationFailed([{ path: '/currentPassword', key: 'validation.required' }]);
  }
  const keys = signInKeys(deps, profile.email, meta.ip);
  await assertNotThrottled(deps, keys);
  const ok = await passwordMatches(deps, await passwordHashOf(deps.db, profile.id), input.currentPassword);
  if (!ok) {
    await recordFailure(deps, keys);
    throw validationFailed([{ path: '/currentPassword', key: 'auth.invalidCredentials' }], {
      messageKey: 'auth.invalidCredentials',
    });
  }
  await deps.db.tx((client) => setPassword(deps, client, profile.id, input.password, keepSession));
}
