/** Chores, scheduled chores and reports (spec §2 /dashboard/maintenance/*, issue 13). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { CHORE_DUE_DATE_FILTERS, CHORE_STATUSES } from '@casona/proto/enums';

import { dashboardPage, EVERYONE, nav, OWNERS, validatePageSearch } from '../../lib/routes.ts';
import {
  compact,
  optionalIsoDay,
  optionalOneOf,
  optionalString,
  optionalUuid,
  type RawSearch,
} from '../../lib/search.ts';

/** §4's filters in the address bar, so a filtered list can be shared and survives a reload. */
export type ChoreSearch = {
  property_id?: string;
  due_date?: (typeof CHORE_DUE_DATE_FILTERS)[number];
  due_from?: string;
  due_to?: string;
  assignee?: string;
  created_by?: string;
  created_from?: string;
  created_to?: string;
  name?: string;
  status?: (typeof CHORE_STATUSES)[number];
  rules?: 'trigger' | 'recurrence';
  page?: number;
};

export const validateChoreSearch = (raw: RawSearch): ChoreSearch =>
  compact({
    property_id: optionalUuid(raw['property_id']),
    due_date: optionalOneOf(CHORE_DUE_DATE_FILTERS, raw['due_date']),
    due_from: optionalIsoDay(raw['due_from']),
    due_to: optionalIsoDay(raw['due_to']),
    assignee: raw['assignee'] === 'free' ? 'free' : optionalUuid(raw['assignee']),
    created_by: optionalUuid(raw['created_by']),
    created_from: optionalIsoDay(raw['created_from']),
    created_to: optionalIsoDay(raw['created_to']),
    name: optionalString(raw['name'], 100),
    status: optionalOneOf(CHORE_STATUSES, raw['status']),
    rules: optionalOneOf(['trigger', 'recurrence'] as const, raw['rules']),
    ...validatePageSearch(raw),
  });

export const maintenanceDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/maintenance/chore', 'maintenanceChore', {
      nav: nav('properties', 'maintenanceChore', 15, OWNERS),
      validateSearch: validateChoreSearch,
      component: lazyRouteComponent(() => import('./routes/chores-page.tsx'), 'ChoresPage'),
    }),
    dashboardPage(parent, '/dashboard/maintenance/chore_schedule', 'maintenanceChoreSchedule', {
      nav: nav('properties', 'maintenanceChoreSchedule', 16, OWNERS),
      validateSearch: validateChoreSearch,
      component: lazyRouteComponent(() => import('./routes/chore-schedule-page.tsx'), 'ChoreSchedulePage'),
    }),
    dashboardPage(parent, '/dashboard/maintenance/report', 'maintenanceReport', {
      nav: nav('properties', 'maintenanceReport', 17, EVERYONE),
      validateSearch: validateChoreSearch,
      component: lazyRouteComponent(() => import('./routes/reports-page.tsx'), 'ReportsPage'),
    }),
  ] as const;
