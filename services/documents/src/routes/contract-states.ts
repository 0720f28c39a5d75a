import { contractStates } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { autoRenewContracts, decideRenewal } from '../app/contracts.ts';

/** §3 property_file_contract_state: the owner's renewal answer and the renewal job run by hand. */
export async function contractStateRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, contractStates, {
    decide: async (request) => decideRenewal(deps, request.auth, request.body),
    autoRenew: async (request) => ({ processed: await autoRenewContracts(deps, request.auth) }),
  });
}
