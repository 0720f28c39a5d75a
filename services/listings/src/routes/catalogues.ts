import { listingsCatalogues } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { archiveEntry, createEntry, listActive, listAll, updateEntry } from '../app/catalogues.ts';
import type { Deps } from '../app/deps.ts';

/** Amenities and neighborhood insights: public lists, staff upkeep (archive instead of delete). */
export async function catalogueRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsCatalogues, {
    amenities: async () => ({ items: await listActive(deps.db, 'amenity') }),
    adminAmenities: async (request) =>
      listAll(deps, request.auth, 'amenity', { page: request.query.page ?? 1, q: request.query.q }),
    createAmenity: async (request, reply) =>
      reply.status(201).send(await createEntry(deps, request.auth, 'amenity', request.body)),
    renameAmenity: async (request) => updateEntry(deps, request.auth, 'amenity', request.body),
    archiveAmenity: async (request) =>
      archiveEntry(deps, request.auth, 'amenity', request.params.id, request.body.archived),
    insights: async () => ({ items: await listActive(deps.db, 'neighborhood_insight') }),
    adminInsights: async (request) =>
      listAll(deps, request.auth, 'neighborhood_insight', {
        page: request.query.page ?? 1,
        q: request.query.q,
      }),
    createInsight: async (request, reply) =>
      reply.status(201).send(await createEntry(deps, request.auth, 'neighborhood_insight', request.body)),
    renameInsight: async (request) => updateEntry(deps, request.auth, 'neighborhood_insight', request.body),
    archiveInsight: async (request) =>
      archiveEntry(deps, request.auth, 'neighborhood_insight', request.params.id, request.body.archived),
  });
}
