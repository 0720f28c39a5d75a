/**
 * The address search port (issue 16 item 9): GET /geo/places?q= answers the places a text may
 * name, from the provider listings is set to (Google Places, whose `place_id` is the spec's; or
 * Nominatim), or from the embedded catalogue when none is set: INEGI's states and municipalities,
 * which need no network and give no coordinates — the person then drops a pin on the map.
 */
import { Type, type Static } from 'typebox';

import { SEARCH_STRING_MAX, SEARCH_STRING_MIN } from '../constants.ts';
import { Latitude, Longitude } from '../shared/fields.ts';
import { defineRoute } from '../shared/route.ts';
import { Literals, Nullable, State, Str } from '../validation/types.ts';

export const GEOCODER_PROVIDERS = ['google', 'nominatim', 'embedded'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

const placeParts = {
  /** The address as one line, what the person typed or the provider formatted. */
  search_address_string: Str({ min: SEARCH_STRING_MIN, max: SEARCH_STRING_MAX }),
  /** INEGI's official state name. */
  state: State(),
  /** INEGI's municipality (or alcaldía) name, from the catalogue of that state. */
  municipality: Str(),
  street: Type.Optional(Str()),
  exterior_number: Type.Optional(Str({ max: 20 })),
  postal_code: Type.Optional(Str({ max: 10 })),
  neighborhood: Type.Optional(Str()),
  /** Google Places' id when the place came from Google. */
  place_id: Type.Optional(Str()),
};

/** A chosen place: where it is, always with coordinates. */
export const Place = Type.Object(
  { ...placeParts, latitude: Latitude(), longitude: Longitude() },
  { title: 'Place' },
);
export type Place = Static<typeof Place>;

/** A search result: the embedded catalogue names a municipality but not a point (null coordinates). */
export const PlaceCandidate = Type.Object(
  { ...placeParts, latitude: Nullable(Latitude()), longitude: Nullable(Longitude()) },
  { title: 'PlaceCandidate' },
);
export type PlaceCandidate = Static<typeof PlaceCandidate>;

export const PlaceSearchQuery = Type.Object({
  q: Str({ min: 2, max: SEARCH_STRING_MAX }),
});
export type PlaceSearchQuery = Static<typeof PlaceSearchQuery>;

export const PlaceSearchAnswer = Type.Object(
  { provider: Literals(GEOCODER_PROVIDERS), items: Type.Array(PlaceCandidate) },
  { title: 'PlaceSearchAnswer' },
);
export type PlaceSearchAnswer = Static<typeof PlaceSearchAnswer>;

export const listingsGeo = {
  searchPlaces: defineRoute({
    method: 'GET',
    path: '/geo/places',
    tags: ['geo'],
    summary:
      'Places a text may name (at most 5): from Google Places or Nominatim when set, else the INEGI catalogue (municipalities, no coordinates)',
    query: PlaceSearchQuery,
    response: { 200: PlaceSearchAnswer },
    errors: [400],
  }),
} as const;
