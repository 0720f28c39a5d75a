import { listingsAirbnbListings } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import {
  deleteAirbnbListing,
  listAirbnbListings,
  updateAirbnbListing,
  updateAirbnbListingHours,
  upsertAirbnbListing,
} from '../app/airbnb-listings.ts';
import { airbnbListingSyncLog, staleAirbnbListings, syncAirbnbListingNow } from '../app/calendar-sync.ts';
import type { Deps } from '../app/deps.ts';
import {
  cancelReservation,
  createReservation,
  listReservationBlocks,
  listReservations,
  updateReservation,
} from '../app/reservations.ts';

/** A property's Airbnb listings (issue 12): upsert, delete, hours to clean, sync now and its log. */
export async function airbnbListingRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsAirbnbListings, {
    airbnbListings: async (request) => ({
      items: await listAirbnbListings(deps, request.auth, request.query.property_id),
    }),
    createAirbnbListing: async (request, reply) =>
      reply.status(201).send(await upsertAirbnbListing(deps, request.auth, request.body)),
    updateAirbnbListing: async (request) =>
      updateAirbnbListing(deps, request.auth, request.params.id, request.body),
    updateAirbnbListingHours: async (request) =>
      updateAirbnbListingHours(deps, request.auth, request.params.id, request.body),
    deleteAirbnbListing: async (request, reply) => {
      await deleteAirbnbListing(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    staleAirbnbListings: async (request) => staleAirbnbListings(deps, request.auth),
    syncAirbnbListing: async (request) => syncAirbnbListingNow(deps, request.auth, request.params.id),
    airbnbListingSyncLog: async (request) => airbnbListingSyncLog(deps, request.auth, request.params.id),
    reservations: async (request) =>
      listReservations(deps, request.auth, {
        propertyId: request.query.property_id,
        page: request.query.page ?? 1,
      }),
    reservationBlocks: async (request) =>
      listReservationBlocks(deps, request.auth, request.query.property_id),
    createReservation: async (request, reply) =>
      reply.status(201).send(await createReservation(deps, request.auth, request.body)),
    updateReservation: async (request) =>
      updateReservation(deps, request.auth, request.params.id, request.body),
    cancelReservation: async (request) => cancelReservation(deps, request.auth, request.params.id),
  });
}
