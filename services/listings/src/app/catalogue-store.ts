/** The amenity and neighborhood insight catalogues' SQL: rows in, rows out. */
import type { Amenity } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import { FOLD_SQL, nameNeedle } from '../domain/name-search.ts';

/** The two catalogues share one shape: id, English and Spanish names, archived. */
export type Catalogue = 'amenity' | 'neighborhood_insight';
export type CatalogueEntry = Amenity;

const COLUMNS = 'id, en_name, es_name, archived';

/** Entries not archived, by Spanish name. */
export async function activeEntries(q: Queryable, table: Catalogue): Promise<CatalogueEntry[]> {
  const { rows } = await q.query<CatalogueEntry>(
    `SELECT ${COLUMNS} FROM ${table} WHERE NOT archived ORDER BY es_name, id`,
  );
  return rows;
}

/**
 * A page of every entry, archived ones last, by Spanish name; `text` keeps those whose Spanish or
 * English name contains it (accents and case ignored).
 */
export async function allEntries(
  q: Queryable,
  table: Catalogue,
  page: { limit: number; offset: number },
  text?: string,
): Promise<{ total: number; rows: CatalogueEntry[] }> {
  const where = `WHERE $1::text IS NULL OR ${FOLD_SQL('es_name')} LIKE '%' || $1 || '%' OR ${FOLD_SQL('en_name')} LIKE '%' || $1 || '%'`;
  const needle = nameNeedle(text);
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} ${where}`, [needle]);
  const { rows } = await q.query<CatalogueEntry>(
    `SELECT ${COLUMNS} FROM ${table} ${where} ORDER BY archived, es_name, id LIMIT $2 OFFSET $3`,
    [needle, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}

/** Which of the ids name an entry that is not archived. */
export async function activeIdsAmong(
  q: Queryable,
  table: Catalogue,
  ids: readonly string[],
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE id = ANY($1) AND NOT archived`,
    [ids],
  );
  return rows.map((r) => r.id);
}

export async function insertEntry(
  q: Queryable,
  table: Catalogue,
  entry: CatalogueEntry & { now: Date },
): Promise<CatalogueEntry> {
  const { rows } = await q.query<CatalogueEntry>(
    `INSERT INTO ${table} (id, en_name, es_name, archived, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     RETURNING ${COLUMNS}`,
    [entry.id, entry.en_name, entry.es_name, entry.archived, entry.now],
  );
  return rows[0]!;
}

/** Renames an entry (and archives or restores it when `archived` is not null); null when there is none. */
export async function renameEntry(
  q: Queryable,
  table: Catalogue,
  entry: { id: string; en_name: string; es_name: string; archived: boolean | null; now: Date },
): Promise<CatalogueEntry | null> {
  const { rows } = await q.query<CatalogueEntry>(
    `UPDATE ${table} SET en_name = $2, es_name = $3, archived = COALESCE($4, archived), updated_at = $5
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [entry.id, entry.en_name, entry.es_name, entry.archived, entry.now],
  );
  return rows[0] ?? null;
}

export async function setArchived(
  q: Queryable,
  table: Catalogue,
  id: string,
  archived: boolean,
  now: Date,
): Promise<CatalogueEntry | null> {
  const { rows } = await q.query<CatalogueEntry>(
    `UPDATE ${table} SET archived = $2, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, archived, now],
  );
  return rows[0] ?? null;
}

/** One entry, locked for the change that follows; null when there is none. */
export async function entryById(q: Queryable, table: Catalogue, id: string): Promise<CatalogueEntry | null> {
  const { rows } = await q.query<CatalogueEntry>(`SELECT ${COLUMNS} FROM ${table} WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return rows[0] ?? null;
}
