/**
 * The back office's maintenance pages (issue 19, admin console "chores, day plans"): every
 * property's chores and reports, and every day plan, with their filters in the address bar.
 */
import { CHORE_STATUSES } from '@casona/proto/enums';
import { CHORE_ORIGINS } from '@casona/proto/maintenance/admin';
import { CHORE_KINDS } from '@casona/proto/maintenance/chores';
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage, validatePageSearch } from '../../lib/routes.ts';
import {
  compact,
  optionalIsoDay,
  optionalOneOf,
  optionalString,
  optionalUuid,
  type RawSearch,
} from '../../lib/search.ts';

/** proto's SearchText: the longest search a staff list takes. */
export const SEARCH_MAX = 200;

export type AdminChoreSearch = {
  page?: number;
  q?: string;
  kind?: (typeof CHORE_KINDS)[number];
  status?: (typeof CHORE_STATUSES)[number];
  origin?: (typeof CHORE_ORIGINS)[number];
  property_id?: string;
  assigned_to?: string;
  due_from?: string;
  due_to?: string;
};

export const validateAdminChoreSearch = (raw: RawSearch): AdminChoreSearch =>
  compact({
    ...validatePageSearch(raw),
    q: optionalString(raw['q'], SEARCH_MAX),
    kind: optionalOneOf(CHORE_KINDS, raw['kind']),
    status: optionalOneOf(CHORE_STATUSES, raw['status']),
    origin: optionalOneOf(CHORE_ORIGINS, raw['origin']),
    property_id: optionalUuid(raw['property_id']),
    assigned_to: optionalUuid(raw['assigned_to']),
    due_from: optionalIsoDay(raw['due_from']),
    due_to: optionalIsoDay(raw['due_to']),
  });

export type AdminDayPlanSearch = { page?: number; q?: string; from?: string; to?: string; worker?: string };

export const validateAdminDayPlanSearch = (raw: RawSearch): AdminDayPlanSearch =>
  compact({
    ...validatePageSearch(raw),
    q: optionalString(raw['q'], SEARCH_MAX),
    from: optionalIsoDay(raw['from']),
    to: optionalIsoDay(raw['to']),
    worker: optionalUuid(raw['worker']),
  });

export const maintenanceAdminRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'chore', 'adminChore', {
      order: 64.2,
      validateSearch: validateAdminChoreSearch,
      component: lazyRouteComponent(() => import('./routes/admin-chore-page.tsx'), 'AdminChorePage'),
    }),
    adminPage(parent, 'day_plan', 'adminDayPlan', {
      order: 64.4,
      validateSearch: validateAdminDayPlanSearch,
      component: lazyRouteComponent(() => import('./routes/admin-day-plan-page.tsx'), 'AdminDayPlanPage'),
    }),
  ] as const;
