import { creditEligibility } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { eligibilityOf, limitsOf, replaceLimits } from '../app/credit.ts';

/** "Apta para crédito": the verdict with its reasons, and the published limits table. */
export async function creditEligibilityRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, creditEligibility, {
    eligibility: async (request) =>
      eligibilityOf(deps, request.auth, request.query.property_id, request.locale),
    limits: async () => limitsOf(deps),
    putLimits: async (request) => replaceLimits(deps, request.auth, request.body),
  });
}
