import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AuthState } from '@casona/proto';
import { unauthorized } from '@casona/kit/errors/errors';
import { toProfileView, type ProfileView } from '../domain/profiles.ts';
import { randomToken, sha256 } from '../domain/secrets.ts';
import { refreshVerdict } from '../domain/sessions.ts';
import type { Deps } from './deps.ts';
import { requireProfileRow, type ProfileRow } from './profiles.ts';
import {
  insertRefreshToken,
  markRotated,
  refreshTokenForUpdate,
  revokeFamily,
  sessionState,
} from './session-store.ts';
import { staffRoleOf } from './staff-store.ts';

/** What login, refresh, registration and the Google callback answer. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  profile: ProfileView;
}

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

const DAY_MS = 24 * 3600_000;

/**
 * Opens a session (or continues a family on refresh): a fresh opaque refresh token, stored only as
 * its SHA-256, and a short-lived ES256 access token that carries the staff role, the locale and the
 * session (`sid` = the refresh-token family), so the gateway can ask whether the session still holds.
 */
export async function issueSession(
  client: pg.ClientBase,
  deps: Deps,
  profile: ProfileRow,
  meta: ClientMeta,
  familyId: string = randomUUID(),
): Promise<Session> {
  const now = deps.now();
  const refreshToken = randomToken();
  await insertRefreshToken(client, {
    id: randomUUID(),
    familyId,
    profileId: profile.id,
    tokenHash: sha256(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip,
  });
  const role = await staffRoleOf(client, profile.id);
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await deps.keys.signAccessToken(
    { sub: profile.id, sid: familyId, role, locale: profile.locale },
    now,
    ttl,
  );
  return { accessToken, refreshToken, expiresIn: ttl, profile: toProfileView(profile, role) };
}

/**
 * What the gateway asks about a token (proto's AuthState): the profile must exist, and with a
 * session id that session must still hold a token that was not revoked (logout, password change or
 * reset, refresh-token reuse all revoke). `role` is the staff role now. Without a session id
 * (tokens issued before sessions were named), the profile alone answers.
 */
export async function authState(
  deps: Pick<Deps, 'db'>,
  profileId: string,
  sessionId?: string,
): Promise<AuthState> {
  const row = await sessionState(deps.db, profileId, sessionId ?? null);
  return row ? { active: row.open, role: row.role } : { active: false, role: null };
}

/**
 * Trades a refresh token for a new pair. The presented token is rotated (it never works again);
 * presenting an already-rotated one means it was stolen or replayed, so the whole family is revoked
 * and both the thief and the owner must sign in again.
 */
export async function refreshSession(deps: Deps, token: string, meta: ClientMeta): Promise<Session> {
  const expired = () => unauthorized({ messageKey: 'auth.sessionExpired' });
  const outcome = await deps.db.tx(async (client) => {
    const now = deps.now();
    const row = await refreshTokenForUpdate(client, sha256(token));
    const verdict = refreshVerdict(row, now);
    if (verdict === 'expired' || !row) return { kind: 'expired' as const };
    if (verdict === 'reused') {
      await revokeFamily(client, row.family_id, now);
      return { kind: 'reused' as const, familyId: row.family_id, profileId: row.profile_id };
    }
    await markRotated(client, row.id, now);
    const profile = await requireProfileRow(client, row.profile_id);
    return { kind: 'ok' as const, session: await issueSession(client, deps, profile, meta, row.family_id) };
  });
  if (outcome.kind === 'reused') {
    deps.logger.warn(
      { familyId: outcome.familyId, profileId: outcome.profileId, ip: meta.ip },
      'a rotated refresh token was presented again; its session family is revoked',
    );
    throw expired();
  }
  if (outcome.kind === 'expired') throw expired();
  return outcome.session;
}

/** Signs out: the family of the presented token stops working. Unknown tokens are fine (already out). */
export async function endSession(deps: Deps, token: string): Promise<void> {
  await deps.db.tx(async (client) => {
    const row = await refreshTokenForUpdate(client, sha256(token));
    if (row) await revokeFamily(client, row.family_id, deps.now());
  });
}
