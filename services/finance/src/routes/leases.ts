import { financeCommissions, financeLeases } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import {
  commissionAccrual,
  deleteCommission,
  estimate,
  getCommission,
  upsertCommission,
} from '../app/commissions.ts';
import type { Deps } from '../app/deps.ts';
import { deleteLease, getLease, upsertLease } from '../app/leases.ts';
import { requireProfile } from '@casona/kit/auth/context';

/** The lease configuration and the commission terms of a property. */
export async function leaseRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, financeLeases, {
    lease: async (request) => getLease(deps, request.auth, request.query.property_id),
    upsertLease: async (request) => upsertLease(deps, request.auth, request.body),
    deleteLease: async (request, reply) => {
      await deleteLease(deps, request.auth, request.params.property_id);
      return reply.status(204).send(null);
    },
  });
  routes(app, financeCommissions, {
    commission: async (request) => getCommission(deps, request.auth, request.query.property_id),
    upsertCommission: async (request) => upsertCommission(deps, request.auth, request.body),
    deleteCommission: async (request, reply) => {
      await deleteCommission(deps, request.auth, request.params.property_id);
      return reply.status(204).send(null);
    },
    commissionAccrual: async (request) => commissionAccrual(deps, request.auth, request.query),
    commissionEstimate: async (request) => {
      requireProfile(request.auth);
      return estimate(request.query);
    },
  });
}
