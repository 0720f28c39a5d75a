/**
 * Saved searches with alerts (issue 16). A signed-in person keeps up to SAVED_SEARCHES_MAX searches
 * of their own (every query is by the caller's profile: another person's is never read or deleted);
 * when staff publish a home, each search whose filters find it is announced once
 * (listings.saved_search.matched) in the publishing transaction, and notifications tells the person.
 * Colonia suggestions for the market's filter are here too.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  SAVED_SEARCHES_MAX,
  type CasonaEnvelope,
  type ColoniaQuery,
  type ColoniaSuggestions,
  type EventType,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchList,
  type SavedSearchQuery,
  type StateName,
} from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { conflict, notFound } from '@casona/kit/errors/errors';
import { coloniaSuggestionsQuery } from '../domain/colonias.ts';
import { toUsd } from '../domain/earnings.ts';
import { mayKeepAnother, savedSearchMatchQuery } from '../domain/saved-searches.ts';
import { num, type Deps } from './deps.ts';
import { filtersOf } from './market.ts';
import type { PropertyRow } from './property-store.ts';
import {
  coloniaRows,
  countSavedSearches,
  deleteSavedSearch as deleteRow,
  insertSavedSearch,
  lockSavedSearchesOf,
  matchingIds,
  recordAlerts,
  savedSearchBatch,
  savedSearchesOf,
  type SavedSearchRow,
} from './saved-search-store.ts';

/** How many saved searches one match statement covers. */
const MATCH_BATCH = 200;

const toView = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  created_at: row.created_at.toISOString(),
  last_alerted_at: row.last_alerted_at?.toISOString() ?? null,
});

/** The filters as kept: text trimmed, blanks and unknown keys dropped. */
function keptQuery(query: SavedSearchQuery): SavedSearchQuery {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== undefined && v !== null && v !== '') out[key] = v;
  }
  return out as SavedSearchQuery;
}

/** GET /saved_search */
export async function listSavedSearches(deps: Deps, auth: AuthContext): Promise<SavedSearchList> {
  return { items: (await savedSearchesOf(deps.db, requireProfile(auth))).map(toView) };
}

/** POST /saved_search — past SAVED_SEARCHES_MAX a 409 that says how many may be kept. */
export async function createSavedSearch(
  deps: Deps,
  auth: AuthContext,
  body: SavedSearchCreate,
): Promise<SavedSearch> {
  const profileId = requireProfile(auth);
  return deps.db.tx(async (client) => {
    await lockSavedSearchesOf(client, profileId);
    if (!mayKeepAnother(await countSavedSearches(client, profileId)))
      throw conflict({ messageKey: 'market.savedSearchLimit', params: { max: SAVED_SEARCHES_MAX } });
    const row = await insertSavedSearch(client, {
      id: randomUUID(),
      profile_id: profileId,
      name: body.name.trim(),
      query: keptQuery(body.query),
      now: deps.now(),
    });
    return toView(row);
  });
}

/** DELETE /saved_search/:id — another person's search, or one already gone, is 404. */
export async function deleteSavedSearch(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  if (!(await deleteRow(deps.db, requireProfile(auth), id)))
    throw notFound({ messageKey: 'market.savedSearchNotFound' });
}

/**
 * The alerts of a home being published, in the publishing transaction: every saved search whose
 * filters find it and that was not alerted for it before, as listings.saved_search.matched events.
 */
export async function savedSearchAlerts(
  deps: Deps,
  client: pg.ClientBase,
  home: PropertyRow,
): Promise<CasonaEnvelope<EventType>[]> {
  const matched = new Map<string, SavedSearchRow>();
  let after: string | null = null;
  for (;;) {
    const batch = await savedSearchBatch(client, after, MATCH_BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    const query = savedSearchMatchQuery(
      home.id,
      batch.map((s) => ({ id: s.id, filters: filtersOf(s.query) })),
    );
    const ids = query ? new Set(await matchingIds(client, query)) : new Set<string>();
    for (const s of batch) if (ids.has(s.id)) matched.set(s.id, s);
    if (batch.length < MATCH_BATCH) break;
  }
  const fresh = await recordAlerts(client, home.id, [...matched.keys()], deps.now());
  const price = num(home.price);
  const first = home.img_keys[0];
  // The event carries an absolute web address or none (a relative CDN base would fail its schema).
  const photo = first ? deps.storage.publicUrl(first) : null;
  const imageUrl = photo && /^https?:\/\//i.test(photo) ? photo : null;
  return fresh.map((id) => {
    const search = matched.get(id)!;
    return deps.event('listings.saved_search.matched', {
      savedSearchId: id,
      profileId: search.profile_id,
      searchName: search.name,
      propertyId: home.id,
      propertyName: home.name,
      slug: home.slug,
      price,
      priceUsd: toUsd(price, deps.config.USD_MXN_RATE),
      city: home.city,
      state: home.state,
      imageUrl,
    });
  });
}

/** GET /market/colonia: the colonias of published homes that hold what was typed. */
export async function coloniaSuggestions(deps: Deps, query: ColoniaQuery): Promise<ColoniaSuggestions> {
  const sql = coloniaSuggestionsQuery(query.q, { state: query.state, municipality: query.municipality });
  if (!sql) return { items: [] };
  const rows = await coloniaRows(deps.db, sql);
  return { items: rows.map((r) => ({ ...r, state: r.state as StateName })) };
}
