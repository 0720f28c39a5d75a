/** Airbnb profiles and the reviews of Airbnb listings (§3): SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';
import { containsPattern } from '@casona/kit/db/contains';

export interface AirbnbProfileRow {
  id: string;
  airbnb_user_id: string;
  profile_url: string;
  is_host: boolean;
  created_at: Date;
  updated_at: Date;
  /** reviews naming this user as their host */
  review_count: number;
}

export interface AirbnbReviewRow {
  id: string;
  listing_id: string;
  host_id: string;
  reviewer_id: string;
  rating: number;
  review_text: string;
  host_response: string | null;
  created_at: Date;
  updated_at: Date;
}

type Page = { limit: number; offset: number };

const PROFILE_COLUMNS = `p.id, p.airbnb_user_id, p.profile_url, p.is_host, p.created_at, p.updated_at,
  (SELECT count(*)::int FROM airbnb_listing_review r WHERE r.host_id = p.airbnb_user_id) AS review_count`;
const REVIEW_COLUMNS =
  'id, listing_id, host_id, reviewer_id, rating, review_text, host_response, created_at, updated_at';

/** A page of profiles, newest first; `q` keeps addresses containing it (case-insensitive). */
export async function profilesPage(
  q: Queryable,
  filter: { q?: string; isHost?: boolean },
  page: Page,
): Promise<{ total: number; rows: AirbnbProfileRow[] }> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.q !== undefined && filter.q.trim() !== '') {
    values.push(`%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`p.profile_url ILIKE $${values.length}`);
  }
  if (filter.isHost !== undefined) {
    values.push(filter.isHost);
    where.push(`p.is_host = $${values.length}`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM airbnb_profile p ${clause}`,
    values,
  );
  const { rows } = await q.query<AirbnbProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM airbnb_profile p ${clause}
     ORDER BY p.created_at DESC, p.id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}

/** The profiles of these Airbnb users, by address. */
export async function profilesOfUsers(q: Queryable, userIds: readonly string[]): Promise<AirbnbProfileRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<AirbnbProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM airbnb_profile p WHERE p.airbnb_user_id = ANY($1) ORDER BY p.profile_url, p.id`,
    [userIds],
  );
  return rows;
}

export async function findProfile(q: Queryable, id: string): Promise<AirbnbProfileRow | null> {
  const { rows } = await q.query<AirbnbProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM airbnb_profile p WHERE p.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Inserts a profile (a unique violation when its user already has one). */
export async function insertProfile(
  q: Queryable,
  row: Omit<AirbnbProfileRow, 'review_count' | 'updated_at'>,
): Promise<void> {
  await q.query(
    `INSERT INTO airbnb_profile (id, airbnb_user_id, profile_url, is_host, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [row.id, row.airbnb_user_id, row.profile_url, row.is_host, row.created_at],
  );
}

/** Writes a profile's address and kind; false when there is no such profile. */
export async function updateProfile(
  q: Queryable,
  row: Pick<AirbnbProfileRow, 'id' | 'airbnb_user_id' | 'profile_url' | 'is_host' | 'updated_at'>,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE airbnb_profile SET airbnb_user_id = $2, profile_url = $3, is_host = $4, updated_at = $5 WHERE id = $1`,
    [row.id, row.airbnb_user_id, row.profile_url, row.is_host, row.updated_at],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteProfile(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM airbnb_profile WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * A page of reviews, newest first, optionally of some listings (rooms), a host or a reviewer; `q`
 * keeps those whose text, host response or listing, host or reviewer id contains it.
 */
export async function reviewsPage(
  q: Queryable,
  filter: { listingIds?: readonly string[]; hostId?: string; reviewerId?: string; q?: string },
  page: Page,
): Promise<{ total: number; rows: AirbnbReviewRow[] }> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.listingIds !== undefined) {
    values.push(filter.listingIds);
    where.push(`listing_id = ANY($${values.length})`);
  }
  if (filter.hostId !== undefined) {
    values.push(filter.hostId);
    where.push(`host_id = $${values.length}`);
  }
  if (filter.reviewerId !== undefined) {
    values.push(filter.reviewerId);
    where.push(`reviewer_id = $${values.length}`);
  }
  const text = containsPattern(filter.q);
  if (text !== null) {
    const p = `$${values.push(text)}`;
    where.push(
      `(review_text ILIKE ${p} OR coalesce(host_response, '') ILIKE ${p} OR listing_id ILIKE ${p}
        OR host_id ILIKE ${p} OR reviewer_id ILIKE ${p})`,
    );
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM airbnb_listing_review ${clause}`,
    values,
  );
  const { rows } = await q.query<AirbnbReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM airbnb_listing_review ${clause}
     ORDER BY created_at DESC, id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}

export async function findReview(q: Queryable, id: string): Promise<AirbnbReviewRow | null> {
  const { rows } = await q.query<AirbnbReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM airbnb_listing_review WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertReview(q: Queryable, row: AirbnbReviewRow): Promise<AirbnbReviewRow> {
  const { rows } = await q.query<AirbnbReviewRow>(
    `INSERT INTO airbnb_listing_review (${REVIEW_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${REVIEW_COLUMNS}`,
    [
      row.id,
      row.listing_id,
      row.host_id,
      row.reviewer_id,
      row.rating,
      row.review_text,
      row.host_response,
      row.created_at,
      row.updated_at,
    ],
  );
  return rows[0]!;
}

/** Writes every editable column of a review; null when there is no such review. */
export async function updateReview(q: Queryable, row: AirbnbReviewRow): Promise<AirbnbReviewRow | null> {
  const { rows } = await q.query<AirbnbReviewRow>(
    `UPDATE airbnb_listing_review SET listing_id = $2, host_id = $3, reviewer_id = $4, rating = $5,
       review_text = $6, host_response = $7, updated_at = $8
     WHERE id = $1 RETURNING ${REVIEW_COLUMNS}`,
    [
      row.id,
      row.listing_id,
      row.host_id,
      row.reviewer_id,
      row.rating,
      row.review_text,
      row.host_response,
      row.updated_at,
    ],
  );
  return rows[0] ?? null;
}

export async function deleteReview(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM airbnb_listing_review WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
