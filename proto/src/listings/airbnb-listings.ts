/**
 * A property's Airbnb listings (issue 12, §7 Airbnb listing upsert/delete/hours): the answers and
 * the route table. Bodies reuse proto's `AirbnbListingUpsert` and `AirbnbListingHours` forms.
 */
import { Type, type Static } from 'typebox';
import { NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { PropertyAirbnbListing } from './entities.ts';
import { AirbnbListingHours, AirbnbListingUpsert, IdParams, PropertyIdQuery } from './requests.ts';

export const AirbnbListingList = Type.Object({ items: Type.Array(PropertyAirbnbListing) });
export type AirbnbListingList = Static<typeof AirbnbListingList>;

/** PATCH …/{id}: any field of the form but the property; what is left out keeps its value. */
export const AirbnbListingPatch = Type.Partial(Type.Omit(AirbnbListingUpsert, ['id', 'property_id']));
export type AirbnbListingPatch = Static<typeof AirbnbListingPatch>;

/** PATCH …/{id}/hours: the hours to clean (current 0–24, base 1–24). */
export const AirbnbListingHoursPatch = Type.Omit(AirbnbListingHours, ['id']);
export type AirbnbListingHoursPatch = Static<typeof AirbnbListingHoursPatch>;

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
} as const;
