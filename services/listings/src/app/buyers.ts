import { randomUUID } from 'node:crypto';
import {
  can,
  PAGE_SIZE,
  translate,
  type LeadPost,
  type LeadStatus,
  type LeadView,
  type MessageLocale,
  type RoleLabel,
  type TourRequestInsert,
  type TourRequestSummary,
  type TourRequestView,
  type TourReviewInsert,
} from '@casona/proto';
import { isStaff, requireProfile, requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { conflict, notFound } from '@casona/kit/errors/errors';
import { assertAllowed } from './access.ts';
import { isUniqueViolation, type Queryable } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';
import type { Page } from './properties.ts';

/** Buyers ask about a property they can see: PUBLISHED only (a sold one takes no new tours). */
async function requirePublished(q: Queryable, propertyId: string): Promise<{ id: string; name: string }> {
  const { rows } = await q.query<{ id: string; name: string }>(
    "SELECT id, name FROM property WHERE id = $1 AND status = 'PUBLISHED'",
    [propertyId],
  );
  if (!rows[0]) throw notFound({ messageKey: 'property.notFound' });
  return rows[0];
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** POST /lead: an interested person leaves their details (status interested). */
export async function postLead(
  deps: Deps,
  input: LeadPost,
  locale: MessageLocale,
): Promise<{ id: string; message: string }> {
  const id = randomUUID();
  await deps.db.tx(async (client) => {
    await requirePublished(client, input.property_id);
    const now = deps.now();
    await client.query(
      `INSERT INTO lead (id, email, name, phone_number, property_id, tour_request_id, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, NULL, 'interested', $6, $6)`,
      [id, normalizeEmail(input.email), input.name.trim(), input.phone_number, input.property_id, now],
    );
    await deps.emit(client, [
      deps.event('listings.lead.created', {
        leadId: id,
        propertyId: input.property_id,
        tourRequestId: null,
        status: 'interested',
      }),
    ]);
  });
  return { id, message: translate('lead.success', locale) };
}

/**
 * POST /tour_request (insert_tour_request_and_lead): the tour request and its lead in one
 * transaction. The lead is preprofiled (the tour form profiles the buyer); a lead the same email
 * left earlier for the property, still without a tour, is promoted instead of duplicated.
 */
export async function requestTour(
  deps: Deps,
  input: TourRequestInsert,
  locale: MessageLocale,
): Promise<{ tour_request_id: string; lead_id: string; message: string }> {
  const tourId = randomUUID();
  const email = normalizeEmail(input.email);
  const leadId = await deps.db.tx(async (client) => {
    await requirePublished(client, input.property_id);
    const now = deps.now();
    await client.query(
      `INSERT INTO tour_request (id, property_id, name, email, phone_number, locale, budget, buyer_profile,
         credit_option, time_to_buy, tour_time, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        tourId,
        input.property_id,
        input.name.trim(),
        email,
        input.phone_number,
        input.locale,
        input.budget,
        input.buyer_profile,
        input.credit_option,
        input.time_to_buy,
        new Date(input.tour_time),
        now,
      ],
    );
    const earlier = await client.query<{ id: string }>(
      `SELECT id FROM lead WHERE property_id = $1 AND email = $2 AND tour_request_id IS NULL
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [input.property_id, email],
    );
    let leadId = earlier.rows[0]?.id;
    if (leadId) {
      await client.query(
        `UPDATE lead SET tour_request_id = $2, status = 'preprofiled', name = $3, phone_number = $4, updated_at = $5
          WHERE id = $1`,
        [leadId, tourId, input.name.trim(), input.phone_number, now],
      );
    } else {
      leadId = randomUUID();
      await client.query(
        `INSERT INTO lead (id, email, name, phone_number, property_id, tour_request_id, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'preprofiled', $7, $7)`,
        [leadId, email, input.name.trim(), input.phone_number, input.property_id, tourId, now],
      );
    }
    await deps.emit(client, [
      deps.event('listings.tour.requested', {
        tourRequestId: tourId,
        propertyId: input.property_id,
        leadId,
        name: input.name.trim(),
        email,
        phoneNumber: input.phone_number,
        locale: input.locale,
        tourTime: new Date(input.tour_time).toISOString(),
        buyerProfile: input.buyer_profile,
        budget: input.budget,
        creditOption: input.credit_option,
        timeToBuy: input.time_to_buy,
      }),
      deps.event('listings.lead.created', {
        leadId,
        propertyId: input.property_id,
        tourRequestId: tourId,
        status: 'preprofiled',
      }),
    ]);
    return leadId;
  });
  return { tour_request_id: tourId, lead_id: leadId, message: translate('tourRequest.success', locale) };
}

/** GET /tour_request/{id}: public by its unguessable id, for the review page. */
export async function tourSummary(deps: Deps, id: string): Promise<TourRequestSummary> {
  const { rows } = await deps.db.query<{
    id: string;
    property_id: string;
    property_name: string;
    property_slug: string;
    tour_time: Date;
    reviewed: boolean;
  }>(
    `SELECT t.id, t.property_id, p.name AS property_name, p.slug AS property_slug, t.tour_time,
            EXISTS (SELECT 1 FROM tour_review r WHERE r.tour_request_id = t.id) AS reviewed
       FROM tour_request t JOIN property p ON p.id = t.property_id WHERE t.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound({ messageKey: 'tourRequest.notFound' });
  return { ...row, tour_time: row.tour_time.toISOString() };
}

/** POST /tour_review: once per tour (a second one is 409). */
export async function reviewTour(
  deps: Deps,
  input: TourReviewInsert,
  locale: MessageLocale,
): Promise<{ message: string }> {
  try {
    await deps.db.tx(async (client) => {
      const { rows } = await client.query<{ property_id: string }>(
        'SELECT property_id FROM tour_request WHERE id = $1',
        [input.tour_request_id],
      );
      if (!rows[0]) throw notFound({ messageKey: 'tourRequest.notFound' });
      await client.query(
        `INSERT INTO tour_review (tour_request_id, liked, disliked, property_score, tour_guide_score, self_description,
           comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          input.tour_request_id,
          input.liked,
          input.disliked,
          input.property_score,
          input.tour_guide_score,
          input.self_description,
          input.comment?.trim() || null,
          deps.now(),
        ],
      );
      await deps.emit(client, [
        deps.event('listings.tour.reviewed', {
          tourRequestId: input.tour_request_id,
          propertyId: rows[0].property_id,
          propertyScore: input.property_score,
          tourGuideScore: input.tour_guide_score,
          selfDescription: input.self_description,
        }),
      ]);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'tour_review_pkey'))
      throw conflict({ messageKey: 'tourReview.alreadyReviewed' });
    throw err;
  }
  return { message: translate('tourReview.success', locale) };
}

