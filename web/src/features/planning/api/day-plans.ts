import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { DayPlanView } from '@casona/proto/maintenance/day-plans';
import { maintenanceDayPlans } from '@casona/proto/maintenance/day-plans';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { planningKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/day_plan/day?d= — the day across the caller's properties, its workers and plans. */
export const planningDayOptions = (date: string) =>
  queryOptions({
    queryKey: planningKeys.day(date),
    queryFn: ({ signal }) => api(maintenanceDayPlans.planningDay, { query: { d: date }, signal }),
  });
export const usePlanningDay = (date: string | undefined) =>
  useQuery({ ...planningDayOptions(date ?? ''), enabled: date !== undefined });

/** GET /api/v1/day_plan/{id} — a plan with each worker's route. */
export const dayPlanOptions = (id: string) =>
  queryOptions({
    queryKey: planningKeys.plan(id),
    queryFn: ({ signal }) => api(maintenanceDayPlans.getDayPlan, { params: { id }, signal }),
    retry: false,
  });
export const useDayPlan = (id: string) => useQuery(dayPlanOptions(id));

function useStorePlan() {
  const client = useQueryClient();
  return (plan: DayPlanView) => {
    client.setQueryData(planningKeys.plan(plan.id), plan);
    return client.invalidateQueries({ queryKey: planningKeys.day(plan.schedule_date) });
  };
}

/** POST /api/v1/day_plan — a new plan. */
export function useCreateDayPlan() {
  const store = useStorePlan();
  return useMutation({
    mutationKey: planningKeys.save(),
    mutationFn: (body: RouteBody<typeof maintenanceDayPlans.createDayPlan>) =>
      api(maintenanceDayPlans.createDayPlan, { body }),
    onSuccess: store,
  });
}

/** PUT /api/v1/day_plan/{id} — its day, properties, workers and permissions. */
export function useUpdateDayPlan(id: string) {
  const store = useStorePlan();
  return useMutation({
    mutationKey: planningKeys.save(),
    mutationFn: (body: RouteBody<typeof maintenanceDayPlans.updateDayPlan>) =>
      api(maintenanceDayPlans.updateDayPlan, { params: { id }, body }),
    onSuccess: store,
  });
}

export function useDeleteDayPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: planningKeys.delete(),
    mutationFn: (id: string) => api(maintenanceDayPlans.deleteDayPlan, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: planningKeys.all() }),
  });
}

/** POST /api/v1/day_plan_worker_schedule and DELETE …/{id}: a worker's stops; the answer is the plan. */
export function useSaveStop() {
  const store = useStorePlan();
  return useMutation({
    mutationKey: planningKeys.stop(),
    mutationFn: (body: RouteBody<typeof maintenanceDayPlans.upsertWorkerSchedule>) =>
      api(maintenanceDayPlans.upsertWorkerSchedule, { body }),
    onSuccess: store,
  });
}
export function useDeleteStop() {
  const store = useStorePlan();
  return useMutation({
    mutationKey: planningKeys.stop(),
    mutationFn: (id: string) => api(maintenanceDayPlans.deleteWorkerSchedule, { params: { id } }),
    onSuccess: store,
  });
}
