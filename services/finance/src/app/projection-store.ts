/**
 * SQL of what finance projects from listings' events (tables property, airbnb_listing, reservation)
 * and identity's profile events (table payer: who paid, for staff's payments page), and the
 * history finance asked other services for (table projection_request).
 */
import type { Currency } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export async function findProperty(q: Queryable, id: string): Promise<{ id: string; name: string } | null> {
  const { rows } = await q.query<{ id: string; name: string }>(
    'SELECT id, name FROM property WHERE id = $1 AND NOT deleted',
    [id],
  );
  return rows[0] ?? null;
}

export async function upsertProperty(
  q: Queryable,
  p: { id: string; name: string; at: string },
): Promise<void> {
  await q.query(
    `INSERT INTO property (id, name, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_at = EXCLUDED.updated_at
      WHERE property.updated_at <= EXCLUDED.updated_at`,
    [p.id, p.name, p.at],
  );
}

export async function markPropertyDeleted(q: Queryable, id: string, at: string): Promise<void> {
  await q.query(
    `INSERT INTO property (id, name, deleted, updated_at) VALUES ($1, '', true, $2)
     ON CONFLICT (id) DO UPDATE SET deleted = true, updated_at = GREATEST(property.updated_at, EXCLUDED.updated_at)`,
    [id, at],
  );
}

export async function upsertAirbnbListing(
  q: Queryable,
  l: { id: string; propertyId: string; currency: Currency; at: string },
): Promise<void> {
  await q.query(
    `INSERT INTO airbnb_listing (id, property_id, currency, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET property_id = EXCLUDED.property_id, currency = EXCLUDED.currency,
       updated_at = EXCLUDED.updated_at WHERE airbnb_listing.updated_at <= EXCLUDED.updated_at`,
    [l.id, l.propertyId, l.currency, l.at],
  );
}

export async function deleteAirbnbListing(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM airbnb_listing WHERE id = $1', [id]);
}

export async function countAirbnbListings(q: Queryable, propertyId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM airbnb_listing WHERE property_id = $1',
    [propertyId],
  );
  return rows[0]?.n ?? Number.NaN;
}

export interface ReservationChange {
  id: string;
  propertyId: string;
  checkIn: string;
  checkOut: string;
  currency: Currency;
  totalEarned: number | null;
  canceled: boolean;
  tentative: boolean;
  at: string;
}

/** Writes the stay as the event says, unless a newer event already did. */
export async function upsertReservation(q: Queryable, r: ReservationChange): Promise<void> {
  await q.query(
    `INSERT INTO reservation (id, property_id, check_in, check_out, currency, total_earned, canceled, tentative, event_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO UPDATE SET property_id = EXCLUDED.property_id, check_in = EXCLUDED.check_in,
       check_out = EXCLUDED.check_out, currency = EXCLUDED.currency, total_earned = EXCLUDED.total_earned,
       canceled = EXCLUDED.canceled, tentative = EXCLUDED.tentative, event_at = EXCLUDED.event_at
      WHERE reservation.event_at <= EXCLUDED.event_at`,
    [r.id, r.propertyId, r.checkIn, r.checkOut, r.currency, r.totalEarned, r.canceled, r.tentative, r.at],
  );
}

export interface StayRow {
  id: string;
  check_in: string;
  check_out: string;
  currency: Currency;
  total_earned: number | null;
}

/** The property's stays that are not canceled (holds the channel has not confirmed included), by check-in. */
export async function staysOf(q: Queryable, propertyId: string): Promise<StayRow[]> {
  const { rows } = await q.query<StayRow>(
    `SELECT id, check_in::text AS check_in, check_out::text AS check_out, currency,
            total_earned::float8 AS total_earned
       FROM reservation WHERE property_id = $1 AND NOT canceled AND check_out > check_in
      ORDER BY check_in, id`,
    [propertyId],
  );
  return rows;
}

/** The OWNER of a property in the membership projection, if any. */
export async function ownerOf(q: Queryable, propertyId: string): Promise<string | null> {
  const { rows } = await q.query<{ profile_id: string }>(
    `SELECT profile_id FROM membership WHERE property_id = $1 AND label = 'OWNER' LIMIT 1`,
    [propertyId],
  );
  return rows[0]?.profile_id ?? null;
}

/** Properties with at least one stay (the monthly close runs over them). */
export async function propertiesWithStays(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ property_id: string }>('SELECT DISTINCT property_id FROM reservation');
  return rows.map((r) => r.property_id);
}

/** A payer as identity last announced them; an older event never overwrites a newer one. */
export async function upsertPayer(
  q: Queryable,
  p: { profileId: string; name: string; email: string; at: string },
): Promise<void> {
  await q.query(
    `INSERT INTO payer (profile_id, name, email, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (profile_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email,
       updated_at = EXCLUDED.updated_at
      WHERE payer.updated_at <= EXCLUDED.updated_at`,
    [p.profileId, p.name, p.email, p.at],
  );
}

/** A deleted profile: finance forgets their name and email (the payments themselves stay). */
export async function deletePayer(q: Queryable, profileId: string): Promise<void> {
  await q.query('DELETE FROM payer WHERE profile_id = $1', [profileId]);
}

/**
 * Records that finance asked for `projection`'s history; false when it already had (another replica
 * or an earlier start), so the request goes out once.
 */
export async function claimProjectionRequest(
  q: Queryable,
  r: { projection: string; requestId: string; at: Date },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO projection_request (projection, request_id, requested_at) VALUES ($1, $2, $3)
     ON CONFLICT (projection) DO NOTHING`,
    [r.projection, r.requestId, r.at],
  );
  return rowCount === 1;
}
