/** The local projection of identity's profiles: SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';

export interface ProfileRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  updated_at: string;
}

export async function upsertProfile(q: Queryable, profile: ProfileRow): Promise<void> {
  await q.query(
    `INSERT INTO profile (id, email, name, locale, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, locale = EXCLUDED.locale,
       updated_at = EXCLUDED.updated_at`,
    [profile.id, profile.email, profile.name, profile.locale, profile.updated_at],
  );
}

export async function deleteProfile(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM profile WHERE id = $1', [id]);
}

/** Whether a profile with this (normalized) email is known. */
export async function profileWithEmailExists(q: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM profile WHERE email = $1', [email]);
  return (rowCount ?? 0) > 0;
}
