import {
  LeadPage,
  LeadPost,
  TourRequestInsert,
  TourRequestPage,
  TourRequestSummary,
  TourReviewInsert,
} from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { Type } from 'typebox';
import type { Deps } from '../app/deps.ts';
import {
  adminTourRequests,
  listLeads,
  postLead,
  requestTour,
  reviewTour,
  tourSummary,
} from '../app/buyers.ts';
import { IdParams, LeadsQuery, MessageResponse, PageQuery, errors } from '../schemas/common.ts';
import { orTryAgain } from './try-again.ts';
import { assertSubmission } from '@casona/kit/errors/submission';

const security = [{ bearer: [] }];

/** Buyers: leads, tour requests (insert_tour_request_and_lead) and tour reviews. */
export async function buyerRoutes(app: App, deps: Deps): Promise<void> {
  app.post(
    '/lead',
    {
      schema: {
        tags: ['lead'],
        summary: 'Leave your details for a published property (lead status interested)',
        body: LeadPost,
        response: { 201: Type.Object({ id: Type.String(), message: Type.String() }), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      assertSubmission('lead', request.body);
      return reply.status(201).send(await postLead(deps, request.body, request.locale));
    },
  );

  app.get(
    '/lead',
    {
      schema: {
        tags: ['lead'],
        security,
        summary:
          "A property's leads (labels that read leads), or those of every property you may read (staff: all)",
        querystring: LeadsQuery,
        response: { 200: LeadPage, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listLeads(deps, request.auth, { propertyId: request.query.property_id, page: request.query.page ?? 1 }),
  );

  app.post(
    '/tour_request',
    {
      schema: {
        tags: ['tour_request'],
        summary: 'Ask for a tour of a published property; the lead is saved with it (preprofiled)',
        body: TourRequestInsert,
        response: {
          201: Type.Object({
            tour_request_id: Type.String(),
            lead_id: Type.String(),
            message: Type.String(),
          }),
          ...errors(400, 404, 500),
        },
      },
    },
    async (request, reply) => {
      assertSubmission('tourRequest', request.body, { now: deps.now() });
      const result = await orTryAgain('tourRequest.error', () =>
        requestTour(deps, request.body, request.locale),
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/tour_request/:id',
    {
      schema: {
        tags: ['tour_request'],
        summary: 'The tour a review is about (public by its unguessable id)',
        params: IdParams,
        response: { 200: TourRequestSummary, ...errors(400, 404) },
      },
    },
    async (request) => tourSummary(deps, request.params.id),
  );

  app.get(
    '/admin/tour_request',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every tour request, newest first (staff)',
        querystring: PageQuery,
        response: { 200: TourRequestPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => adminTourRequests(deps, request.auth, request.query.page ?? 1),
  );

  app.post(
    '/tour_review',
    {
      schema: {
        tags: ['tour_review'],
        summary: 'Review a tour, once',
        body: TourReviewInsert,
        response: { 201: MessageResponse, ...errors(400, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      assertSubmission('tourReview', request.body);
      const result = await orTryAgain('tourReview.error', () =>
        reviewTour(deps, request.body, request.locale),
      );
      return reply.status(201).send(result);
    },
  );
}
