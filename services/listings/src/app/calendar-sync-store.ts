/**
 * The calendar sync's tables (issue 12): reservations, blocks, each listing's sync state and the
 * sync log. SQL only; dates travel as `YYYY-MM-DD` text, never as instants.
 */
import type { Currency } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface ReservationRow {
  id: string;
  property_id: string;
  airbnb_listing_id: string | null;
  feed_uid: string | null;
  listing_ref: string | null;
  check_in: string;
  check_out: string;
  guest_amount: number | null;
  confirmation_code: string | null;
  phone_last4: string | null;
  cleaning_fee: string | null;
  pet_fee: string | null;
  guest_service_fee: string | null;
  host_service_fee: string | null;
  nightly_rate_adjustment: string | null;
  occupancy_taxes: string | null;
  remitted_occupancy_tax: string | null;
  total_earned: string | null;
  total_paid: string | null;
  is_canceled: boolean;
  currency: Currency;
  tentative: boolean;
  turnover_previous: boolean;
  turnover_next: boolean;
  is_direct_booking: boolean;
  created_at: Date;
  updated_at: Date;
}

/** What a sync writes of a stay: the fields a feed gives. */
export type FeedStayFields = Pick<
  ReservationRow,
  | 'feed_uid'
  | 'listing_ref'
  | 'check_in'
  | 'check_out'
  | 'confirmation_code'
  | 'phone_last4'
  | 'tentative'
  | 'turnover_previous'
  | 'turnover_next'
  | 'is_canceled'
>;

const RESERVATION_COLUMNS = `*, check_in::text AS check_in, check_out::text AS check_out`;

/** The stays read from a listing's feed, canceled ones included (a stay may come back). */
export async function feedReservationsOf(q: Queryable, listingId: string): Promise<ReservationRow[]> {
  const { rows } = await q.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} FROM property_airbnb_listing_reservation r
     WHERE airbnb_listing_id = $1 AND NOT is_direct_booking ORDER BY r.check_in, r.id`,
    [listingId],
  );
  return rows;
}

/** A page of a property's reservations by check-in, canceled ones and direct bookings included. */
export async function reservationsOf(
  q: Queryable,
  propertyId: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: ReservationRow[] }> {
  const total = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM property_airbnb_listing_reservation WHERE property_id = $1',
    [propertyId],
  );
  const { rows } = await q.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} FROM property_airbnb_listing_reservation r
     WHERE property_id = $1 ORDER BY r.check_in, r.id LIMIT $2 OFFSET $3`,
    [propertyId, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}

export async function findReservation(
  q: Queryable,
  id: string,
  lock = false,
): Promise<ReservationRow | null> {
  const { rows } = await q.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} FROM property_airbnb_listing_reservation WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The guests and money columns a person completes (the feed never writes them). */
export const RESERVATION_MONEY_COLUMNS = [
  'guest_amount',
  'cleaning_fee',
  'pet_fee',
  'guest_service_fee',
  'host_service_fee',
  'nightly_rate_adjustment',
  'occupancy_taxes',
  'remitted_occupancy_tax',
  'total_earned',
  'total_paid',
] as const;
export type ReservationMoneyColumn = (typeof RESERVATION_MONEY_COLUMNS)[number];

export async function updateReservationMoney(
  q: Queryable,
  id: string,
  values: Partial<Record<ReservationMoneyColumn, number | null>>,
  now: Date,
): Promise<ReservationRow> {
  const columns = RESERVATION_MONEY_COLUMNS.filter((c) => c in values);
  const { rows } = await q.query<ReservationRow>(
    `UPDATE property_airbnb_listing_reservation
     SET ${[...columns.map((c, i) => `${c} = $${i + 3}`), 'updated_at = $2'].join(', ')}
     WHERE id = $1 RETURNING ${RESERVATION_COLUMNS}`,
    [id, now, ...columns.map((c) => values[c])],
  );
  return rows[0]!;
}

