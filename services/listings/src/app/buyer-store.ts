/** Leads, tour requests and tour reviews: SQL only, rows in, rows out. */
import type {
  LeadStatus,
  RoleLabel,
  TourRequestInsert,
  TourRequestView,
  TourReviewInsert,
} from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import { FOLD_SQL, nameNeedle } from '../domain/name-search.ts';

export interface NewLead {
  id: string;
  email: string;
  name: string;
  phone_number: string;
  property_id: string;
  tour_request_id: string | null;
  status: LeadStatus;
  created_at: Date;
}

export async function insertLead(q: Queryable, lead: NewLead): Promise<void> {
  await q.query(
    `INSERT INTO lead (id, email, name, phone_number, property_id, tour_request_id, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      lead.id,
      lead.email,
      lead.name,
      lead.phone_number,
      lead.property_id,
      lead.tour_request_id,
      lead.status,
      lead.created_at,
    ],
  );
}

/** The newest lead the email left for the property without a tour yet, locked for the caller. */
export async function lockLeadWithoutTour(
  q: Queryable,
  propertyId: string,
  email: string,
): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM lead WHERE property_id = $1 AND email = $2 AND tour_request_id IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [propertyId, email],
  );
  return rows[0]?.id ?? null;
}

/** Ties a lead to its tour request with the details the tour form gave. */
export async function attachTourToLead(
  q: Queryable,
  leadId: string,
  change: { tour_request_id: string; status: LeadStatus; name: string; phone_number: string; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE lead SET tour_request_id = $2, status = $3, name = $4, phone_number = $5, updated_at = $6
      WHERE id = $1`,
    [leadId, change.tour_request_id, change.status, change.name, change.phone_number, change.now],
  );
}

export type NewTourRequest = Omit<TourRequestInsert, 'tour_time'> & {
  id: string;
  tour_time: Date;
  created_at: Date;
};

