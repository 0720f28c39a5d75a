/**
 * Airbnb profiles and the reviews of Airbnb listings (issue 12): staff keep them
 * (admin/airbnb_profile…); the members of a property whose label reads Airbnb listings see the
 * profiles and reviews its listings name (airbnb_profile…?property_id=).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  airbnbProfileIdOf,
  PAGE_SIZE,
  type AirbnbProfileCreate,
  type AirbnbProfilePage,
  type AirbnbProfilePatch,
  type AirbnbProfilesQuery,
  type AirbnbProfileView,
  type AirbnbReviewCreate,
  type AirbnbReviewPage,
  type AirbnbReviewPatch,
  type AirbnbReviewsQuery,
  type AirbnbReviewView,
  type PropertyReviewsQuery,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { isUniqueViolation } from '@casona/kit/db/queryable';
import { conflict, notFound, validationFailed } from '@casona/kit/errors/errors';
import { hostResponseOf, hostUserIdsOf, reviewIssues, roomIdsOf } from '../domain/airbnb-profiles.ts';
import { assertAllowed } from './access.ts';
import { airbnbListingsOf } from './airbnb-listing-store.ts';
import {
  deleteProfile,
  deleteReview,
  findProfile,
  findReview,
  insertProfile,
  insertReview,
  profilesOfUsers,
  profilesPage,
  reviewsPage,
  updateProfile,
  updateReview,
  type AirbnbProfileRow,
  type AirbnbReviewRow,
} from './airbnb-profile-store.ts';
import type { Deps } from './deps.ts';
import { pageOf } from './properties.ts';

const profileView = (row: AirbnbProfileRow): AirbnbProfileView => ({
  id: row.id,
  profile_url: row.profile_url,
  is_host: row.is_host,
  airbnb_user_id: row.airbnb_user_id,
  review_count: row.review_count,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const reviewView = (row: AirbnbReviewRow): AirbnbReviewView => ({
  id: row.id,
  listing_id: row.listing_id,
  host_id: row.host_id,
  reviewer_id: row.reviewer_id,
  rating: row.rating,
  review_text: row.review_text,
  host_response: row.host_response,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The Airbnb user an address names; 400 'Invalid profile URL' when it names none. */
function userIdOf(profileUrl: string): string {
  const id = airbnbProfileIdOf(profileUrl);
  if (id === null) {
    throw validationFailed([{ path: '/profile_url', key: 'airbnb.invalidProfileUrl' }], {
      messageKey: 'airbnb.invalidProfileUrl',
    });
  }
  return id;
}

const profileExists = (err: unknown) => conflict({ messageKey: 'airbnb.profileExists', cause: err });

function assertReview(review: AirbnbReviewRow): void {
  const issues = reviewIssues(review);
  if (issues.length > 0) throw validationFailed(issues, { messageKey: issues[0]!.key });
}

// ─── Members of a property ──────────────────────────────────────────────────────────────────────

/** GET /airbnb_profile?property_id=: the profiles the property's listings name (Airbnb listing read). */
export async function propertyAirbnbProfiles(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
): Promise<AirbnbProfileView[]> {
  await assertAllowed(deps, auth, propertyId, 'airbnb_listing', 'select');
  const listings = await airbnbListingsOf(deps.db, propertyId);
  return (await profilesOfUsers(deps.db, hostUserIdsOf(listings))).map(profileView);
}

/** GET /airbnb_profile/review?property_id=: the reviews of the property's listings (Airbnb listing read). */
export async function propertyAirbnbReviews(
  deps: Deps,
  auth: AuthContext,
  query: PropertyReviewsQuery,
): Promise<AirbnbReviewPage> {
  await assertAllowed(deps, auth, query.property_id, 'airbnb_listing', 'select');
  const page = query.page ?? 1;
  const rooms = roomIdsOf(await airbnbListingsOf(deps.db, query.property_id));
  const { total, rows } =
    rooms.length === 0
      ? { total: 0, rows: [] }
      : await reviewsPage(deps.db, { listingIds: rooms }, pageOf(page));
  return { items: rows.map(reviewView), total, page, pageSize: PAGE_SIZE };
}

