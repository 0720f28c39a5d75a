/** identity.refresh_token (sessions are its families): rows in, rows out. */
import type { StaffRole } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface RefreshRow {
  id: string;
  family_id: string;
  profile_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

export async function insertRefreshToken(
  q: Queryable,
  row: {
    id: string;
    familyId: string;
    profileId: string;
    tokenHash: Buffer;
    createdAt: Date;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO refresh_token (id, family_id, profile_id, token_hash, created_at, expires_at, user_agent, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.familyId, row.profileId, row.tokenHash, row.createdAt, row.expiresAt, row.userAgent, row.ip],
  );
}

/** The token with this hash, held until the transaction ends. */
export async function refreshTokenForUpdate(q: Queryable, tokenHash: Buffer): Promise<RefreshRow | null> {
  const { rows } = await q.query<RefreshRow>(
    `SELECT id, family_id, profile_id, expires_at, rotated_at, revoked_at
       FROM refresh_token WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markRotated(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE refresh_token SET rotated_at = $2 WHERE id = $1', [id, now]);
}

export async function revokeFamily(q: Queryable, familyId: string, now: Date): Promise<void> {
  await q.query('UPDATE refresh_token SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
    now,
  ]);
}

/** Revokes every family of a profile but `keep` (null: all of them). */
export async function revokeFamiliesOf(
  q: Queryable,
  profileId: string,
  now: Date,
  keep: string | null,
): Promise<void> {
  await q.query(
    `UPDATE refresh_token SET revoked_at = $2
      WHERE profile_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR family_id <> $3::uuid)`,
    [profileId, now, keep],
  );
}

/**
 * The profile's staff role now and whether the session still holds an unrevoked token (always true
 * without a session id), in one query on primary keys and the family index; null without a profile.
 */
export async function sessionState(
  q: Queryable,
  profileId: string,
  sessionId: string | null,
): Promise<{ role: StaffRole | null; open: boolean } | null> {
  const { rows } = await q.query<{ role: StaffRole | null; open: boolean }>(
    `SELECT s.role,
            $2::uuid IS NULL OR EXISTS (
              SELECT 1 FROM refresh_token r
               WHERE r.family_id = $2::uuid AND r.profile_id = p.id AND r.revoked_at IS NULL
            ) AS open
       FROM profile p LEFT JOIN staff_role s ON s.profile_id = p.id
      WHERE p.id = $1`,
    [profileId, sessionId],
  );
  return rows[0] ?? null;
}

export async function deleteRefreshTokensExpiredBefore(q: Queryable, before: Date): Promise<number> {
  return (await q.query('DELETE FROM refresh_token WHERE expires_at < $1', [before])).rowCount ?? 0;
}
