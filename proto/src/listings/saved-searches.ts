/**
 * Saved searches with alerts (issue 16): a signed-in person keeps the filters of a marketplace search
 * under a name; when a home is published that the search would find, listings announces it once per
 * (search, home) and notifications tells the person (email; WhatsApp when they opted in).
 * Colonia suggestions for the marketplace's filter live here too: both are the market's search.
 */
import { Type, type Static } from 'typebox';
import { defineRoute } from '../shared/route.ts';
import { NoContent } from '../shared/responses.ts';
import { Int, IsoDateTime, Nullable, State, Str, Uuid } from '../validation/types.ts';
import { MarketQuery } from './requests.ts';

/** How many searches one person may keep (a 409 in their language past it). */
export const SAVED_SEARCHES_MAX = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;

/**
 * The filters a saved search keeps: GET /market's own query without its page, order and attribution,
 * so a saved search finds exactly what the marketplace showed.
 */
export const SavedSearchQuery = Type.Omit(MarketQuery, ['page', 'sort', 'utm_source'], {
  additionalProperties: false,
  title: 'SavedSearchQuery',
});
export type SavedSearchQuery = Static<typeof SavedSearchQuery>;

export const SavedSearchCreate = Type.Object(
  {
    name: Str({ min: 1, max: SAVED_SEARCH_NAME_MAX }),
    query: SavedSearchQuery,
  },
  { additionalProperties: false, title: 'SavedSearchCreate' },
);
export type SavedSearchCreate = Static<typeof SavedSearchCreate>;

export const SavedSearch = Type.Object(
  {
    id: Uuid(),
    name: Str(),
    query: SavedSearchQuery,
    created_at: IsoDateTime(),
    /** When the last alert for it went out; null: none yet. */
    last_alerted_at: Nullable(IsoDateTime()),
  },
  { title: 'SavedSearch' },
);
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchList = Type.Object({ items: Type.Array(SavedSearch) });
export type SavedSearchList = Static<typeof SavedSearchList>;

export const SavedSearchParams = Type.Object({ id: Uuid() });
export type SavedSearchParams = Static<typeof SavedSearchParams>;

// ─── Colonia suggestions ────────────────────────────────────────────────────────────────────────

/** At most this many suggestions per answer. */
export const COLONIA_SUGGESTIONS_MAX = 10;

export const ColoniaQuery = Type.Object({
  /** What the person typed: accents and case do not matter. */
  q: Str({ min: 1, max: 100 }),
  state: Type.Optional(State()),
  /** The municipality (INEGI name), as the market's `city` filter. */
  municipality: Type.Optional(Str({ max: 200 })),
});
export type ColoniaQuery = Static<typeof ColoniaQuery>;

export const ColoniaSuggestion = Type.Object(
  {
    /** As the homes store it, with its accents. */
    name: Str(),
    city: Str(),
    state: State(),
    /** Published homes in it. */
    count: Int({ min: 1 }),
  },
  { title: 'ColoniaSuggestion' },
);
export type ColoniaSuggestion = Static<typeof ColoniaSuggestion>;

export const ColoniaSuggestions = Type.Object({ items: Type.Array(ColoniaSuggestion) });
export type ColoniaSuggestions = Static<typeof ColoniaSuggestions>;

export const listingsSavedSearches = {
  savedSearches: defineRoute({
    method: 'GET',
    path: '/saved_search',
    tags: ['saved_search'],
    auth: 'signedIn',
    summary: 'The caller’s saved searches, newest first',
    response: { 200: SavedSearchList },
    errors: [401],
  }),
  createSavedSearch: defineRoute({
    method: 'POST',
    path: '/saved_search',
    tags: ['saved_search'],
    auth: 'signedIn',
    summary:
      'Keep the filters of a marketplace search under a name, to be told of new homes it finds (at most 20)',
    body: SavedSearchCreate,
    response: { 201: SavedSearch },
    errors: [400, 401, 409],
  }),
  deleteSavedSearch: defineRoute({
    method: 'DELETE',
    path: '/saved_search/:id',
    tags: ['saved_search'],
    auth: 'signedIn',
    summary: 'Forget one of the caller’s saved searches (and its alerts); another person’s is 404',
    params: SavedSearchParams,
    response: { 204: NoContent },
    errors: [400, 401, 404],
  }),
  coloniaSuggestions: defineRoute({
    method: 'GET',
    path: '/market/colonia',
    tags: ['market'],
    summary:
      'Colonias of published homes whose name holds what was typed (accents and case aside), most homes first, at most 10',
    query: ColoniaQuery,
    response: { 200: ColoniaSuggestions },
    errors: [400],
  }),
} as const;
