import { randomUUID } from 'node:crypto';
import type { Amenity, AmenityUpsert } from '@casona/proto';
import { requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { conflict, notFound, validationFailed } from '@casona/kit/errors/errors';
import { isUniqueViolation, type Queryable } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';

/** The two catalogues share one shape: id, English and Spanish names, archived. */
export type Catalogue = 'amenity' | 'neighborhood_insight';
export type CatalogueEntry = Amenity;

const SELECT = 'SELECT id, en_name, es_name, archived FROM';

/** The public list: entries not archived, by Spanish name. */
export async function listActive(q: Queryable, table: Catalogue): Promise<CatalogueEntry[]> {
  const { rows } = await q.query<CatalogueEntry>(
    `${SELECT} ${table} WHERE NOT archived ORDER BY es_name, id`,
  );
  return rows;
}

/** Staff's list: every entry, archived ones last. */
export async function listAll(deps: Deps, auth: AuthContext, table: Catalogue): Promise<CatalogueEntry[]> {
  requireStaff(auth);
  const { rows } = await deps.db.query<CatalogueEntry>(`${SELECT} ${table} ORDER BY archived, es_name, id`);
  return rows;
}

/** A new entry; its id is always the server's (a client never chooses ids on create). */
export async function createEntry(
  deps: Deps,
  auth: AuthContext,
  table: Catalogue,
  input: Omit<AmenityUpsert, 'id'>,
): Promise<CatalogueEntry> {
  requireStaff(auth);
  const now = deps.now();
  try {
    const { rows } = await deps.db.query<CatalogueEntry>(
      `INSERT INTO ${table} (id, en_name, es_name, archived, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
       RETURNING id, en_name, es_name, archived`,
      [randomUUID(), input.en_name.trim(), input.es_name.trim(), input.archived ?? false, now],
    );
    return rows[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict({ messageKey: 'catalogue.exists', cause: err });
    throw err;
  }
}

export async function updateEntry(
  deps: Deps,
  auth: AuthContext,
  table: Catalogue,
  input: AmenityUpsert,
): Promise<CatalogueEntry> {
  requireStaff(auth);
  if (!input.id) throw validationFailed([{ path: '/id', key: 'validation.required' }]);
  const { rows } = await deps.db.query<CatalogueEntry>(
    `UPDATE ${table} SET en_name = $2, es_name = $3, archived = COALESCE($4, archived), updated_at = $5
      WHERE id = $1 RETURNING id, en_name, es_name, archived`,
    [input.id, input.en_name.trim(), input.es_name.trim(), input.archived ?? null, deps.now()],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Archive (or restore) instead of delete: properties keep their references. */
export async function archiveEntry(
  deps: Deps,
  auth: AuthContext,
  table: Catalogue,
  id: string,
  archived: boolean,
): Promise<CatalogueEntry> {
  requireStaff(auth);
  const { rows } = await deps.db.query<CatalogueEntry>(
    `UPDATE ${table} SET archived = $2, updated_at = $3 WHERE id = $1 RETURNING id, en_name, es_name, archived`,
    [id, archived, deps.now()],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}
