/** Saved searches, their alerts and colonia suggestions (issue 16): SQL only, rows in and out. */
import type { SavedSearchQuery } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { SqlQuery } from '../domain/market-query.ts';

export interface SavedSearchRow {
  id: string;
  profile_id: string;
  name: string;
  query: SavedSearchQuery;
  created_at: Date;
  last_alerted_at: Date | null;
}

const COLUMNS = 'id, profile_id, name, query, created_at, last_alerted_at';

/** Holds the person's saved-search lock until the transaction ends: a count then an insert, one at a time. */
export async function lockSavedSearchesOf(q: Queryable, profileId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.listings.saved_search:' || $1))", [profileId]);
}

export async function countSavedSearches(q: Queryable, profileId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM saved_search WHERE profile_id = $1',
    [profileId],
  );
  return rows[0]!.n;
}

export async function insertSavedSearch(
  q: Queryable,
  row: { id: string; profile_id: string; name: string; query: SavedSearchQuery; now: Date },
): Promise<SavedSearchRow> {
  const { rows } = await q.query<SavedSearchRow>(
    `INSERT INTO saved_search (id, profile_id, name, query, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${COLUMNS}`,
    [row.id, row.profile_id, row.name, JSON.stringify(row.query), row.now],
  );
  return rows[0]!;
}

/** The person's searches, newest first. */
export async function savedSearchesOf(q: Queryable, profileId: string): Promise<SavedSearchRow[]> {
  const { rows } = await q.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_search WHERE profile_id = $1 ORDER BY created_at DESC, id`,
    [profileId],
  );
  return rows;
}

/** Deletes the person's own search; false when they have none with that id. */
export async function deleteSavedSearch(q: Queryable, profileId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM saved_search WHERE id = $1 AND profile_id = $2', [
    id,
    profileId,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Every saved search, `limit` at a time after `afterId` (id order), to match a new home against. */
export async function savedSearchBatch(
  q: Queryable,
  afterId: string | null,
  limit: number,
): Promise<SavedSearchRow[]> {
  const { rows } = await q.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_search WHERE ($1::uuid IS NULL OR id > $1) ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows;
}

/** The ids a match statement (domain/saved-searches.ts) answers. */
export async function matchingIds(q: Queryable, query: SqlQuery): Promise<string[]> {
  return (await q.query<{ id: string }>(query.text, query.values)).rows.map((r) => r.id);
}

/**
 * Records the alert of each (search, home) not yet alerted and stamps those searches' last alert;
 * answers the searches recorded now (the others were alerted before).
 */
export async function recordAlerts(
  q: Queryable,
  propertyId: string,
  searchIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (searchIds.length === 0) return [];
  const { rows } = await q.query<{ saved_search_id: string }>(
    `WITH fresh AS (
       INSERT INTO saved_search_alert (saved_search_id, property_id, created_at)
       SELECT unnest($1::uuid[]), $2, $3 ON CONFLICT DO NOTHING RETURNING saved_search_id),
     stamped AS (UPDATE saved_search SET last_alerted_at = $3 WHERE id IN (SELECT saved_search_id FROM fresh))
     SELECT saved_search_id FROM fresh`,
    [searchIds, propertyId, now],
  );
  return rows.map((r) => r.saved_search_id);
}

export async function coloniaRows(
  q: Queryable,
  query: SqlQuery,
): Promise<{ name: string; city: string; state: string; count: number }[]> {
  return (
    await q.query<{ name: string; city: string; state: string; count: number }>(query.text, query.values)
  ).rows;
}
