import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AuthState, StaffRole } from '@casona/proto';
import { unauthorized } from '@casona/kit/errors/errors';
import { randomToken, sha256 } from '../domain/secrets.ts';
import type { Queryable } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';
import {
  profileView,
  requireProfileRow,
  staffRoleOf,
  toProfileView,
  type ProfileRow,
  type ProfileView,
} from './profiles.ts';

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
  await client.query(
    `INSERT INTO refresh_token (id, family_id, profile_id, token_hash, created_at, expires_at, user_agent, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      familyId,
      profile.id,
      sha256(refreshToken),
      now,
      new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
      meta.userAgent?.slice(0, 500) ?? null,
      meta.ip,
    ],
  );
  const role = await staffRoleOf(client, profile.id);
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await deps.keys.signAccessToken(
    { sub: profile.id, sid: familyId, role, locale: profile.locale },
    now,
    ttl,
  );
  return { accessToken, refreshToken, expiresIn: ttl, profile: toProfileView(profile, role) };
}

interface RefreshRow {
  id: string;
  family_id: string;
  profile_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

async function findRefreshToken(client: Queryable, token: string): Promise<RefreshRow | null> {
  const { rows } = await client.query<RefreshRow>(
    `SELECT id, family_id, profile_id, expires_at, rotated_at, revoked_at
       FROM refresh_token WHERE token_hash = $1 FOR UPDATE`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}

export async function revokeFamily(client: Queryable, familyId: string, now: Date): Promise<void> {
  await client.query('UPDATE refresh_token SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
    now,
  ]);
}

/**
 * Ends every session of a profile (password changed or reset), except `keep`: the session that
 * changed the password, when it is known.
 */
export async function revokeAllSessions(
  client: Queryable,
  profileId: string,
  now: Date,
  keep: string | null = null,
): Promise<void> {
  await client.query(
    `UPDATE refresh_token SET revoked_at = $2
      WHERE profile_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR family_id <> $3::uuid)`,
    [profileId, now, keep],
  );
}

/**
 * What the gateway asks about a token (proto's AuthState), in one query on primary keys and the
 * family index: the profile must exist, and with a session id that session must still hold a
 * token that was not revoked (logout, password change or reset, refresh-token reuse all revoke).
 * `role` is the staff role now. Without a session id (tokens issued before sessions were named),
 * the profile alone answers.
 */
export async function authState(q: Queryable, profileId: string, sessionId?: string): Promise<AuthState> {
  const { rows } = await q.query<{ role: StaffRole | null; open: boolean }>(
    `SELECT s.role,
            $2::uuid IS NULL OR EXISTS (
              SELECT 1 FROM refresh_token r
               WHERE r.family_id = $2::uuid AND r.profile_id = p.id AND r.revoked_at IS NULL
            ) AS open
       FROM profile p LEFT JOIN staff_role s ON s.profile_id = p.id
      WHERE p.id = $1`,
    [profileId, sessionId ?? null],
  );
  const row = rows[0];
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
    const row = await findRefreshToken(client, token);
    if (!row || row.revoked_at) return { kind: 'expired' as const };
    if (row.rotated_at) {
      await revokeFamily(client, row.family_id, now);
      return { kind: 'reused' as const, familyId: row.family_id, profileId: row.profile_id };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' as const };
    await client.query('UPDATE refresh_token SET rotated_at = $2 WHERE id = $1', [row.id, now]);
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
    const row = await findRefreshToken(client, token);
    if (row) await revokeFamily(client, row.family_id, deps.now());
  });
}

export { profileView };