export async function insertTourRequest(q: Queryable, t: NewTourRequest): Promise<void> {
  await q.query(
    `INSERT INTO tour_request (id, property_id, name, email, phone_number, locale, budget, buyer_profile,
       credit_option, time_to_buy, tour_time, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      t.id,
      t.property_id,
      t.name,
      t.email,
      t.phone_number,
      t.locale,
      t.budget,
      t.buyer_profile,
      t.credit_option,
      t.time_to_buy,
      t.tour_time,
      t.created_at,
    ],
  );
}

export interface TourSummaryRow {
  id: string;
  property_id: string;
  property_name: string;
  property_slug: string;
  tour_time: Date;
  reviewed: boolean;
}

export async function findTourSummary(q: Queryable, id: string): Promise<TourSummaryRow | null> {
  const { rows } = await q.query<TourSummaryRow>(
    `SELECT t.id, t.property_id, p.name AS property_name, p.slug AS property_slug, t.tour_time,
            EXISTS (SELECT 1 FROM tour_review r WHERE r.tour_request_id = t.id) AS reviewed
       FROM tour_request t JOIN property p ON p.id = t.property_id WHERE t.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The property a tour request is about and when the tour is; null when there is no such request. */
export async function propertyOfTour(
  q: Queryable,
  tourRequestId: string,
): Promise<{ property_id: string; tour_time: Date } | null> {
  const { rows } = await q.query<{ property_id: string; tour_time: Date }>(
    'SELECT property_id, tour_time FROM tour_request WHERE id = $1',
    [tourRequestId],
  );
  return rows[0] ?? null;
}

/** Refused by the primary key (tour_review_pkey) when the tour already has its review. */
export async function insertTourReview(
  q: Queryable,
  review: Omit<TourReviewInsert, 'comment'> & { comment: string | null; created_at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO tour_review (tour_request_id, liked, disliked, property_score, tour_guide_score, self_description,
       comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      review.tour_request_id,
      review.liked,
      review.disliked,
      review.property_score,
      review.tour_guide_score,
      review.self_description,
      review.comment,
      review.created_at,
    ],
  );
}

export interface LeadRow {
  id: string;
  email: string;
  name: string;
  phone_number: string;
  property_id: string;
  property_name: string;
  tour_request_id: string | null;
  status: LeadStatus;
  created_at: Date;
}

/** A page of the leads of the given properties (null: of every property), newest first. */
export async function leadsOf(
  q: Queryable,
  propertyIds: readonly string[] | null,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: LeadRow[] }> {
  const where = propertyIds === null ? '' : 'WHERE l.property_id = ANY($1)';
  const values: unknown[] = propertyIds === null ? [] : [propertyIds];
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead l ${where}`, values);
  const limit = values.push(page.limit);
  const offset = values.push(page.offset);
  const { rows } = await q.query<LeadRow>(
    `SELECT l.id, l.email, l.name, l.phone_number, l.property_id, p.name AS property_name, l.tour_request_id,
            l.status, l.created_at
       FROM lead l JOIN property p ON p.id = l.property_id ${where}
      ORDER BY l.created_at DESC, l.id LIMIT $${limit} OFFSET $${offset}`,
    values,
  );
  return { total: total.rows[0]!.n, rows };
}

export type TourRequestRow = Omit<TourRequestView, 'tour_time' | 'created_at'> & {
  tour_time: Date;
  created_at: Date;
};

/**
 * A page of every tour request with its lead and whether it was reviewed, newest first; `text`
 * keeps those whose buyer (name, email, phone) or property name contains it, accents and case ignored.
 */
export async function allTourRequests(
  q: Queryable,
  page: { limit: number; offset: number },
  text?: string,
): Promise<{ total: number; rows: TourRequestRow[] }> {
  const needle = nameNeedle(text);
  const where = `WHERE $1::text IS NULL OR ${FOLD_SQL('t.name')} LIKE '%' || $1 || '%' OR ${FOLD_SQL('t.email')} LIKE '%' || $1 || '%'
                    OR ${FOLD_SQL('t.phone_number')} LIKE '%' || $1 || '%' OR ${FOLD_SQL('p.name')} LIKE '%' || $1 || '%'`;
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tour_request t JOIN property p ON p.id = t.property_id ${where}`,
    [needle],
  );
  const { rows } = await q.query<TourRequestRow>(
    `SELECT t.id, t.property_id, t.name, t.email, t.phone_number, t.locale, t.budget, t.buyer_profile, t.credit_option,
            t.time_to_buy, t.tour_time, t.created_at, p.name AS property_name,
            (SELECT l.id FROM lead l WHERE l.tour_request_id = t.id LIMIT 1) AS lead_id,
            EXISTS (SELECT 1 FROM tour_review r WHERE r.tour_request_id = t.id) AS reviewed
       FROM tour_request t JOIN property p ON p.id = t.property_id ${where}
      ORDER BY t.created_at DESC, t.id LIMIT $2 OFFSET $3`,
    [needle, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}

/** The labels a profile holds, by property. */
export async function labelsOfProfile(
  q: Queryable,
  profileId: string,
): Promise<{ property_id: string; label: RoleLabel }[]> {
  const { rows } = await q.query<{ property_id: string; label: RoleLabel }>(
    'SELECT property_id, label FROM membership WHERE profile_id = $1',
    [profileId],
  );
  return rows;
}

export interface PropertyTourRow {
  id: string;
  tour_time: Date;
  created_at: Date;
  budget: TourRequestInsert['budget'];
  buyer_profile: TourRequestInsert['buyer_profile'];
  credit_option: TourRequestInsert['credit_option'];
  time_to_buy: TourRequestInsert['time_to_buy'];
  /** Built as JSON by the query: its created_at is PostgreSQL's JSON spelling of the instant. */
  review:
    | (Omit<TourReviewInsert, 'tour_request_id' | 'comment'> & { comment: string | null; created_at: string })
    | null;
}

/** A page of one property's tours, the latest visit first, each with its review (null until sent). */
export async function toursOfProperty(
  q: Queryable,
  propertyId: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: PropertyTourRow[] }> {
  const total = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tour_request WHERE property_id = $1',
    [propertyId],
  );
  const { rows } = await q.query<PropertyTourRow>(
    `SELECT t.id, t.tour_time, t.created_at, t.budget, t.buyer_profile, t.credit_option, t.time_to_buy,
            CASE WHEN r.tour_request_id IS NULL THEN NULL ELSE json_build_object(
              'liked', r.liked, 'disliked', r.disliked, 'property_score', r.property_score,
              'tour_guide_score', r.tour_guide_score, 'self_description', r.self_description,
              'comment', r.comment, 'created_at', r.created_at) END AS review
       FROM tour_request t LEFT JOIN tour_review r ON r.tour_request_id = t.id
      WHERE t.property_id = $1
      ORDER BY t.tour_time DESC, t.id LIMIT $2 OFFSET $3`,
    [propertyId, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}
