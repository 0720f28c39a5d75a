/**
 * The back office's chores and day plans (issue 19): staff find any property's chore or any day
 * plan — the property's own screens open one property at a time. Staff only: the gateway and the
 * route (proto's `auth: 'staff'` with ADMIN_FAMILY_STAFF_ROLES) check the role.
 */
import { PAGE_SIZE } from '@casona/proto/constants';
import type {
  AdminChore,
  AdminChorePage,
  AdminChoreQuery,
  AdminDayPlanPage,
  AdminDayPlanQuery,
} from '@casona/proto/maintenance/admin';
import { containsPattern } from '@casona/kit/db/contains';
import { validationFailed } from '@casona/kit/errors/errors';
import { adminChores, adminDayPlans } from './admin-store.ts';
import type { Deps } from './deps.ts';

/** 400 'The start date must not be later than the end date.' on the range's end. */
function requireOrdered(from: string | undefined, to: string | undefined, toParam: string): void {
  if (from && to && from > to)
    throw validationFailed([{ path: `/querystring/${toParam}`, key: 'validation.dateRange' }]);
}

const person = (id: string | null, name: string | null) => (id ? { profile_id: id, name } : null);

/** GET /admin/chore */
export async function adminChoreList(
  deps: Pick<Deps, 'db'>,
  query: AdminChoreQuery,
): Promise<AdminChorePage> {
  requireOrdered(query.due_from, query.due_to, 'due_to');
  const page = query.page ?? 1;
  const { rows, total } = await adminChores(
    deps.db,
    {
      q: containsPattern(query.q),
      kind: query.kind ?? null,
      status: query.status ?? null,
      origin: query.origin ?? null,
      propertyId: query.property_id ?? null,
      assignedTo: query.assigned_to ?? null,
      dueFrom: query.due_from ?? null,
      dueTo: query.due_to ?? null,
    },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return {
    total,
    page,
    pageSize: PAGE_SIZE,
    items: rows.map((r): AdminChore => ({
      id: r.id,
      property_id: r.property_id,
      property_name: r.property_name,
      kind: r.kind,
      name: r.name,
      type: r.type as AdminChore['type'],
      status: r.status,
      origin: r.origin,
      is_rule: r.is_rule,
      due_date: r.due_date,
      assigned_to: person(r.assigned_to, r.assignee_name),
      canceled_at: r.canceled_at?.toISOString() ?? null,
      cancel_reason: r.cancel_reason,
      created_at: r.created_at.toISOString(),
    })),
  };
}

/** GET /admin/day_plan */
export async function adminDayPlanList(
  deps: Pick<Deps, 'db'>,
  query: AdminDayPlanQuery,
): Promise<AdminDayPlanPage> {
  requireOrdered(query.from, query.to, 'to');
  const page = query.page ?? 1;
  const { rows, total } = await adminDayPlans(
    deps.db,
    {
      q: containsPattern(query.q),
      from: query.from ?? null,
      to: query.to ?? null,
      worker: query.worker ?? null,
    },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return {
    total,
    page,
    pageSize: PAGE_SIZE,
    items: rows.map((r) => ({
      id: r.id,
      schedule_date: r.schedule_date,
      timezone: r.timezone as AdminDayPlanPage['items'][number]['timezone'],
      created_by: { profile_id: r.created_by, name: r.creator_name },
      properties: r.properties,
      workers: r.workers,
      stop_count: r.stop_count,
      created_at: r.created_at.toISOString(),
    })),
  };
}
