import { listingsFavourites } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { addFavourite, listFavourites, removeFavourite } from '../app/favourites.ts';

/** Favourites (issue 16): the caller's own list of published homes. */
export async function favouriteRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsFavourites, {
    favourites: async (request) => listFavourites(deps, request.auth),
    addFavourite: async (request, reply) => {
      await addFavourite(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    removeFavourite: async (request, reply) => {
      await removeFavourite(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