/** A direct booking typed by hand: no listing, no feed. */
export async function insertDirectReservation(
  q: Queryable,
  row: Partial<Record<ReservationMoneyColumn, number | null>> & {
    id: string;
    property_id: string;
    check_in: string;
    check_out: string;
    currency: Currency;
    turnover_previous: boolean;
    turnover_next: boolean;
    now: Date;
  },
): Promise<ReservationRow> {
  const money = RESERVATION_MONEY_COLUMNS.filter((c) => row[c] !== undefined);
  const { rows } = await q.query<ReservationRow>(
    `INSERT INTO property_airbnb_listing_reservation (id, property_id, check_in, check_out, currency,
       turnover_previous, turnover_next, is_direct_booking, created_at, updated_at${money.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $8${money.map((_, i) => `, $${i + 9}`).join('')})
     RETURNING ${RESERVATION_COLUMNS}`,
    [
      row.id,
      row.property_id,
      row.check_in,
      row.check_out,
      row.currency,
      row.turnover_previous,
      row.turnover_next,
      row.now,
      ...money.map((c) => row[c]),
    ],
  );
  return rows[0]!;
}

/** Moves a direct booking's dates with the turnover they make. */
export async function updateDirectReservationDates(
  q: Queryable,
  id: string,
  fields: Pick<ReservationRow, 'check_in' | 'check_out' | 'turnover_previous' | 'turnover_next'>,
  now: Date,
): Promise<ReservationRow> {
  const { rows } = await q.query<ReservationRow>(
    `UPDATE property_airbnb_listing_reservation SET check_in = $2, check_out = $3, turnover_previous = $4,
       turnover_next = $5, updated_at = $6
     WHERE id = $1 AND is_direct_booking RETURNING ${RESERVATION_COLUMNS}`,
    [id, fields.check_in, fields.check_out, fields.turnover_previous, fields.turnover_next, now],
  );
  return rows[0]!;
}

/** A stay as the turnover rules read it (domain/calendar/turnover.ts PropertyStay). */
export interface PropertyStayRow {
  id: string;
  /** the listing whose feed holds it; null: a direct booking */
  source: string | null;
  listingRef: string | null;
  checkIn: string;
  checkOut: string;
  isCanceled: boolean;
  turnoverPrevious: boolean;
  turnoverNext: boolean;
}

/** A property's stays (feed or direct), canceled ones included, as the turnover rules read them. */
export async function propertyStaysOf(q: Queryable, propertyId: string): Promise<PropertyStayRow[]> {
  const { rows } = await q.query<PropertyStayRow>(
    `SELECT id, airbnb_listing_id AS source, listing_ref AS "listingRef", check_in::text AS "checkIn",
       check_out::text AS "checkOut", is_canceled AS "isCanceled", turnover_previous AS "turnoverPrevious",
       turnover_next AS "turnoverNext"
     FROM property_airbnb_listing_reservation WHERE property_id = $1 ORDER BY check_in, id`,
    [propertyId],
  );
  return rows;
}

/** Writes a stay's same-day turnover flags. */
export async function setReservationTurnover(
  q: Queryable,
  id: string,
  turnover: { previous: boolean; next: boolean },
  now: Date,
): Promise<ReservationRow> {
  const { rows } = await q.query<ReservationRow>(
    `UPDATE property_airbnb_listing_reservation SET turnover_previous = $2, turnover_next = $3, updated_at = $4
     WHERE id = $1 RETURNING ${RESERVATION_COLUMNS}`,
    [id, turnover.previous, turnover.next, now],
  );
  return rows[0]!;
}

/** Cancels a direct booking (the row stays, is_canceled, its days freed of turnovers). */
export async function cancelDirectReservation(q: Queryable, id: string, now: Date): Promise<ReservationRow> {
  const { rows } = await q.query<ReservationRow>(
    `UPDATE property_airbnb_listing_reservation SET is_canceled = true, turnover_previous = false,
       turnover_next = false, updated_at = $2
     WHERE id = $1 AND is_direct_booking RETURNING ${RESERVATION_COLUMNS}`,
    [id, now],
  );
  return rows[0]!;
}

