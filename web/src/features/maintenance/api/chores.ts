/**
 * Chores and reports (maintenance, proto `maintenanceChores`): the §4 list, one chore, and every
 * write — post, update, solve, delete, move, report, trigger and recurrence. Each write refreshes
 * every chore list (a solve or a move shows on the chores, rules, reports and worker pages).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maintenanceChores, type ChoreListQuery } from '@casona/proto/maintenance/chores';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { maintenanceKeys } from '../../../lib/api/query-keys.ts';

export const choreListOptions = (query: ChoreListQuery) =>
  queryOptions({
    queryKey: maintenanceKeys.list(query),
    queryFn: ({ signal }) => api(maintenanceChores.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
export const useChoreList = (query: ChoreListQuery, enabled = true) =>
  useQuery({ ...choreListOptions(query), enabled });

function useChoreWrite<TBody, TAnswer>(key: readonly unknown[], write: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: maintenanceKeys.all() }),
  });
}

export const usePostChore = () =>
  useChoreWrite(maintenanceKeys.save(), (body: RouteBody<typeof maintenanceChores.post>) =>
    api(maintenanceChores.post, { body }),
  );
export const useUpdateChore = () =>
  useChoreWrite(maintenanceKeys.save(), (body: RouteBody<typeof maintenanceChores.update>) =>
    api(maintenanceChores.update, { body }),
  );
export const useSolveChore = () =>
  useChoreWrite(maintenanceKeys.solve(), (body: RouteBody<typeof maintenanceChores.solve>) =>
    api(maintenanceChores.solve, { body }),
  );
export const useDeleteChore = () =>
  useChoreWrite(maintenanceKeys.delete(), (id: string) => api(maintenanceChores.remove, { params: { id } }));
export const useMoveChore = () =>
  useChoreWrite(maintenanceKeys.move(), (body: RouteBody<typeof maintenanceChores.move>) =>
    api(maintenanceChores.move, { body }),
  );
export const usePostReport = () =>
  useChoreWrite(maintenanceKeys.save(), (body: RouteBody<typeof maintenanceChores.report>) =>
    api(maintenanceChores.report, { body }),
  );
export const useSetTrigger = () =>
  useChoreWrite(maintenanceKeys.save(), (body: RouteBody<typeof maintenanceChores.trigger>) =>
    api(maintenanceChores.trigger, { body }),
  );
export const useSetRecurrence = () =>
  useChoreWrite(maintenanceKeys.save(), (body: RouteBody<typeof maintenanceChores.recurrence>) =>
    api(maintenanceChores.recurrence, { body }),
  );
