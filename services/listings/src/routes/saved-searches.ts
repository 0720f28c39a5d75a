import { listingsSavedSearches } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import {
  coloniaSuggestions,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
} from '../app/saved-searches.ts';

/** Saved searches (the caller's own) and the market's colonia suggestions (issue 16). */
export async function savedSearchRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsSavedSearches, {
    savedSearches: async (request) => listSavedSearches(deps, request.auth),
    createSavedSearch: async (request, reply) =>
      reply.status(201).send(await createSavedSearch(deps, request.auth, request.body)),
    deleteSavedSearch: async (request, reply) => {
      await deleteSavedSearch(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    coloniaSuggestions: async (request) => coloniaSuggestions(deps, request.query),
  });
}