// ─── Staff ──────────────────────────────────────────────────────────────────────────────────────

/** GET /admin/airbnb_profile: every profile, newest first. */
export async function adminAirbnbProfiles(
  deps: Deps,
  auth: AuthContext,
  query: AirbnbProfilesQuery,
): Promise<AirbnbProfilePage> {
  requireStaff(auth);
  const page = query.page ?? 1;
  const { total, rows } = await profilesPage(
    deps.db,
    {
      ...(query.q !== undefined ? { q: query.q } : {}),
      ...(query.is_host !== undefined ? { isHost: query.is_host } : {}),
    },
    pageOf(page),
  );
  return { items: rows.map(profileView), total, page, pageSize: PAGE_SIZE };
}

/** POST /admin/airbnb_profile: one profile per Airbnb user (409 'airbnb.profileExists'). */
export async function createAirbnbProfile(
  deps: Deps,
  auth: AuthContext,
  input: AirbnbProfileCreate,
): Promise<AirbnbProfileView> {
  requireStaff(auth);
  const id = randomUUID();
  try {
    return await deps.db.tx(async (tx) => {
      await insertProfile(tx, {
        id,
        airbnb_user_id: userIdOf(input.profile_url),
        profile_url: input.profile_url,
        is_host: input.is_host,
        created_at: deps.now(),
      });
      const created = (await findProfile(tx, id))!;
      await auditProfile(deps, tx, auth, 'AIRBNB_PROFILE_CREATED', null, created);
      return profileView(created);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw profileExists(err);
    throw err;
  }
}

/** PATCH /admin/airbnb_profile/{id}: what is left out keeps its value. */
export async function updateAirbnbProfile(
  deps: Deps,
  auth: AuthContext,
  id: string,
  patch: AirbnbProfilePatch,
): Promise<AirbnbProfileView> {
  requireStaff(auth);
  try {
    return await deps.db.tx(async (tx) => {
      const current = await findProfile(tx, id);
      if (!current) throw notFound();
      const profileUrl = patch.profile_url ?? current.profile_url;
      const found = await updateProfile(tx, {
        id,
        airbnb_user_id: userIdOf(profileUrl),
        profile_url: profileUrl,
        is_host: patch.is_host ?? current.is_host,
        updated_at: deps.now(),
      });
      if (!found) throw notFound();
      const updated = (await findProfile(tx, id))!;
      await auditProfile(deps, tx, auth, 'AIRBNB_PROFILE_UPDATED', current, updated);
      return profileView(updated);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw profileExists(err);
    throw err;
  }
}

/** DELETE /admin/airbnb_profile/{id}: the reviews naming the user stay. */
export async function deleteAirbnbProfile(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  requireStaff(auth);
  await deps.db.tx(async (tx) => {
    const current = await findProfile(tx, id);
    if (!current || !(await deleteProfile(tx, id))) throw notFound();
    await auditProfile(deps, tx, auth, 'AIRBNB_PROFILE_DELETED', current, null);
  });
}

/** Staff's changes to the Airbnb profiles, in the audit log (issue 19): its address and host flag. */
async function auditProfile(
  deps: Deps,
  tx: pg.ClientBase,
  auth: AuthContext,
  action: 'AIRBNB_PROFILE_CREATED' | 'AIRBNB_PROFILE_UPDATED' | 'AIRBNB_PROFILE_DELETED',
  before: { id: string; profile_url: string; is_host: boolean } | null,
  after: { id: string; profile_url: string; is_host: boolean } | null,
): Promise<void> {
  const row = (after ?? before)!;
  const fields = (p: { profile_url: string; is_host: boolean }) => ({
    profile_url: p.profile_url,
    is_host: p.is_host,
  });
  await audit(deps, tx, auth, {
    action,
    entity: 'airbnb_profile',
    entityId: row.id,
    entityLabel: row.profile_url,
    before: before && fields(before),
    after: after && fields(after),
  });
}

/** GET /admin/airbnb_profile/review: every review, newest first, optionally of a listing, host or reviewer. */
export async function adminAirbnbReviews(
  deps: Deps,
  auth: AuthContext,
  query: AirbnbReviewsQuery,
): Promise<AirbnbReviewPage> {
  requireStaff(auth);
  const page = query.page ?? 1;
  const { total, rows } = await reviewsPage(
    deps.db,
    {
      ...(query.listing_id !== undefined ? { listingIds: [query.listing_id] } : {}),
      ...(query.host_id !== undefined ? { hostId: query.host_id } : {}),
      ...(query.reviewer_id !== undefined ? { reviewerId: query.reviewer_id } : {}),
      ...(query.q !== undefined ? { q: query.q } : {}),
    },
    pageOf(page),
  );
  return { items: rows.map(reviewView), total, page, pageSize: PAGE_SIZE };
}

/** POST /admin/airbnb_profile/review: its reviewer cannot be its host. */
export async function createAirbnbReview(
  deps: Deps,
  auth: AuthContext,
  input: AirbnbReviewCreate,
): Promise<AirbnbReviewView> {
  requireStaff(auth);
  const now = deps.now();
  const row: AirbnbReviewRow = {
    id: randomUUID(),
    listing_id: input.listing_id,
    host_id: input.host_id,
    reviewer_id: input.reviewer_id,
    rating: input.rating,
    review_text: input.review_text,
    host_response: hostResponseOf(input.host_response),
    created_at: now,
    updated_at: now,
  };
  assertReview(row);
  return deps.db.tx(async (tx) => {
    const created = await insertReview(tx, row);
    await auditReview(deps, tx, auth, 'AIRBNB_REVIEW_CREATED', null, created);
    return reviewView(created);
  });
}

/** PATCH /admin/airbnb_profile/review/{id}: what is left out keeps its value; null clears the response. */
export async function updateAirbnbReview(
  deps: Deps,
  auth: AuthContext,
  id: string,
  patch: AirbnbReviewPatch,
): Promise<AirbnbReviewView> {
  requireStaff(auth);
  const current = await findReview(deps.db, id);
  if (!current) throw notFound();
  const row: AirbnbReviewRow = {
    ...current,
    listing_id: patch.listing_id ?? current.listing_id,
    host_id: patch.host_id ?? current.host_id,
    reviewer_id: patch.reviewer_id ?? current.reviewer_id,
    rating: patch.rating ?? current.rating,
    review_text: patch.review_text ?? current.review_text,
    host_response:
      patch.host_response === undefined ? current.host_response : hostResponseOf(patch.host_response),
    updated_at: deps.now(),
  };
  assertReview(row);
  return deps.db.tx(async (tx) => {
    const updated = await updateReview(tx, row);
    if (!updated) throw notFound();
    await auditReview(deps, tx, auth, 'AIRBNB_REVIEW_UPDATED', current, updated);
    return reviewView(updated);
  });
}

/** DELETE /admin/airbnb_profile/review/{id}. */
export async function deleteAirbnbReview(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  requireStaff(auth);
  await deps.db.tx(async (tx) => {
    const current = await findReview(tx, id);
    if (!current || !(await deleteReview(tx, id))) throw notFound();
    await auditReview(deps, tx, auth, 'AIRBNB_REVIEW_DELETED', current, null);
  });
}

/** Staff's changes to listing reviews, in the audit log (issue 19): rating, text and response. */
async function auditReview(
  deps: Deps,
  tx: pg.ClientBase,
  auth: AuthContext,
  action: 'AIRBNB_REVIEW_CREATED' | 'AIRBNB_REVIEW_UPDATED' | 'AIRBNB_REVIEW_DELETED',
  before: AirbnbReviewRow | null,
  after: AirbnbReviewRow | null,
): Promise<void> {
  const row = (after ?? before)!;
  const fields = (r: AirbnbReviewRow) => ({
    rating: r.rating,
    review_text: r.review_text,
    host_response: r.host_response,
  });
  await audit(deps, tx, auth, {
    action,
    entity: 'airbnb_review',
    entityId: row.id,
    entityLabel: null,
    before: before && fields(before),
    after: after && fields(after),
  });
}