interface LeadRow {
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

/**
 * GET /lead: a property's leads (§6 lead read: MANAGER, OWNER_AIRBNB, OWNER_MANAGER, OWNER_REALTOR;
 * not OWNER or WORKER), or without `property_id` the leads of every property the caller may read
 * leads of (staff: all).
 */
export async function listLeads(
  deps: Deps,
  auth: AuthContext,
  filter: { propertyId?: string | undefined; page: number },
): Promise<Page<LeadView>> {
  const profileId = requireProfile(auth);
  let propertyIds: string[] | null;
  if (filter.propertyId) {
    await assertAllowed(deps, auth, filter.propertyId, 'lead', 'select');
    propertyIds = [filter.propertyId];
  } else if (isStaff(auth)) {
    propertyIds = null;
  } else {
    const { rows } = await deps.db.query<{ property_id: string; label: RoleLabel }>(
      'SELECT property_id, label FROM membership WHERE profile_id = $1',
      [profileId],
    );
    propertyIds = rows.filter((r) => can(r.label, 'lead', 'select')).map((r) => r.property_id);
  }
  const where = propertyIds === null ? '' : 'WHERE l.property_id = ANY($1)';
  const values: unknown[] = propertyIds === null ? [] : [propertyIds];
  const total = await deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead l ${where}`, values);
  const limit = values.push(PAGE_SIZE);
  const offset = values.push((filter.page - 1) * PAGE_SIZE);
  const { rows } = await deps.db.query<LeadRow>(
    `SELECT l.id, l.email, l.name, l.phone_number, l.property_id, p.name AS property_name, l.tour_request_id,
            l.status, l.created_at
       FROM lead l JOIN property p ON p.id = l.property_id ${where}
      ORDER BY l.created_at DESC, l.id LIMIT $${limit} OFFSET $${offset}`,
    values,
  );
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: total.rows[0]!.n,
    page: filter.page,
    pageSize: PAGE_SIZE,
  };
}

/** GET /admin/tour_request: every tour request, newest first (staff). */
export async function adminTourRequests(
  deps: Deps,
  auth: AuthContext,
  page: number,
): Promise<Page<TourRequestView>> {
  requireStaff(auth);
  const total = await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tour_request');
  const { rows } = await deps.db.query<
    Omit<TourRequestView, 'tour_time' | 'created_at'> & { tour_time: Date; created_at: Date }
  >(
    `SELECT t.id, t.property_id, t.name, t.email, t.phone_number, t.locale, t.budget, t.buyer_profile, t.credit_option,
            t.time_to_buy, t.tour_time, t.created_at, p.name AS property_name,
            (SELECT l.id FROM lead l WHERE l.tour_request_id = t.id LIMIT 1) AS lead_id,
            EXISTS (SELECT 1 FROM tour_review r WHERE r.tour_request_id = t.id) AS reviewed
       FROM tour_request t JOIN property p ON p.id = t.property_id
      ORDER BY t.created_at DESC, t.id LIMIT $1 OFFSET $2`,
    [PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return {
    items: rows.map((r) => ({
      ...r,
      tour_time: r.tour_time.toISOString(),
      created_at: r.created_at.toISOString(),
    })),
    total: total.rows[0]!.n,
    page,
    pageSize: PAGE_SIZE,
  };
}
