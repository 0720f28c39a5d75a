import {
  Amenity,
  AmenityList,
  AmenityUpsert,
  NeighborhoodInsight,
  NeighborhoodInsightList,
} from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import type { Deps } from '../app/deps.ts';
import {
  archiveEntry,
  createEntry,
  listActive,
  listAll,
  updateEntry,
  type Catalogue,
} from '../app/catalogues.ts';
import { ArchiveBody, CatalogueCreate, IdParams, errors } from '../schemas/common.ts';

const security = [{ bearer: [] }];

/** Amenities and neighborhood insights: public lists, staff upkeep (archive instead of delete). */
export async function catalogueRoutes(app: App, deps: Deps): Promise<void> {
  for (const table of ['amenity', 'neighborhood_insight'] as Catalogue[]) {
    const Entry = table === 'amenity' ? Amenity : NeighborhoodInsight;
    const List = table === 'amenity' ? AmenityList : NeighborhoodInsightList;
    const tags = [table];

    app.get(
      `/${table}`,
      { schema: { tags, summary: `The ${table} catalogue (not archived)`, response: { 200: List } } },
      async () => ({ items: await listActive(deps.db, table) }),
    );

    app.get(
      `/admin/${table}`,
      {
        schema: {
          tags: ['admin'],
          security,
          summary: `Every ${table}, archived ones last (staff)`,
          response: { 200: List, ...errors(401, 403) },
        },
      },
      async (request) => ({ items: await listAll(deps, request.auth, table) }),
    );

    app.post(
      `/admin/${table}`,
      {
        schema: {
          tags: ['admin'],
          security,
          summary: `Add a ${table} (staff; the server chooses its id)`,
          body: CatalogueCreate,
          response: { 201: Entry, ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createEntry(deps, request.auth, table, request.body)),
    );

    app.patch(
      `/admin/${table}`,
      {
        schema: {
          tags: ['admin'],
          security,
          summary: `Rename a ${table} (staff; body with its id)`,
          body: AmenityUpsert,
          response: { 200: Entry, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => updateEntry(deps, request.auth, table, request.body),
    );

    app.post(
      `/admin/${table}/:id/archive`,
      {
        schema: {
          tags: ['admin'],
          security,
          summary: `Archive or restore a ${table} (staff); entries are never deleted`,
          params: IdParams,
          body: ArchiveBody,
          response: { 200: Entry, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => archiveEntry(deps, request.auth, table, request.params.id, request.body.archived),
    );
  }
}