export async function insertFeedReservation(
  q: Queryable,
  row: FeedStayFields & {
    id: string;
    property_id: string;
    airbnb_listing_id: string;
    currency: Currency;
    now: Date;
  },
): Promise<ReservationRow> {
  const { rows } = await q.query<ReservationRow>(
    `INSERT INTO property_airbnb_listing_reservation (id, property_id, airbnb_listing_id, feed_uid, listing_ref,
       check_in, check_out, confirmation_code, phone_last4, tentative, turnover_previous, turnover_next,
       is_canceled, currency, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     RETURNING ${RESERVATION_COLUMNS}`,
    [
      row.id,
      row.property_id,
      row.airbnb_listing_id,
      row.feed_uid,
      row.listing_ref,
      row.check_in,
      row.check_out,
      row.confirmation_code,
      row.phone_last4,
      row.tentative,
      row.turnover_previous,
      row.turnover_next,
      row.is_canceled,
      row.currency,
      row.now,
    ],
  );
  return rows[0]!;
}

/** Writes what the feed now says of a stored stay (money and guests are never the feed's). */
export async function updateFeedReservation(
  q: Queryable,
  id: string,
  fields: FeedStayFields,
  now: Date,
): Promise<ReservationRow> {
  const { rows } = await q.query<ReservationRow>(
    `UPDATE property_airbnb_listing_reservation SET feed_uid = $2, listing_ref = $3, check_in = $4, check_out = $5,
       confirmation_code = $6, phone_last4 = $7, tentative = $8, turnover_previous = $9, turnover_next = $10,
       is_canceled = $11, updated_at = $12
     WHERE id = $1 RETURNING ${RESERVATION_COLUMNS}`,
    [
      id,
      fields.feed_uid,
      fields.listing_ref,
      fields.check_in,
      fields.check_out,
      fields.confirmation_code,
      fields.phone_last4,
      fields.tentative,
      fields.turnover_previous,
      fields.turnover_next,
      fields.is_canceled,
      now,
    ],
  );
  return rows[0]!;
}

export interface BlockInput {
  id: string;
  feed_uid: string;
  listing_ref: string | null;
  start_date: string;
  end_date: string;
}

export interface BlockRow extends BlockInput {
  property_id: string;
  airbnb_listing_id: string;
  created_at: Date;
}

/** Replaces every block of the listing by the feed's. */
export async function replaceBlocks(
  q: Queryable,
  listing: { id: string; property_id: string },
  blocks: readonly BlockInput[],
  now: Date,
): Promise<void> {
  await q.query('DELETE FROM property_airbnb_listing_block WHERE airbnb_listing_id = $1', [listing.id]);
  if (blocks.length === 0) return;
  await q.query(
    `INSERT INTO property_airbnb_listing_block (id, property_id, airbnb_listing_id, feed_uid, listing_ref, start_date,
       end_date, created_at)
     SELECT b.id, $1, $2, b.feed_uid, b.listing_ref, b.start_date, b.end_date, $3
     FROM jsonb_to_recordset($4::jsonb) AS b(id uuid, feed_uid text, listing_ref text, start_date date, end_date date)`,
    [listing.property_id, listing.id, now, JSON.stringify(blocks)],
  );
}

export async function blocksOf(q: Queryable, listingId: string): Promise<BlockRow[]> {
  const { rows } = await q.query<BlockRow>(
    `SELECT *, start_date::text AS start_date, end_date::text AS end_date FROM property_airbnb_listing_block b
     WHERE airbnb_listing_id = $1 ORDER BY b.start_date, b.feed_uid`,
    [listingId],
  );
  return rows;
}

