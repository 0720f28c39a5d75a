/** identity.credential and identity.password_reset: rows in, rows out. */
import type { Queryable } from '@casona/kit/db/queryable';

export interface PasswordResetRow {
  id: string;
  profile_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertCredential(
  q: Queryable,
  profileId: string,
  hash: string,
  now: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO credential (profile_id, password_hash, password_changed_at) VALUES ($1, $2, $3)',
    [profileId, hash, now],
  );
}

/** Sets the password, whether or not the profile had one (a Google or submitted account gets its first). */
export async function upsertCredential(
  q: Queryable,
  profileId: string,
  hash: string,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO credential (profile_id, password_hash, password_changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       password_changed_at = EXCLUDED.password_changed_at`,
    [profileId, hash, now],
  );
}

export async function passwordHashOf(q: Queryable, profileId: string): Promise<string | null> {
  const { rows } = await q.query<{ password_hash: string }>(
    'SELECT password_hash FROM credential WHERE profile_id = $1',
    [profileId],
  );
  return rows[0]?.password_hash ?? null;
}

/** A new hash of the same password (stronger parameters); the change time stays. */
export async function rehashPassword(q: Queryable, profileId: string, hash: string): Promise<void> {
  await q.query('UPDATE credential SET password_hash = $2 WHERE profile_id = $1', [profileId, hash]);
}

/** Whether an unused link was made for the profile after `since`. */
export async function hasResetLinkSince(q: Queryable, profileId: string, since: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    'SELECT 1 FROM password_reset WHERE profile_id = $1 AND used_at IS NULL AND created_at > $2',
    [profileId, since],
  );
  return Boolean(rowCount);
}

export async function insertPasswordReset(
  q: Queryable,
  row: { id: string; profileId: string; tokenHash: Buffer; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO password_reset (id, profile_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [row.id, row.profileId, row.tokenHash, row.createdAt, row.expiresAt],
  );
}

/** The link with this token's hash, held until the transaction ends. */
export async function passwordResetForUpdate(
  q: Queryable,
  tokenHash: Buffer,
): Promise<PasswordResetRow | null> {
  const { rows } = await q.query<PasswordResetRow>(
    'SELECT id, profile_id, expires_at, used_at FROM password_reset WHERE token_hash = $1 FOR UPDATE',
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Marks every unused link of the profile used. */
export async function useResetLinks(q: Queryable, profileId: string, now: Date): Promise<void> {
  await q.query('UPDATE password_reset SET used_at = $2 WHERE profile_id = $1 AND used_at IS NULL', [
    profileId,
    now,
  ]);
}

export async function deleteResetLinksExpiredBefore(q: Queryable, before: Date): Promise<number> {
  return (await q.query('DELETE FROM password_reset WHERE expires_at < $1', [before])).rowCount ?? 0;
}
