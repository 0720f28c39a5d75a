/**
 * SQL of the projections planning reads (`planning_property`, `planning_listing`, `planning_stay`,
 * `planning_person`), fed by listings' and identity's events, and of the day view's queries.
 */
import type { RoleLabel, TimeZone } from '@casona/proto/enums';
import type { Queryable } from '@casona/kit/db/queryable';

// ─── Writes (consumers) ─────────────────────────────────────────────────────────────────────────

/** A property's name and time zone, and its coordinates when the event carries them (undefined: keep). */
export async function upsertProperty(
  q: Queryable,
  p: {
    propertyId: string;
    name: string;
    timezone: string;
    latitude: number | null | undefined;
    longitude: number | null | undefined;
    now: Date;
  },
): Promise<void> {
  const hasLocation = p.latitude !== undefined && p.longitude !== undefined;
  await q.query(
    `INSERT INTO planning_property (property_id, name, timezone, latitude, longitude, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (property_id) DO UPDATE SET name = EXCLUDED.name, timezone = EXCLUDED.timezone,
       latitude = CASE WHEN $7 THEN EXCLUDED.latitude ELSE planning_property.latitude END,
       longitude = CASE WHEN $7 THEN EXCLUDED.longitude ELSE planning_property.longitude END,
       updated_at = EXCLUDED.updated_at`,
    [p.propertyId, p.name, p.timezone, p.latitude ?? null, p.longitude ?? null, p.now, hasLocation],
  );
}

export async function markPropertyDeleted(q: Queryable, propertyId: string, now: Date): Promise<void> {
  await q.query('UPDATE planning_property SET deleted = true, updated_at = $2 WHERE property_id = $1', [
    propertyId,
    now,
  ]);
}

