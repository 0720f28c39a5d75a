import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PAGE_SIZE, type AmenityUpsert } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { isUniqueViolation, type Queryable } from '@casona/kit/db/queryable';
import { conflict, notFound, validationFailed } from '@casona/kit/errors/errors';
import {
  activeEntries,
  activeIdsAmong,
  allEntries,
  entryById,
  insertEntry,
  renameEntry,
  setArchived,
  type Catalogue,
  type CatalogueEntry,
} from './catalogue-store.ts';
import type { Deps } from './deps.ts';
// A function import: properties.ts imports this module too, and both are only called at run time.
import { pageOf, type Page } from './properties.ts';

export type { Catalogue, CatalogueEntry } from './catalogue-store.ts';

/** The public list: entries not archived, by Spanish name. */
export const listActive = (q: Queryable, table: Catalogue): Promise<CatalogueEntry[]> =>
  activeEntries(q, table);

/** Every id must name a catalogue entry that is not archived (a 400 on `path` otherwise). */
export async function assertActiveCatalogueIds(
  q: Queryable,
  table: Catalogue,
  ids: readonly string[],
  path: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await activeIdsAmong(q, table, ids);
  if (found.length !== new Set(ids).size) {
    const key = table === 'amenity' ? 'amenity.unknown' : 'neighborhoodInsight.unknown';
    throw validationFailed([{ path, key }]);
  }
}

/** Staff's list: every entry, archived ones last, a page at a time; `q` searches both names. */
export async function listAll(
  deps: Deps,
  auth: AuthContext,
  table: Catalogue,
  query: { page: number; q?: string | undefined },
): Promise<Page<CatalogueEntry>> {
  requireStaff(auth);
  const { total, rows } = await allEntries(deps.db, table, pageOf(query.page), query.q);
  return { items: rows, total, page: query.page, pageSize: PAGE_SIZE };
}

/** A new entry; its id is always the server's (a client never chooses ids on create). */
export async function createEntry(
  deps: Deps,
  auth: AuthContext,
  table: Catalogue,
  input: Omit<AmenityUpsert, 'id'>,
): Promise<CatalogueEntry> {
  requireStaff(auth);
  try {
    return await deps.db.tx(async (tx) => {
      const entry = await insertEntry(tx, table, {
        id: randomUUID(),
        en_name: input.en_name.trim(),
        es_name: input.es_name.trim(),
        archived: input.archived ?? false,
        now: deps.now(),
      });
      await auditEntry(deps, tx, auth, table, 'CATALOGUE_ENTRY_CREATED', null, entry);
      return entry;
    });
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
  const id = input.id;
  return deps.db.tx(async (tx) => {
    const before = await entryById(tx, table, id);
    const entry = await renameEntry(tx, table, {
      id,
      en_name: input.en_name.trim(),
      es_name: input.es_name.trim(),
      archived: input.archived ?? null,
      now: deps.now(),
    });
    if (!entry || !before) throw notFound();
    await auditEntry(deps, tx, auth, table, 'CATALOGUE_ENTRY_UPDATED', before, entry);
    return entry;
  });
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
  return deps.db.tx(async (tx) => {
    const before = await entryById(tx, table, id);
    const entry = await setArchived(tx, table, id, archived, deps.now());
    if (!entry || !before) throw notFound();
    await auditEntry(deps, tx, auth, table, 'CATALOGUE_ENTRY_UPDATED', before, entry);
    return entry;
  });
}

/** The audit entry of a staff change to a catalogue (issue 19): names and archived, before and after. */
async function auditEntry(
  deps: Deps,
  tx: pg.ClientBase,
  auth: AuthContext,
  table: Catalogue,
  action: 'CATALOGUE_ENTRY_CREATED' | 'CATALOGUE_ENTRY_UPDATED',
  before: CatalogueEntry | null,
  after: CatalogueEntry,
): Promise<void> {
  const fields = (e: CatalogueEntry) => ({ es_name: e.es_name, en_name: e.en_name, archived: e.archived });
  await audit(deps, tx, auth, {
    action,
    entity: table,
    entityId: after.id,
    entityLabel: after.es_name,
    before: before && fields(before),
    after: fields(after),
  });
}
