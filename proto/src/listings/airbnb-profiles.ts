/**
 * Airbnb profiles and the reviews of Airbnb listings (issue 12; §3 Airbnb profile: is_host,
 * profile_url; Airbnb listing review: host_id, host_response, listing_id, rating, review_text,
 * reviewer_id). Staff keep them at /dashboard/admin/airbnb_profile (`admin/airbnb_profile…`); the
 * members of a property whose label reads Airbnb listings see the host profiles and the reviews of
 * its listings (`airbnb_profile…?property_id=`). A profile is an Airbnb user, named by the digits of
 * its `users/show/{digits}` address (one profile per user); a review names its listing by the
 * `rooms/{number}` of a listing's URL, and its host and reviewer by their Airbnb user ids.
 */
import { Type, type Static } from 'typebox';
import { NoContent, Paginated } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { SearchText } from '../shared/requests.ts';
import { AirbnbProfileUrl, Int, IsoDateTime, Uuid } from '../validation/types.ts';
import { AirbnbListingReview, AirbnbProfile } from './entities.ts';
import { IdParams, PropertyIdQuery } from './requests.ts';

const Page = () => Type.Optional(Int({ min: 1, max: 100_000, default: 1 }));
const AirbnbUserId = AirbnbListingReview.properties.host_id;

/** An Airbnb profile as the API answers it; `airbnb_user_id` is the digits of its address. */
export const AirbnbProfileView = Type.Object(
  {
    id: Uuid(),
    ...AirbnbProfile.properties,
    airbnb_user_id: AirbnbUserId,
    /** how many stored reviews name this user as their host */
    review_count: Type.Integer({ minimum: 0 }),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'AirbnbProfileView' },
);
export type AirbnbProfileView = Static<typeof AirbnbProfileView>;

/** A review of an Airbnb listing as the API answers it. */
export const AirbnbReviewView = Type.Object(
  { id: Uuid(), ...AirbnbListingReview.properties, created_at: IsoDateTime(), updated_at: IsoDateTime() },
  { title: 'AirbnbReviewView' },
);
export type AirbnbReviewView = Static<typeof AirbnbReviewView>;

export const AirbnbProfilePage = Paginated(AirbnbProfileView);
export type AirbnbProfilePage = Static<typeof AirbnbProfilePage>;
export const AirbnbReviewPage = Paginated(AirbnbReviewView);
export type AirbnbReviewPage = Static<typeof AirbnbReviewPage>;
export const AirbnbProfileList = Type.Object({ items: Type.Array(AirbnbProfileView) });
export type AirbnbProfileList = Static<typeof AirbnbProfileList>;

/** POST admin/airbnb_profile: a profile (an address already kept is 409). */
export const AirbnbProfileCreate = Type.Object(
  {
    profile_url: AirbnbProfileUrl({ message: 'airbnb.invalidProfileUrl' }),
    is_host: Type.Boolean(),
  },
  { title: 'AirbnbProfileCreate' },
);
export type AirbnbProfileCreate = Static<typeof AirbnbProfileCreate>;

/** PATCH admin/airbnb_profile/{id}: what is left out keeps its value. */
export const AirbnbProfilePatch = Type.Partial(AirbnbProfileCreate, { title: 'AirbnbProfilePatch' });
export type AirbnbProfilePatch = Static<typeof AirbnbProfilePatch>;

/** GET admin/airbnb_profile: newest first; `q` keeps addresses containing it, `is_host` one kind. */
export const AirbnbProfilesQuery = Type.Object({
  page: Page(),
  q: SearchText(),
  is_host: Type.Optional(Type.Boolean()),
});
export type AirbnbProfilesQuery = Static<typeof AirbnbProfilesQuery>;

/** POST admin/airbnb_profile/review: a review (its reviewer cannot be its host). */
export const AirbnbReviewCreate = Type.Object(
  {
    listing_id: AirbnbListingReview.properties.listing_id,
    host_id: AirbnbUserId,
    reviewer_id: AirbnbUserId,
    rating: AirbnbListingReview.properties.rating,
    review_text: AirbnbListingReview.properties.review_text,
    host_response: Type.Optional(AirbnbListingReview.properties.host_response),
  },
  { title: 'AirbnbReviewCreate' },
);
export type AirbnbReviewCreate = Static<typeof AirbnbReviewCreate>;

