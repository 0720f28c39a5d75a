/**
 * A property's Airbnb listings (issue 12, §7 Airbnb listing upsert/delete/hours): the answers and
 * the route table. Bodies reuse proto's `AirbnbListingUpsert` and `AirbnbListingHours` forms.
 */
import { Type, type Static } from 'typebox';
import { NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { TOTAL_EARNED_MAX } from '../constants.ts';
import { MONEY_MAX } from '../shared/fields.ts';
import { Currency, Int, IsoDate, IsoDateTime, Nullable, Num, Uuid } from '../validation/types.ts';
import { Paginated } from '../shared/responses.ts';
import { PropertyAirbnbListing, Reservation } from './entities.ts';
import {
  AirbnbListingHours,
  AirbnbListingUpsert,
  IdParams,
  PropertyIdQuery,
  ReservationsQuery,
} from './requests.ts';

/** Hours without a successful sync after which a listing's feed is stale (flagged, managers emailed once). */
export const STALE_FEED_HOURS = 24;

/** A listing in its property's list, with the health of its calendar at a glance. */
export const AirbnbListingListItem = Type.Object(
  {
    ...PropertyAirbnbListing.properties,
    /** the last sync that read the feed (null: never) */
    last_success_at: Nullable(IsoDateTime()),
    /** no successful sync for STALE_FEED_HOURS (24 h) since the last success, or since the listing was added */
    stale: Type.Boolean(),
  },
  { title: 'AirbnbListingListItem' },
);
export type AirbnbListingListItem = Static<typeof AirbnbListingListItem>;

export const AirbnbListingList = Type.Object({ items: Type.Array(AirbnbListingListItem) });
export type AirbnbListingList = Static<typeof AirbnbListingList>;

/** PATCH …/{id}: any field of the form but the property; what is left out keeps its value. */
export const AirbnbListingPatch = Type.Partial(Type.Omit(AirbnbListingUpsert, ['id', 'property_id']));
export type AirbnbListingPatch = Static<typeof AirbnbListingPatch>;

/** PATCH …/{id}/hours: the hours to clean (current 0–24, base 1–24). */
export const AirbnbListingHoursPatch = Type.Omit(AirbnbListingHours, ['id']);
export type AirbnbListingHoursPatch = Static<typeof AirbnbListingHoursPatch>;

const Count = Type.Integer({ minimum: 0 });

/** POST …/{id}/sync: what the sync changed. `unchanged`: the feed is the one last applied (nothing written). */
export const AirbnbListingSyncResult = Type.Object({
  outcome: Type.Union([
    Type.Literal('synced'),
    Type.Literal('unchanged'),
    Type.Literal('not_counted'),
    Type.Literal('failed'),
  ]),
  added: Count,
  updated: Count,
  canceled: Count,
  ignored: Count,
});
export type AirbnbListingSyncResult = Static<typeof AirbnbListingSyncResult>;

/** The sync health of a listing; null fields: never happened. */
export const AirbnbListingSyncState = Type.Object({
  last_attempt_at: Nullable(IsoDateTime()),
  last_success_at: Nullable(IsoDateTime()),
  last_error: Nullable(Type.String()),
  last_error_at: Nullable(IsoDateTime()),
  consecutive_failures: Count,
  /** false: the channel's feed cannot tell bookings from blocks (say so in the UI) */
  distinguishes_blocks: Nullable(Type.Boolean()),
  /** no successful sync for 24 h (STALE_FEED_HOURS); `stale_since` is when it became so (null: not stale) */
  stale: Type.Boolean(),
  stale_since: Nullable(IsoDateTime()),
});

/** One sync that wrote something (kept 90 days); `detail` lists the stays it touched and why. */
export const AirbnbListingSyncLogEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  at: IsoDateTime(),
  outcome: Type.Union([Type.Literal('synced'), Type.Literal('not_counted'), Type.Literal('failed')]),
  added: Count,
  updated: Count,
  canceled: Count,
  ignored: Count,
  error: Nullable(Type.String()),
  detail: Type.Record(Type.String(), Type.Unknown()),
});

/** GET …/{id}/sync_log: the health and the newest log entries first. */
export const AirbnbListingSyncLog = Type.Object({
  state: Nullable(AirbnbListingSyncState),
  items: Type.Array(AirbnbListingSyncLogEntry),
});
export type AirbnbListingSyncLog = Static<typeof AirbnbListingSyncLog>;

