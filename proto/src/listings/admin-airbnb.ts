/**
 * The back office's Airbnb listings (issue 19, admin console): every property's listings with the
 * health of their calendar, searchable by listing or property name and filtered to those that need
 * someone (stale for 24 h or failing) or those that sync well — staff only. The feed's address is
 * not listed: it carries Airbnb's secret token, and the property's Airbnb tab shows it to those who
 * manage it.
 */
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../enums.ts';
import { defineRoute } from '../shared/route.ts';
import { Paginated } from '../shared/responses.ts';
import { Int, IsoDateTime, Literals, Str, Url } from '../validation/types.ts';
import { AttentionAirbnbListing } from './staff-home.ts';

/** all; attention: stale or failing (the staff home's card); healthy: synced within 24 h, last sync fine. */
export const ADMIN_AIRBNB_HEALTH = ['all', 'attention', 'healthy'] as const;
export type AdminAirbnbHealth = (typeof ADMIN_AIRBNB_HEALTH)[number];

export const AdminAirbnbListingQuery = Type.Object({
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  /** Listing or property name contains, accents and case ignored. */
  q: Type.Optional(Str({ min: 0, max: 100 })),
  health: Type.Optional(Literals(ADMIN_AIRBNB_HEALTH, { default: 'all' })),
});
export type AdminAirbnbListingQuery = Static<typeof AdminAirbnbListingQuery>;

export const AdminAirbnbListing = Type.Object(
  {
    ...AttentionAirbnbListing.properties,
    /** The public Airbnb page of the listing. */
    url: Url(),
    is_main_listing: Type.Boolean(),
    currency: Literals(CURRENCIES),
    created_at: IsoDateTime(),
  },
  { title: 'AdminAirbnbListing' },
);
export type AdminAirbnbListing = Static<typeof AdminAirbnbListing>;

export const AdminAirbnbListingPage = Paginated(AdminAirbnbListing);
export type AdminAirbnbListingPage = Static<typeof AdminAirbnbListingPage>;

export const listingsAdminAirbnb = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/airbnb_listing',
    tags: ['admin', 'property_airbnb_listing'],
    auth: 'staff',
    summary:
      "Every property's Airbnb listings with their calendar's health, 20 a page, by name and health (longest without a successful sync first)",
    query: AdminAirbnbListingQuery,
    response: { 200: AdminAirbnbListingPage },
    errors: [400, 401, 403],
  }),
} as const;