/** PATCH admin/airbnb_profile/review/{id}: what is left out keeps its value; null clears the response. */
export const AirbnbReviewPatch = Type.Partial(AirbnbReviewCreate, { title: 'AirbnbReviewPatch' });
export type AirbnbReviewPatch = Static<typeof AirbnbReviewPatch>;

/** GET admin/airbnb_profile/review: newest first, optionally of one listing, host or reviewer. */
export const AirbnbReviewsQuery = Type.Object({
  page: Page(),
  /** Words of the review or the host's response, or a listing, host or reviewer id. */
  q: SearchText(),
  listing_id: Type.Optional(AirbnbListingReview.properties.listing_id),
  host_id: Type.Optional(AirbnbUserId),
  reviewer_id: Type.Optional(AirbnbUserId),
});
export type AirbnbReviewsQuery = Static<typeof AirbnbReviewsQuery>;

/** GET airbnb_profile/review?property_id=: the reviews of the property's listings, newest first. */
export const PropertyReviewsQuery = Type.Object({ ...PropertyIdQuery.properties, page: Page() });
export type PropertyReviewsQuery = Static<typeof PropertyReviewsQuery>;

export const listingsAirbnbProfiles = {
  propertyAirbnbProfiles: defineRoute({
    method: 'GET',
    path: '/airbnb_profile',
    tags: ['airbnb_profile'],
    auth: 'signedIn',
    summary:
      "The Airbnb profiles named by a property's listings (their profile URL), with their review counts (Airbnb listing read)",
    query: PropertyIdQuery,
    response: { 200: AirbnbProfileList },
    errors: [400, 401, 403, 404],
  }),
  propertyAirbnbReviews: defineRoute({
    method: 'GET',
    path: '/airbnb_profile/review',
    tags: ['airbnb_profile'],
    auth: 'signedIn',
    summary:
      "The reviews of a property's Airbnb listings (their rooms/{number}), newest first (Airbnb listing read)",
    query: PropertyReviewsQuery,
    response: { 200: AirbnbReviewPage },
    errors: [400, 401, 403, 404],
  }),
  adminAirbnbProfiles: defineRoute({
    method: 'GET',
    path: '/admin/airbnb_profile',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Every Airbnb profile, newest first, 20 a page (staff)',
    query: AirbnbProfilesQuery,
    response: { 200: AirbnbProfilePage },
    errors: [400, 401, 403],
  }),
  createAirbnbProfile: defineRoute({
    method: 'POST',
    path: '/admin/airbnb_profile',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Add an Airbnb profile (staff); an address already kept (same user) is 409',
    body: AirbnbProfileCreate,
    response: { 201: AirbnbProfileView },
    errors: [400, 401, 403, 409],
  }),
  updateAirbnbProfile: defineRoute({
    method: 'PATCH',
    path: '/admin/airbnb_profile/:id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Change an Airbnb profile (staff)',
    params: IdParams,
    body: AirbnbProfilePatch,
    response: { 200: AirbnbProfileView },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteAirbnbProfile: defineRoute({
    method: 'DELETE',
    path: '/admin/airbnb_profile/:id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Remove an Airbnb profile (staff); its reviews stay, they name users by id',
    params: IdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  adminAirbnbReviews: defineRoute({
    method: 'GET',
    path: '/admin/airbnb_profile/review',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'Every Airbnb listing review, newest first, 20 a page, optionally of one listing, host or reviewer (staff)',
    query: AirbnbReviewsQuery,
    response: { 200: AirbnbReviewPage },
    errors: [400, 401, 403],
  }),
  createAirbnbReview: defineRoute({
    method: 'POST',
    path: '/admin/airbnb_profile/review',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Add a review of an Airbnb listing (staff)',
    body: AirbnbReviewCreate,
    response: { 201: AirbnbReviewView },
    errors: [400, 401, 403],
  }),
  updateAirbnbReview: defineRoute({
    method: 'PATCH',
    path: '/admin/airbnb_profile/review/:id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Change a review of an Airbnb listing, or answer it as the host (staff)',
    params: IdParams,
    body: AirbnbReviewPatch,
    response: { 200: AirbnbReviewView },
    errors: [400, 401, 403, 404],
  }),
  deleteAirbnbReview: defineRoute({
    method: 'DELETE',
    path: '/admin/airbnb_profile/review/:id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Remove a review of an Airbnb listing (staff)',
    params: IdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
} as const;
