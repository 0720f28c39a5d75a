/** identity.profile_private_info: rows in, rows out. */
import type { Queryable } from '@casona/kit/db/queryable';

export interface PrivateInfoRow {
  profile_id: string;
  home_address_string: string | null;
  home_latitude: number | null;
  home_longitude: number | null;
  home_place_id: string | null;
  id_key: string | null;
  id_content_type: string | null;
  phone_number: string | null;
  stripe_customer_id: string | null;
}

export interface HomeAddress {
  profile_id: string;
  home_address_string: string;
  home_latitude: number;
  home_longitude: number;
  home_place_id: string;
}

export async function privateInfoRow(q: Queryable, profileId: string): Promise<PrivateInfoRow | null> {
  const { rows } = await q.query<PrivateInfoRow>('SELECT * FROM profile_private_info WHERE profile_id = $1', [
    profileId,
  ]);
  return rows[0] ?? null;
}

/** The ID document's key, the row held until the transaction ends. */
export async function idKeyForUpdate(q: Queryable, profileId: string): Promise<string | null> {
  const { rows } = await q.query<{ id_key: string | null }>(
    'SELECT id_key FROM profile_private_info WHERE profile_id = $1 FOR UPDATE',
    [profileId],
  );
  return rows[0]?.id_key ?? null;
}

export async function upsertHomeAddress(
  q: Queryable,
  input: HomeAddress,
  now: Date,
): Promise<PrivateInfoRow> {
  const { rows } = await q.query<PrivateInfoRow>(
    `INSERT INTO profile_private_info (profile_id, home_address_string, home_latitude, home_longitude, home_place_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (profile_id) DO UPDATE SET home_address_string = EXCLUDED.home_address_string,
       home_latitude = EXCLUDED.home_latitude, home_longitude = EXCLUDED.home_longitude,
       home_place_id = EXCLUDED.home_place_id, updated_at = EXCLUDED.updated_at
     RETURNING *`,
    [
      input.profile_id,
      input.home_address_string,
      input.home_latitude,
      input.home_longitude,
      input.home_place_id,
      now,
    ],
  );
  return rows[0]!;
}

export async function upsertIdFile(
  q: Queryable,
  profileId: string,
  file: { key: string; contentType: string },
  now: Date,
): Promise<PrivateInfoRow> {
  const { rows } = await q.query<PrivateInfoRow>(
    `INSERT INTO profile_private_info (profile_id, id_key, id_content_type, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (profile_id) DO UPDATE SET id_key = EXCLUDED.id_key,
       id_content_type = EXCLUDED.id_content_type, updated_at = EXCLUDED.updated_at
     RETURNING *`,
    [profileId, file.key, file.contentType, now],
  );
  return rows[0]!;
}

export async function clearIdFile(q: Queryable, profileId: string, now: Date): Promise<void> {
  await q.query(
    'UPDATE profile_private_info SET id_key = NULL, id_content_type = NULL, updated_at = $2 WHERE profile_id = $1',
    [profileId, now],
  );
}

/**
 * Keeps the Stripe customer finance created for a profile (finance.stripe_customer.created); a
 * profile deleted meanwhile keeps nothing.
 */
export async function setStripeCustomerId(
  q: Queryable,
  profileId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO profile_private_info (profile_id, stripe_customer_id, updated_at)
     SELECT id, $2, $3 FROM profile WHERE id = $1
     ON CONFLICT (profile_id) DO UPDATE SET stripe_customer_id = EXCLUDED.stripe_customer_id,
       updated_at = EXCLUDED.updated_at`,
    [profileId, customerId, now],
  );
}