/** A property's blocks, every listing's, by start date. */
export async function blocksOfProperty(q: Queryable, propertyId: string): Promise<BlockRow[]> {
  const { rows } = await q.query<BlockRow>(
    `SELECT *, start_date::text AS start_date, end_date::text AS end_date FROM property_airbnb_listing_block b
     WHERE property_id = $1 ORDER BY b.start_date, b.airbnb_listing_id, b.feed_uid`,
    [propertyId],
  );
  return rows;
}

export interface SyncStateRow {
  airbnb_listing_id: string;
  feed_hash: string | null;
  etag: string | null;
  last_modified: string | null;
  missing_polls: Record<string, number>;
  distinguishes_blocks: boolean | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  consecutive_failures: number;
  /** when listings.airbnb_listing.stale announced the current stale episode; a success clears it */
  stale_notified_at: Date | null;
  updated_at: Date;
}

export async function findSyncState(q: Queryable, listingId: string): Promise<SyncStateRow | null> {
  const { rows } = await q.query<SyncStateRow>(
    'SELECT * FROM property_airbnb_listing_sync WHERE airbnb_listing_id = $1',
    [listingId],
  );
  return rows[0] ?? null;
}

export async function saveSyncState(q: Queryable, row: SyncStateRow): Promise<void> {
  await q.query(
    `INSERT INTO property_airbnb_listing_sync (airbnb_listing_id, feed_hash, etag, last_modified, missing_polls,
       distinguishes_blocks, last_attempt_at, last_success_at, last_error, last_error_at, consecutive_failures, updated_at,
       stale_notified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (airbnb_listing_id) DO UPDATE SET feed_hash = $2, etag = $3, last_modified = $4, missing_polls = $5,
       distinguishes_blocks = $6, last_attempt_at = $7, last_success_at = $8, last_error = $9, last_error_at = $10,
       consecutive_failures = $11, updated_at = $12, stale_notified_at = $13`,
    [
      row.airbnb_listing_id,
      row.feed_hash,
      row.etag,
      row.last_modified,
      JSON.stringify(row.missing_polls),
      row.distinguishes_blocks,
      row.last_attempt_at,
      row.last_success_at,
      row.last_error,
      row.last_error_at,
      row.consecutive_failures,
      row.updated_at,
      row.stale_notified_at,
    ],
  );
}

/** A listing as the stale-feed check reads it: its feed's last success and the current notice. */
export interface FeedFreshnessRow {
  id: string;
  property_id: string;
  name: string;
  url: string;
  created_at: Date;
  last_success_at: Date | null;
  last_error: string | null;
  consecutive_failures: number;
  stale_notified_at: Date | null;
}

const FRESHNESS_COLUMNS = `l.id, l.property_id, l.name, l.url, l.created_at, s.last_success_at, s.last_error,
  COALESCE(s.consecutive_failures, 0) AS consecutive_failures, s.stale_notified_at`;

/** Listings whose last success (or creation, never synced) is at or before `cutoff` and not yet announced. */
export async function unannouncedStaleFeeds(q: Queryable, cutoff: Date): Promise<FeedFreshnessRow[]> {
  const { rows } = await q.query<FeedFreshnessRow>(
    `SELECT ${FRESHNESS_COLUMNS} FROM property_airbnb_listing l
       LEFT JOIN property_airbnb_listing_sync s ON s.airbnb_listing_id = l.id
     WHERE COALESCE(s.last_success_at, l.created_at) <= $1 AND s.stale_notified_at IS NULL
     ORDER BY COALESCE(s.last_success_at, l.created_at), l.id`,
    [cutoff],
  );
  return rows;
}

/** One listing's freshness, locked with its listing for the caller's transaction; null when gone. */
export async function feedFreshnessOf(q: Queryable, listingId: string): Promise<FeedFreshnessRow | null> {
  const { rows } = await q.query<FeedFreshnessRow>(
    `SELECT ${FRESHNESS_COLUMNS} FROM property_airbnb_listing l
       LEFT JOIN property_airbnb_listing_sync s ON s.airbnb_listing_id = l.id
     WHERE l.id = $1 FOR UPDATE OF l`,
    [listingId],
  );
  return rows[0] ?? null;
}

