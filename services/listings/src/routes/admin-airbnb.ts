import { listingsAdminAirbnb } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { adminAirbnbListings } from '../app/admin-airbnb.ts';
import type { Deps } from '../app/deps.ts';

/** The back office's Airbnb listings (issue 19, admin console). */
export async function adminAirbnbRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsAdminAirbnb, {
    list: async (request) => adminAirbnbListings(deps, request.query),
  });
}
