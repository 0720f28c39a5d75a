import { SubmitProperty, SubmitPropertyResponse } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import type { Deps } from '../app/deps.ts';
import { submitProperty } from '../app/submission.ts';
import { AdminSubmitProperty, errors } from '../schemas/common.ts';
import { assertSubmission } from '@casona/kit/errors/submission';
import { orTryAgain } from './try-again.ts';

const tags = ['property'];

/** The eligibility form (§2 /submit_property) and staff's version of it. */
export async function submissionRoutes(app: App, deps: Deps): Promise<void> {
  app.post(
    '/submit_property',
    {
      schema: {
        tags,
        summary:
          'Submit a property (signed in: you own it; anonymous: `profile` names the owner, whose account identity creates; an email that already has an account is 409, sign in first)',
        body: SubmitProperty,
        response: { 201: SubmitPropertyResponse, ...errors(400, 409, 502) },
      },
    },
    async (request, reply) => {
      assertSubmission('submitProperty', request.body);
      const result = await orTryAgain('submitProperty.error', () =>
        submitProperty(deps, request.auth, request.body, { locale: request.locale }),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/admin/submit_property',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Submit a property for an owner named by email (staff)',
        body: AdminSubmitProperty,
        response: { 201: SubmitPropertyResponse, ...errors(400, 401, 403, 502) },
      },
    },
    async (request, reply) => {
      assertSubmission('submitProperty', request.body);
      const { owner_email: ownerEmail, ...body } = request.body;
      const result = await orTryAgain('submitProperty.error', () =>
        submitProperty(deps, request.auth, body, { locale: request.locale, ownerEmail }),
      );
      return reply.status(201).send(result);
    },
  );
}
