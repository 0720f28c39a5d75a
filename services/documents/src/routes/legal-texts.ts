import { legalTexts } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { acceptLegalTexts, acceptanceOf, latestLegalText, publishLegalText } from '../app/legal-texts.ts';

/** §3 privacy_policy and terms_and_conditions, and app_acceptance. */
export async function legalTextRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, legalTexts, {
    privacyPolicy: async () => latestLegalText(deps, 'privacy_policy'),
    publishPrivacyPolicy: async (request, reply) =>
      reply.status(201).send(await publishLegalText(deps, request.auth, 'privacy_policy', request.body)),
    termsAndConditions: async () => latestLegalText(deps, 'terms_and_conditions'),
    publishTermsAndConditions: async (request, reply) =>
      reply
        .status(201)
        .send(await publishLegalText(deps, request.auth, 'terms_and_conditions', request.body)),
    acceptance: async (request) => acceptanceOf(deps, request.auth),
    accept: async (request) => acceptLegalTexts(deps, request.auth, request.body),
  });
}
