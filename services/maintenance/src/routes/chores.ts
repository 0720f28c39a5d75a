import { maintenanceChores } from '@casona/proto/maintenance/chores';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { moveChore } from '../app/chore-move.ts';
import {
  getChore,
  listChoresFor,
  postChore,
  postReport,
  removeChore,
  setRecurrence,
  setTrigger,
  solveChore,
  updateChoreFields,
} from '../app/chores.ts';
import type { Deps } from '../app/deps.ts';

/** Chores and reports: the §4 list, post/update/solve/delete, triggers, recurrence, reports, moving. */
export async function choreRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, maintenanceChores, {
    list: async (request) => listChoresFor(deps, request.auth, request.query, request.locale),
    get: async (request) => getChore(deps, request.auth, request.params.id, request.locale),
    post: async (request, reply) =>
      reply.status(201).send(await postChore(deps, request.auth, request.body, request.locale)),
    update: async (request) => updateChoreFields(deps, request.auth, request.body, request.locale),
    solve: async (request) => solveChore(deps, request.auth, request.body, request.locale),
    remove: async (request, reply) => {
      await removeChore(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    move: async (request) => moveChore(deps, request.auth, request.body),
    trigger: async (request) => setTrigger(deps, request.auth, request.body, request.locale),
    recurrence: async (request) => setRecurrence(deps, request.auth, request.body, request.locale),
    report: async (request, reply) =>
      reply.status(201).send(await postReport(deps, request.auth, request.body, request.locale)),
  });
}
