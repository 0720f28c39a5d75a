import { listingsExternalListings } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import {
  deleteExternalListing,
  listExternalListings,
  upsertExternalListing,
} from '../app/external-listings.ts';

/** Where else a property is advertised (§5 external listing types). */
export async function externalListingRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsExternalListings, {
    externalListings: async (request) => ({
      items: await listExternalListings(deps, request.auth, request.query.property_id),
    }),
    upsertExternalListing: async (request, reply) =>
      reply.status(201).send(await upsertExternalListing(deps, request.auth, request.body)),
    deleteExternalListing: async (request, reply) => {
      await deleteExternalListing(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
