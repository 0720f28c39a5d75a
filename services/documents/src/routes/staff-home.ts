import { documentsStaffHome } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { expiringFiles } from '../app/staff-home.ts';

/** The staff home's documents card (issue 19). */
export async function staffHomeRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, documentsStaffHome, {
    expiringFiles: async (request) => expiringFiles(deps, request.query.page ?? 1),
  });
}
