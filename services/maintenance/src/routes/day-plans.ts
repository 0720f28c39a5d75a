import { maintenanceDayPlans } from '@casona/proto/maintenance/day-plans';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import {
  createDayPlan,
  deleteDayPlan,
  deleteWorkerSchedule,
  getDayPlan,
  listDayPlans,
  updateDayPlan,
  upsertWorkerSchedule,
} from '../app/day-plans.ts';
import type { Deps } from '../app/deps.ts';
import { planningDay } from '../app/planning.ts';

/** Day plans: the day across the caller's properties, plans and their workers' stops in route order. */
export async function dayPlanRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, maintenanceDayPlans, {
    planningDay: async (request) => planningDay(deps, request.auth, request.query.d),
    listDayPlans: async (request) => listDayPlans(deps, request.auth, request.query.d),
    getDayPlan: async (request) => getDayPlan(deps, request.auth, request.params.id),
    createDayPlan: async (request) => createDayPlan(deps, request.auth, request.body),
    updateDayPlan: async (request) => updateDayPlan(deps, request.auth, request.params.id, request.body),
    deleteDayPlan: async (request, reply) => {
      await deleteDayPlan(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    upsertWorkerSchedule: async (request) => upsertWorkerSchedule(deps, request.auth, request.body),
    deleteWorkerSchedule: async (request) => deleteWorkerSchedule(deps, request.auth, request.params.id),
  });
}
