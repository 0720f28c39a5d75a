import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { maintenanceAdmin } from '@casona/proto/maintenance/admin';

import { api } from '../../../lib/api/client.ts';
import { adminMaintenanceKeys } from '../../../lib/api/query-keys.ts';
import type { AdminChoreSearch, AdminDayPlanSearch } from '../routes.ts';

/** GET /api/v1/admin/chore — every property's chores and reports by the page's filters. */
export const adminChoresOptions = (search: AdminChoreSearch) =>
  queryOptions({
    queryKey: adminMaintenanceKeys.chores(search),
    queryFn: ({ signal }) =>
      api(maintenanceAdmin.chores, { query: { ...search, page: search.page ?? 1 }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useAdminChores = (search: AdminChoreSearch) => useQuery(adminChoresOptions(search));

/** GET /api/v1/admin/day_plan — every day plan by the page's filters. */
export const adminDayPlansOptions = (search: AdminDayPlanSearch) =>
  queryOptions({
    queryKey: adminMaintenanceKeys.dayPlans(search),
    queryFn: ({ signal }) =>
      api(maintenanceAdmin.dayPlans, { query: { ...search, page: search.page ?? 1 }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useAdminDayPlans = (search: AdminDayPlanSearch) => useQuery(adminDayPlansOptions(search));
