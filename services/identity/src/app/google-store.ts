/** identity.oidc_login (sign-ins under way) and identity.google_identity: rows in, rows out. */
import type { Locale } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface OidcLoginRow {
  browser_hash: Buffer;
  code_verifier: string;
  nonce: string;
  redirect: string | null;
  locale: Locale;
  expires_at: Date;
}

/** Sign-ins that ran out of time by `now` (inclusive). */
export async function deleteOidcLoginsExpiredBy(q: Queryable, now: Date): Promise<number> {
  return (await q.query('DELETE FROM oidc_login WHERE expires_at <= $1', [now])).rowCount ?? 0;
}

export async function deleteOidcLoginsExpiredBefore(q: Queryable, before: Date): Promise<number> {
  return (await q.query('DELETE FROM oidc_login WHERE expires_at < $1', [before])).rowCount ?? 0;
}

export async function insertOidcLogin(
  q: Queryable,
  row: OidcLoginRow & { state: string; created_at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO oidc_login (state, browser_hash, code_verifier, nonce, redirect, locale, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.state,
      row.browser_hash,
      row.code_verifier,
      row.nonce,
      row.redirect,
      row.locale,
      row.created_at,
      row.expires_at,
    ],
  );
}

/** Removes and answers the sign-in of this state: each state is used at most once. */
export async function takeOidcLogin(q: Queryable, state: string): Promise<OidcLoginRow | null> {
  const { rows } = await q.query<OidcLoginRow>(
    'DELETE FROM oidc_login WHERE state = $1 RETURNING browser_hash, code_verifier, nonce, redirect, locale, expires_at',
    [state],
  );
  return rows[0] ?? null;
}

/** One sign-in per Google subject at a time (two callbacks must not create two profiles). */
export async function lockGoogleSubject(q: Queryable, subject: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.identity.google:' || $1))", [subject]);
}

export async function profileIdOfGoogleSubject(q: Queryable, subject: string): Promise<string | null> {
  const { rows } = await q.query<{ profile_id: string }>(
    'SELECT profile_id FROM google_identity WHERE subject = $1',
    [subject],
  );
  return rows[0]?.profile_id ?? null;
}

export async function insertGoogleIdentity(
  q: Queryable,
  row: { subject: string; profileId: string; email: string; createdAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO google_identity (subject, profile_id, email, created_at) VALUES ($1, $2, $3, $4)',
    [row.subject, row.profileId, row.email, row.createdAt],
  );
}