export async function upsertListing(
  q: Queryable,
  l: {
    airbnbListingId: string;
    propertyId: string;
    name: string;
    isMainListing: boolean;
    baseHoursToClean: number;
    currentHoursToClean: number;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO planning_listing (airbnb_listing_id, property_id, name, is_main_listing, base_hours_to_clean, current_hours_to_clean, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (airbnb_listing_id) DO UPDATE SET property_id = EXCLUDED.property_id, name = EXCLUDED.name,
       is_main_listing = EXCLUDED.is_main_listing, base_hours_to_clean = EXCLUDED.base_hours_to_clean,
       current_hours_to_clean = EXCLUDED.current_hours_to_clean, deleted = false, updated_at = EXCLUDED.updated_at`,
    [
      l.airbnbListingId,
      l.propertyId,
      l.name,
      l.isMainListing,
      l.baseHoursToClean,
      l.currentHoursToClean,
      l.now,
    ],
  );
  // A property has one main listing: the newest announcement of a main listing wins.
  if (l.isMainListing)
    await q.query(
      'UPDATE planning_listing SET is_main_listing = false WHERE property_id = $1 AND airbnb_listing_id <> $2',
      [l.propertyId, l.airbnbListingId],
    );
}

export async function markListingDeleted(q: Queryable, airbnbListingId: string, now: Date): Promise<void> {
  await q.query('UPDATE planning_listing SET deleted = true, updated_at = $2 WHERE airbnb_listing_id = $1', [
    airbnbListingId,
    now,
  ]);
}

export async function upsertStay(
  q: Queryable,
  s: {
    reservationId: string;
    propertyId: string;
    airbnbListingId: string | null;
    checkIn: string;
    checkOut: string;
    nights: number;
    guestAmount: number | null;
    confirmationCode: string | null;
    canceled: boolean;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO planning_stay (reservation_id, property_id, airbnb_listing_id, check_in, check_out, nights, guest_amount, confirmation_code, canceled, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (reservation_id) DO UPDATE SET property_id = EXCLUDED.property_id,
       airbnb_listing_id = EXCLUDED.airbnb_listing_id, check_in = EXCLUDED.check_in, check_out = EXCLUDED.check_out,
       nights = EXCLUDED.nights, guest_amount = EXCLUDED.guest_amount, confirmation_code = EXCLUDED.confirmation_code,
       canceled = EXCLUDED.canceled, updated_at = EXCLUDED.updated_at`,
    [
      s.reservationId,
      s.propertyId,
      s.airbnbListingId,
      s.checkIn,
      s.checkOut,
      s.nights,
      s.guestAmount,
      s.confirmationCode,
      s.canceled,
      s.now,
    ],
  );
}

export async function upsertPerson(
  q: Queryable,
  p: { profileId: string; name: string; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO planning_person (profile_id, name, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id) DO UPDATE SET name = EXCLUDED.name, updated_at = EXCLUDED.updated_at`,
    [p.profileId, p.name, p.now],
  );
}

export async function deletePerson(q: Queryable, profileId: string): Promise<void> {
  await q.query('DELETE FROM planning_person WHERE profile_id = $1', [profileId]);
}

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────

export interface PlanningPropertyRow {
  property_id: string;
  name: string;
  timezone: TimeZone;
  latitude: number | null;
  longitude: number | null;
}

/** Properties (not deleted) among `ids`, or every one when `ids` is null; by name. */
export async function propertiesIn(
  q: Queryable,
  ids: readonly string[] | null,
): Promise<PlanningPropertyRow[]> {
  const { rows } = await q.query<PlanningPropertyRow>(
    `SELECT property_id, name, timezone, latitude, longitude FROM planning_property
      WHERE NOT deleted AND ($1::uuid[] IS NULL OR property_id = ANY($1::uuid[]))
      ORDER BY lower(name), property_id`,
    [ids],
  );
  return rows;
}

export interface PlanningListingRow {
  airbnb_listing_id: string;
  property_id: string;
  name: string;
  is_main_listing: boolean;
  base_hours_to_clean: number;
  current_hours_to_clean: number;
}

export async function listingsOf(
  q: Queryable,
  propertyIds: readonly string[],
): Promise<PlanningListingRow[]> {
  const { rows } = await q.query<PlanningListingRow>(
    `SELECT airbnb_listing_id, property_id, name, is_main_listing,
            base_hours_to_clean::float8 AS base_hours_to_clean, current_hours_to_clean::float8 AS current_hours_to_clean
       FROM planning_listing WHERE NOT deleted AND property_id = ANY($1::uuid[])
      ORDER BY is_main_listing DESC, lower(name), airbnb_listing_id`,
    [propertyIds],
  );
  return rows;
}

export async function listingsById(q: Queryable, ids: readonly string[]): Promise<PlanningListingRow[]> {
  const { rows } = await q.query<PlanningListingRow>(
    `SELECT airbnb_listing_id, property_id, name, is_main_listing,
            base_hours_to_clean::float8 AS base_hours_to_clean, current_hours_to_clean::float8 AS current_hours_to_clean
       FROM planning_listing WHERE airbnb_listing_id = ANY($1::uuid[])`,
    [ids],
  );
  return rows;
}

export interface PlanningStayRow {
  reservation_id: string;
  property_id: string;
  airbnb_listing_id: string | null;
  check_in: string;
  check_out: string;
  nights: number;
  guest_amount: number | null;
  confirmation_code: string | null;
  canceled: boolean;
}

/** Stays of these properties that touch `date` (check in on or before it, check out on or after it). */
export async function staysAround(
  q: Queryable,
  propertyIds: readonly string[],
  date: string,
): Promise<PlanningStayRow[]> {
  const { rows } = await q.query<PlanningStayRow>(
    `SELECT reservation_id, property_id, airbnb_listing_id, to_char(check_in, 'YYYY-MM-DD') AS check_in,
            to_char(check_out, 'YYYY-MM-DD') AS check_out, nights, guest_amount, confirmation_code, canceled
       FROM planning_stay
      WHERE property_id = ANY($1::uuid[]) AND check_in <= $2::date AND check_out >= $2::date
      ORDER BY check_in, reservation_id`,
    [propertyIds, date],
  );
  return rows;
}

export async function namesOf(q: Queryable, profileIds: readonly string[]): Promise<Map<string, string>> {
  if (profileIds.length === 0) return new Map();
  const { rows } = await q.query<{ profile_id: string; name: string }>(
    'SELECT profile_id, name FROM planning_person WHERE profile_id = ANY($1::uuid[])',
    [profileIds],
  );
  return new Map(rows.map((r) => [r.profile_id, r.name]));
}

/** The caller's role labels on properties (the kit's membership projection). */
export async function labelsOf(q: Queryable, profileId: string): Promise<Map<string, RoleLabel>> {
  const { rows } = await q.query<{ property_id: string; label: RoleLabel }>(
    'SELECT property_id, label FROM membership WHERE profile_id = $1',
    [profileId],
  );
  return new Map(rows.map((r) => [r.property_id, r.label]));
}

/** People with a MANAGER or WORKER label on any of these properties (who may be planned as workers). */
export async function plannableWorkers(
  q: Queryable,
  propertyIds: readonly string[],
): Promise<{ profile_id: string; name: string | null; property_id: string }[]> {
  const { rows } = await q.query<{ profile_id: string; name: string | null; property_id: string }>(
    `SELECT m.profile_id, p.name, m.property_id FROM membership m
       LEFT JOIN planning_person p ON p.profile_id = m.profile_id
      WHERE m.property_id = ANY($1::uuid[]) AND m.label IN ('MANAGER', 'WORKER')
      ORDER BY lower(coalesce(p.name, '')), m.profile_id`,
    [propertyIds],
  );
  return rows;
}