/** A stale listing of one of the caller's properties (the owner's dashboard). */
export const StaleAirbnbListing = Type.Object(
  {
    property_id: Uuid(),
    property_name: Type.String(),
    property_airbnb_listing_id: Uuid(),
    name: Type.String(),
    last_success_at: Nullable(IsoDateTime()),
    stale_since: IsoDateTime(),
    last_error: Nullable(Type.String()),
  },
  { title: 'StaleAirbnbListing' },
);
export type StaleAirbnbListing = Static<typeof StaleAirbnbListing>;

/** GET /property_airbnb_listing/stale: the stale feeds of the caller's properties, longest stale first. */
export const StaleAirbnbListingList = Type.Object({ items: Type.Array(StaleAirbnbListing) });
export type StaleAirbnbListingList = Static<typeof StaleAirbnbListingList>;

/** GET /property_airbnb_listing_reservation: a property's reservations, canceled ones included. */
export const ReservationPage = Paginated(Reservation);
export type ReservationPage = Static<typeof ReservationPage>;

// Fees and taxes are bounded as the stored reservation (entities' Fee(): MONEY_MAX) so a request the
// API accepts can always be answered and announced; only the totals reach TOTAL_EARNED_MAX (#17).
const Amount = () => Type.Optional(Nullable(Num({ min: 0, max: MONEY_MAX })));
const Total = () => Type.Optional(Nullable(Num({ min: 0, max: TOTAL_EARNED_MAX })));

/** The guests and money of a stay (null clears one), in the stay's currency. */
const ReservationMoney = {
  guest_amount: Type.Optional(Nullable(Int({ min: 0, max: 100 }))),
  cleaning_fee: Amount(),
  pet_fee: Amount(),
  guest_service_fee: Amount(),
  host_service_fee: Amount(),
  /** can be negative (a discount) */
  nightly_rate_adjustment: Type.Optional(Nullable(Num({ min: -MONEY_MAX, max: MONEY_MAX }))),
  occupancy_taxes: Amount(),
  remitted_occupancy_tax: Amount(),
  total_earned: Total(),
  total_paid: Total(),
};

/**
 * PATCH /property_airbnb_listing_reservation/{id}: what the feed cannot give — guests and money (null
 * clears one) — and the dates of a direct booking (a feed's stay keeps its feed's dates). Fields left
 * out keep their value; nights are computed; check-out must come after check-in.
 */
export const ReservationPatch = Type.Object({
  check_in: Type.Optional(IsoDate()),
  check_out: Type.Optional(IsoDate()),
  ...ReservationMoney,
});
export type ReservationPatch = Static<typeof ReservationPatch>;

/**
 * POST /property_airbnb_listing_reservation: a direct booking, typed by hand (no feed). Currency
 * defaults to the property's main Airbnb listing's (MXN without one); money fields are optional.
 */
export const ReservationCreate = Type.Object({
  property_id: Uuid(),
  check_in: IsoDate(),
  check_out: IsoDate(),
  currency: Type.Optional(Currency()),
  ...ReservationMoney,
});
export type ReservationCreate = Static<typeof ReservationCreate>;

/**
 * A window a listing's feed closed without a booking (advance notice, booking window, owner block):
 * never a reservation. `end_date` is exclusive, like a check-out.
 */
export const ReservationBlock = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    property_airbnb_listing_id: Uuid(),
    /** the listing the event names in a feed that merges several */
    listing_ref: Nullable(Type.String()),
    start_date: IsoDate(),
    end_date: IsoDate(),
  },
  { title: 'ReservationBlock' },
);
export type ReservationBlock = Static<typeof ReservationBlock>;

/** GET /property_airbnb_listing_block: a property's blocks by start date, as the last sync stored them. */
export const ReservationBlockList = Type.Object({ items: Type.Array(ReservationBlock) });
export type ReservationBlockList = Static<typeof ReservationBlockList>;

