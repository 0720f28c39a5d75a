import { identityDemo } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { issueDemoSession } from './session.ts';

/** The public demonstration's session: /api/v1/demo/session (proto's identityDemo). */
export function demoRoutes(app: App, deps: Deps): void {
  routes(app, identityDemo, {
    session: async (_request, reply) => {
      // Each visitor gets a fresh token; no cache may hand one visitor's token to another.
      reply.header('cache-control', 'no-store');
      return issueDemoSession(deps);
    },
  });
}
