import { auditAdmin } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { auditEntries } from '../app/audit.ts';

/** The staff audit log (proto's auditAdmin): read only; entries arrive as events. */
export function auditRoutes(app: App, deps: Deps): void {
  routes(app, auditAdmin, {
    entries: async (request) => auditEntries(deps, request.query),
  });
}
