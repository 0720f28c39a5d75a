import { maintenanceAdmin } from '@casona/proto/maintenance/admin';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { adminChoreList, adminDayPlanList } from '../app/admin.ts';
import type { Deps } from '../app/deps.ts';

/** The back office's chores and day plans across every property (issue 19, admin console). */
export async function adminRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, maintenanceAdmin, {
    chores: async (request) => adminChoreList(deps, request.query),
    dayPlans: async (request) => adminDayPlanList(deps, request.query),
  });
}
