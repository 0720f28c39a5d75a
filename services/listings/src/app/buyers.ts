import { randomUUID } from 'node:crypto';
import {
  can,
  PAGE_SIZE,
  translate,
  type LeadPost,
  type LeadView,
  type MessageLocale,
  type PropertyTourView,
  type TourRequestInsert,
  type TourRequestSummary,
  type TourRequestView,
  type TourReviewInsert,
} from '@casona/proto';
import { isStaff, requireProfile, requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { isUniqueViolation, type Queryable } from '@casona/kit/db/queryable';
import { conflict, notFound } from '@casona/kit/errors/errors';
import { assertAllowed } from './access.ts';
import {
  allTourRequests,
  attachTourToLead,
  findTourSummary,
  insertLead,
  insertTourRequest,
  insertTourReview,
  labelsOfProfile,
  leadsOf,
  lockLeadWithoutTour,
  propertyOfTour,
  toursOfProperty,
} from './buyer-store.ts';
import { tourHasTakenPlace } from '../domain/tour-review.ts';
import type { Deps } from './deps.ts';
import { pageOf, type Page } from './properties.ts';
import { findPublishedProperty } from './property-store.ts';

/** Buyers ask about a property they can see: PUBLISHED only (a sold one takes no new tours). */
async function requirePublished(q: Queryable, propertyId: string): Promise<{ id: string; name: string }> {
  const property = await findPublishedProperty(q, propertyId);
  if (!property) throw notFound({ messageKey: 'property.notFound' });
  return property;
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
    await insertLead(client, {
      id,
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      phone_number: input.phone_number,
      property_id: input.property_id,
      tour_request_id: null,
      status: 'interested',
      created_at: now,
    });
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
    const property = await requirePublished(client, input.property_id);
    const now = deps.now();
    await insertTourRequest(client, {
      ...input,
      id: tourId,
      name: input.name.trim(),
      email,
      tour_time: new Date(input.tour_time),
      created_at: now,
    });
    let leadId = await lockLeadWithoutTour(client, input.property_id, email);
    if (leadId) {
      await attachTourToLead(client, leadId, {
        tour_request_id: tourId,
        status: 'preprofiled',
        name: input.name.trim(),
        phone_number: input.phone_number,
        now,
      });
    } else {
      leadId = randomUUID();
      await insertLead(client, {
        id: leadId,
        email,
        name: input.name.trim(),
        phone_number: input.phone_number,
        property_id: input.property_id,
        tour_request_id: tourId,
        status: 'preprofiled',
        created_at: now,
      });
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
        propertyName: property.name,
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
  const row = await findTourSummary(deps.db, id);
  if (!row) throw notFound({ messageKey: 'tourRequest.notFound' });
  return { ...row, tour_time: row.tour_time.toISOString() };
}

/** POST /tour_review: once per tour, after it took place (a second one, or one before it, is 409). */
export async function reviewTour(
  deps: Deps,
  input: TourReviewInsert,
  locale: MessageLocale,
): Promise<{ message: string }> {
  try {
    await deps.db.tx(async (client) => {
      const tour = await propertyOfTour(client, input.tour_request_id);
      if (!tour) throw notFound({ messageKey: 'tourRequest.notFound' });
      if (!tourHasTakenPlace(tour.tour_time, deps.now()))
        throw conflict({ messageKey: 'tourReview.beforeVisit' });
      const propertyId = tour.property_id;
      await insertTourReview(client, {
        ...input,
        comment: input.comment?.trim() || null,
        created_at: deps.now(),
      });
      await deps.emit(client, [
        deps.event('listings.tour.reviewed', {
          tourRequestId: input.tour_request_id,
          propertyId,
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
    const rows = await labelsOfProfile(deps.db, profileId);
    propertyIds = rows.filter((r) => can(r.label, 'lead', 'select')).map((r) => r.property_id);
  }
  const { total, rows } = await leadsOf(deps.db, propertyIds, pageOf(filter.page));
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total,
    page: filter.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * GET /tour_review?property_id=: a property's tours and their reviews, for labels that read tour
 * reviews (§6: every owner label but OWNER_SUB_LEASE, MANAGER; staff: any). The buyer's name and
 * contact are lead data and stay out (/lead has them for the labels that read leads).
 */
export async function listPropertyTours(
  deps: Deps,
  auth: AuthContext,
  filter: { propertyId: string; page: number },
): Promise<Page<PropertyTourView>> {
  await assertAllowed(deps, auth, filter.propertyId, 'tour_review', 'select');
  const { total, rows } = await toursOfProperty(deps.db, filter.propertyId, pageOf(filter.page));
  return {
    items: rows.map((r) => ({
      ...r,
      tour_time: r.tour_time.toISOString(),
      created_at: r.created_at.toISOString(),
      review: r.review && { ...r.review, created_at: new Date(r.review.created_at).toISOString() },
    })),
    total,
    page: filter.page,
    pageSize: PAGE_SIZE,
  };
}

/** GET /admin/tour_request: every tour request, newest first; `q` searches the buyer and the property (staff). */
export async function adminTourRequests(
  deps: Deps,
  auth: AuthContext,
  page: number,
  q?: string,
): Promise<Page<TourRequestView>> {
  requireStaff(auth);
  const { total, rows } = await allTourRequests(deps.db, pageOf(page), q);
  return {
    items: rows.map((r) => ({
      ...r,
      tour_time: r.tour_time.toISOString(),
      created_at: r.created_at.toISOString(),
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}
