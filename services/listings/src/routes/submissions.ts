import { listingsSubmission } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { Deps } from '../app/deps.ts';
import { submitProperty } from '../app/submission.ts';
import { orTryAgain } from './try-again.ts';

/** The eligibility form (§2 /submit_property) and staff's version of it. */
export async function submissionRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsSubmission, {
    submitProperty: async (request, reply) => {
      assertSubmission('submitProperty', request.body);
      const result = await orTryAgain('submitProperty.error', () =>
        submitProperty(deps, request.auth, request.body, { locale: request.locale }),
      );
      return reply.status(201).send(result);
    },
    adminSubmitProperty: async (request, reply) => {
      assertSubmission('submitProperty', request.body);
      const { owner_email: ownerEmail, ...body } = request.body;
      const result = await orTryAgain('submitProperty.error', () =>
        submitProperty(deps, request.auth, body, { locale: request.locale, ownerEmail }),
      );
      return reply.status(201).send(result);
    },
  });
}
