import { listingsAirbnbProfiles } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import {
  adminAirbnbProfiles,
  adminAirbnbReviews,
  createAirbnbProfile,
  createAirbnbReview,
  deleteAirbnbProfile,
  deleteAirbnbReview,
  propertyAirbnbProfiles,
  propertyAirbnbReviews,
  updateAirbnbProfile,
  updateAirbnbReview,
} from '../app/airbnb-profiles.ts';
import type { Deps } from '../app/deps.ts';

/** Airbnb profiles and listing reviews: a property's (members), and staff's upkeep. */
export async function airbnbProfileRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsAirbnbProfiles, {
    propertyAirbnbProfiles: async (request) => ({
      items: await propertyAirbnbProfiles(deps, request.auth, request.query.property_id),
    }),
    propertyAirbnbReviews: async (request) => propertyAirbnbReviews(deps, request.auth, request.query),
    adminAirbnbProfiles: async (request) => adminAirbnbProfiles(deps, request.auth, request.query),
    createAirbnbProfile: async (request, reply) =>
      reply.status(201).send(await createAirbnbProfile(deps, request.auth, request.body)),
    updateAirbnbProfile: async (request) =>
      updateAirbnbProfile(deps, request.auth, request.params.id, request.body),
    deleteAirbnbProfile: async (request, reply) => {
      await deleteAirbnbProfile(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    adminAirbnbReviews: async (request) => adminAirbnbReviews(deps, request.auth, request.query),
    createAirbnbReview: async (request, reply) =>
      reply.status(201).send(await createAirbnbReview(deps, request.auth, request.body)),
    updateAirbnbReview: async (request) =>
      updateAirbnbReview(deps, request.auth, request.params.id, request.body),
    deleteAirbnbReview: async (request, reply) => {
      await deleteAirbnbReview(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
