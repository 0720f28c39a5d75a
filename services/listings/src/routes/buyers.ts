import { listingsBuyers } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { assertSubmission } from '@casona/kit/errors/submission';
import {
  adminTourRequests,
  listLeads,
  listPropertyTours,
  postLead,
  requestTour,
  reviewTour,
  tourSummary,
} from '../app/buyers.ts';
import type { Deps } from '../app/deps.ts';
import { orTryAgain } from './try-again.ts';

/** Buyers: leads, tour requests (insert_tour_request_and_lead) and tour reviews. */
export async function buyerRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsBuyers, {
    postLead: async (request, reply) => {
      assertSubmission('lead', request.body);
      return reply.status(201).send(await postLead(deps, request.body, request.locale));
    },
    leads: async (request) =>
      listLeads(deps, request.auth, { propertyId: request.query.property_id, page: request.query.page ?? 1 }),
    requestTour: async (request, reply) => {
      assertSubmission('tourRequest', request.body, { now: deps.now() });
      const result = await orTryAgain('tourRequest.error', () =>
        requestTour(deps, request.body, request.locale),
      );
      return reply.status(201).send(result);
    },
    tourSummary: async (request) => tourSummary(deps, request.params.id),
    adminTourRequests: async (request) =>
      adminTourRequests(deps, request.auth, request.query.page ?? 1, request.query.q),
    propertyTours: async (request) =>
      listPropertyTours(deps, request.auth, {
        propertyId: request.query.property_id,
        page: request.query.page ?? 1,
      }),
    reviewTour: async (request, reply) => {
      assertSubmission('tourReview', request.body);
      const result = await orTryAgain('tourReview.error', () =>
        reviewTour(deps, request.body, request.locale),
      );
      return reply.status(201).send(result);
    },
  });
}