/** Records that the listing's stale episode was announced (a sync state row is made when there is none). */
export async function markStaleNotified(q: Queryable, listingId: string, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO property_airbnb_listing_sync (airbnb_listing_id, updated_at, stale_notified_at) VALUES ($1, $2, $2)
     ON CONFLICT (airbnb_listing_id) DO UPDATE SET stale_notified_at = $2, updated_at = $2`,
    [listingId, now],
  );
}

/** The last success of each of a property's listings that ever synced. */
export async function lastSuccessOfListings(
  q: Queryable,
  propertyId: string,
): Promise<Map<string, Date | null>> {
  const { rows } = await q.query<{ id: string; last_success_at: Date | null }>(
    `SELECT s.airbnb_listing_id AS id, s.last_success_at FROM property_airbnb_listing_sync s
       JOIN property_airbnb_listing l ON l.id = s.airbnb_listing_id WHERE l.property_id = $1`,
    [propertyId],
  );
  return new Map(rows.map((r) => [r.id, r.last_success_at]));
}

/**
 * The stale listings (last success, or creation when never synced, at or before `cutoff`) of the
 * properties where the profile holds one of `labels`, longest stale first.
 */
export async function staleFeedsOfMember(
  q: Queryable,
  profileId: string,
  labels: readonly string[],
  cutoff: Date,
): Promise<(FeedFreshnessRow & { property_name: string })[]> {
  const { rows } = await q.query<FeedFreshnessRow & { property_name: string }>(
    `SELECT ${FRESHNESS_COLUMNS}, p.name AS property_name
     FROM membership m
       JOIN property p ON p.id = m.property_id
       JOIN property_airbnb_listing l ON l.property_id = m.property_id
       LEFT JOIN property_airbnb_listing_sync s ON s.airbnb_listing_id = l.id
     WHERE m.profile_id = $1 AND m.label = ANY($2::text[]) AND COALESCE(s.last_success_at, l.created_at) <= $3
     ORDER BY COALESCE(s.last_success_at, l.created_at), l.id
     LIMIT 200`,
    [profileId, labels, cutoff],
  );
  return rows;
}

export type SyncOutcome = 'synced' | 'not_counted' | 'failed';

export interface SyncLogRow {
  id: string;
  airbnb_listing_id: string;
  property_id: string;
  at: Date;
  outcome: SyncOutcome;
  added: number;
  updated: number;
  canceled: number;
  ignored: number;
  detail: Record<string, unknown>;
  error: string | null;
}

export async function insertSyncLog(q: Queryable, row: SyncLogRow): Promise<void> {
  await q.query(
    `INSERT INTO property_airbnb_listing_sync_log (id, airbnb_listing_id, property_id, at, outcome, added, updated,
       canceled, ignored, detail, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.id,
      row.airbnb_listing_id,
      row.property_id,
      row.at,
      row.outcome,
      row.added,
      row.updated,
      row.canceled,
      row.ignored,
      JSON.stringify(row.detail),
      row.error,
    ],
  );
}

/** The listing's log, newest first. */
export async function syncLogOf(q: Queryable, listingId: string, limit = 100): Promise<SyncLogRow[]> {
  const { rows } = await q.query<SyncLogRow>(
    `SELECT * FROM property_airbnb_listing_sync_log WHERE airbnb_listing_id = $1 ORDER BY at DESC, id LIMIT $2`,
    [listingId, limit],
  );
  return rows;
}

/** Drops log rows older than `before`; answers how many. */
export async function deleteSyncLogBefore(q: Queryable, before: Date): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM property_airbnb_listing_sync_log WHERE at < $1', [before]);
  return rowCount ?? 0;
}
