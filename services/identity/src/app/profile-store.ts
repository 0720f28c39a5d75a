/** identity.profile: rows in, rows out. */
import type { DataSource, Locale } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface ProfileRow {
  id: string;
  email: string;
  name: string;
  img_url: string | null;
  img_key: string | null;
  data_source: DataSource;
  locale: Locale;
  phone_number: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function findProfile(q: Queryable, id: string, lock = false): Promise<ProfileRow | null> {
  const { rows } = await q.query<ProfileRow>(
    `SELECT * FROM profile WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findProfileByEmail(q: Queryable, email: string): Promise<ProfileRow | null> {
  const { rows } = await q.query<ProfileRow>('SELECT * FROM profile WHERE email = $1', [email]);
  return rows[0] ?? null;
}

export async function profileExists(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM profile WHERE id = $1', [id]);
  return Boolean(rowCount);
}

/** Holds the profile's row until the transaction ends. */
export async function lockProfile(q: Queryable, id: string): Promise<void> {
  await q.query('SELECT 1 FROM profile WHERE id = $1 FOR UPDATE', [id]);
}

export async function countProfiles(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM profile');
  return rows[0]!.n;
}

/** Up to `limit` profiles whose id sorts after `afterId` (null: from the first), by id. */
export async function profilesAfter(
  q: Queryable,
  afterId: string | null,
  limit: number,
): Promise<ProfileRow[]> {
  const { rows } = await q.query<ProfileRow>(
    'SELECT * FROM profile WHERE $1::uuid IS NULL OR id > $1::uuid ORDER BY id LIMIT $2',
    [afterId, limit],
  );
  return rows;
}

/** One creation of a profile from an email at a time (two submissions naming one new email). */
export async function lockEmail(q: Queryable, email: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.identity.email:' || $1))", [email]);
}

/** One seeding of the first administrator at a time (replicas started together). */
export async function lockAdminSeeding(q: Queryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.identity.seed-admin'))");
}

export async function insertProfile(
  q: Queryable,
  row: Pick<ProfileRow, 'id' | 'email' | 'name' | 'data_source' | 'locale' | 'phone_number' | 'created_at'>,
): Promise<ProfileRow> {
  const { rows } = await q.query<ProfileRow>(
    `INSERT INTO profile (id, email, name, data_source, locale, phone_number, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [row.id, row.email, row.name, row.data_source, row.locale, row.phone_number, row.created_at],
  );
  return rows[0]!;
}

export async function updateProfileRow(
  q: Queryable,
  id: string,
  row: Pick<ProfileRow, 'name' | 'phone_number' | 'locale' | 'img_url' | 'img_key' | 'updated_at'>,
): Promise<ProfileRow> {
  const { rows } = await q.query<ProfileRow>(
    `UPDATE profile SET name = $2, phone_number = $3, locale = $4, img_url = $5, img_key = $6, updated_at = $7
      WHERE id = $1 RETURNING *`,
    [id, row.name, row.phone_number, row.locale, row.img_url, row.img_key, row.updated_at],
  );
  return rows[0]!;
}

export async function deleteProfileRow(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM profile WHERE id = $1', [id]);
}
