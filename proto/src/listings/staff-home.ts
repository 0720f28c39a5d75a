/**
 * The staff home's calendar card (issue 19): every Airbnb listing, of any property, whose calendar
 * is stale (no successful sync for STALE_FEED_HOURS) or whose last sync failed — staff only.
 */
import { Type, type Static } from 'typebox';
import { defineRoute } from '../shared/route.ts';
import { Int, IsoDateTime, Nullable, Uuid } from '../validation/types.ts';

/** A listing that needs attention: stale, failing, or both. */
export const AttentionAirbnbListing = Type.Object(
  {
    property_id: Uuid(),
    property_name: Type.String(),
    property_airbnb_listing_id: Uuid(),
    name: Type.String(),
    last_success_at: Nullable(IsoDateTime()),
    /** no successful sync for 24 h since the last success (or since it was added) */
    stale: Type.Boolean(),
    /** when it became stale (null: not stale) */
    stale_since: Nullable(IsoDateTime()),
    /** the syncs that failed in a row since the last success (0: the last one worked) */
    consecutive_failures: Int({ min: 0 }),
    last_error: Nullable(Type.String()),
  },
  { title: 'AttentionAirbnbListing' },
);
export type AttentionAirbnbListing = Static<typeof AttentionAirbnbListing>;

/** Longest without a success first; at most 200 (the home shows the first few and the count). */
export const AttentionAirbnbListingList = Type.Object({
  items: Type.Array(AttentionAirbnbListing),
  total: Int({ min: 0 }),
});
export type AttentionAirbnbListingList = Static<typeof AttentionAirbnbListingList>;

export const listingsStaffHome = {
  attentionAirbnbListings: defineRoute({
    method: 'GET',
    path: '/property_airbnb_listing/attention',
    tags: ['property_airbnb_listing'],
    auth: 'staff',
    summary:
      'Staff home: the Airbnb listings of every property whose calendar is stale (24 h without a successful sync) or whose last sync failed, longest without a success first',
    response: { 200: AttentionAirbnbListingList },
    errors: [401, 403],
  }),
} as const;