export const listingsAirbnbListings = {
  airbnbListings: defineRoute({
    method: 'GET',
    path: '/property_airbnb_listing',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary: "A property's Airbnb listings (Airbnb listing read)",
    query: PropertyIdQuery,
    response: { 200: AirbnbListingList },
    errors: [400, 401, 403, 404],
  }),
  createAirbnbListing: defineRoute({
    method: 'POST',
    path: '/property_airbnb_listing',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary:
      "Link an Airbnb listing (or change one, with its id); the property's first listing, or one sent with is_main_listing, becomes its only main listing",
    body: AirbnbListingUpsert,
    response: { 201: PropertyAirbnbListing },
    errors: [400, 401, 403, 404],
  }),
  updateAirbnbListing: defineRoute({
    method: 'PATCH',
    path: '/property_airbnb_listing/:id',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary: 'Change an Airbnb listing',
    params: IdParams,
    body: AirbnbListingPatch,
    response: { 200: PropertyAirbnbListing },
    errors: [400, 401, 403, 404],
  }),
  updateAirbnbListingHours: defineRoute({
    method: 'PATCH',
    path: '/property_airbnb_listing/:id/hours',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary: 'Set the hours to clean of an Airbnb listing',
    params: IdParams,
    body: AirbnbListingHoursPatch,
    response: { 200: PropertyAirbnbListing },
    errors: [400, 401, 403, 404],
  }),
  deleteAirbnbListing: defineRoute({
    method: 'DELETE',
    path: '/property_airbnb_listing/:id',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary: 'Remove an Airbnb listing',
    params: IdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  staleAirbnbListings: defineRoute({
    method: 'GET',
    path: '/property_airbnb_listing/stale',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary:
      "The Airbnb listings of the caller's properties (labels that read Airbnb listings) whose calendar has not synced for 24 h, longest stale first (the owner's dashboard)",
    response: { 200: StaleAirbnbListingList },
    errors: [401],
  }),
  syncAirbnbListing: defineRoute({
    method: 'POST',
    path: '/property_airbnb_listing/:id/sync',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary:
      "Sync now: fetch the listing's calendar and apply it; answers what was added, updated, canceled or ignored (Airbnb listing update)",
    params: IdParams,
    response: { 200: AirbnbListingSyncResult },
    errors: [400, 401, 403, 404],
  }),
  airbnbListingSyncLog: defineRoute({
    method: 'GET',
    path: '/property_airbnb_listing/:id/sync_log',
    tags: ['property_airbnb_listing'],
    auth: 'signedIn',
    summary:
      "An Airbnb listing's sync health and the log of its syncs of the last 90 days (Airbnb listing read)",
    params: IdParams,
    response: { 200: AirbnbListingSyncLog },
    errors: [400, 401, 403, 404],
  }),
  reservations: defineRoute({
    method: 'GET',
    path: '/property_airbnb_listing_reservation',
    tags: ['property_airbnb_listing_reservation'],
    auth: 'signedIn',
    summary: "A property's reservations by check-in, canceled ones included (reservation read)",
    query: ReservationsQuery,
    response: { 200: ReservationPage },
    errors: [400, 401, 403, 404],
  }),
  reservationBlocks: defineRoute({
    method: 'GET',
    path: '/property_airbnb_listing_block',
    tags: ['property_airbnb_listing_reservation'],
    auth: 'signedIn',
    summary:
      "A property's calendar blocks (windows its feeds closed without a booking), by start date (reservation read)",
    query: PropertyIdQuery,
    response: { 200: ReservationBlockList },
    errors: [400, 401, 403, 404],
  }),
  createReservation: defineRoute({
    method: 'POST',
    path: '/property_airbnb_listing_reservation',
    tags: ['property_airbnb_listing_reservation'],
    auth: 'signedIn',
    summary:
      'Add a direct booking, a reservation without a feed (reservation insert); announces listings.reservation.added with directBooking',
    body: ReservationCreate,
    response: { 201: Reservation },
    errors: [400, 401, 403, 404],
  }),
  updateReservation: defineRoute({
    method: 'PATCH',
    path: '/property_airbnb_listing_reservation/:id',
    tags: ['property_airbnb_listing_reservation'],
    auth: 'signedIn',
    summary:
      "Complete the guests and money of a reservation, or move a direct booking's dates (reservation update); announces listings.reservation.updated",
    params: IdParams,
    body: ReservationPatch,
    response: { 200: Reservation },
    errors: [400, 401, 403, 404],
  }),
  cancelReservation: defineRoute({
    method: 'POST',
    path: '/property_airbnb_listing_reservation/:id/cancel',
    tags: ['property_airbnb_listing_reservation'],
    auth: 'signedIn',
    summary:
      "Cancel a direct booking by hand (reservation delete); a feed's stay follows its feed (400). Announces listings.reservation.canceled and the neighbours' freed turnovers; the row stays, is_canceled",
    params: IdParams,
    response: { 200: Reservation },
    errors: [400, 401, 403, 404],
  }),
} as const;
