import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { financeCommissions, financeLeases } from '@casona/proto/finance/routes';
import { listingsAirbnbListings } from '@casona/proto/listings/airbnb-listings';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { airbnbKeys, financeKeys, performanceKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property_commission — the property's commission terms, or null. */
export const commissionOptions = (propertyId: string) =>
  queryOptions({
    queryKey: financeKeys.commission(propertyId),
    queryFn: ({ signal }) =>
      api(financeCommissions.commission, { query: { property_id: propertyId }, signal }),
  });
export const useCommission = (propertyId: string, enabled: boolean) =>
  useQuery({ ...commissionOptions(propertyId), enabled });

/** GET /api/v1/property_commission/accrual — what the terms earned since the lease started. */
export const useCommissionAccrual = (propertyId: string, enabled: boolean) =>
  useQuery({
    queryKey: financeKeys.accrual(propertyId),
    queryFn: ({ signal }) =>
      api(financeCommissions.commissionAccrual, { query: { property_id: propertyId }, signal }),
    enabled,
  });

/** GET /api/v1/property_commission/estimate — ADR × nights × a factor that falls each interval, six at most. */
export const estimateOptions = (averageDailyRate: number, nights: string) =>
  queryOptions({
    queryKey: financeKeys.estimate(averageDailyRate, nights),
    queryFn: ({ signal }) =>
      api(financeCommissions.commissionEstimate, {
        query: { average_daily_rate: averageDailyRate, nights },
        signal,
      }),
  });
export const useCommissionEstimate = (averageDailyRate: number, nights: string, enabled: boolean) =>
  useQuery({ ...estimateOptions(averageDailyRate, nights), enabled });

/** GET /api/v1/property_lease_configuration — the lease, or null. */
export const leaseOptions = (propertyId: string) =>
  queryOptions({
    queryKey: financeKeys.lease(propertyId),
    queryFn: ({ signal }) => api(financeLeases.lease, { query: { property_id: propertyId }, signal }),
  });
export const useLease = (propertyId: string, enabled: boolean) =>
  useQuery({ ...leaseOptions(propertyId), enabled });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: financeKeys.all() }),
      client.invalidateQueries({ queryKey: performanceKeys.all() }),
    ]);
}

/** PUT /api/v1/property_commission — the terms; the manager's share may not pass 66 % of the rents. */
export function useSaveCommission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RouteBody<typeof financeCommissions.upsertCommission>) =>
      api(financeCommissions.upsertCommission, { body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/v1/property_commission/{property_id}. */
export function useDeleteCommission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (propertyId: string) =>
      api(financeCommissions.deleteCommission, { params: { property_id: propertyId } }),
    onSuccess: refresh,
  });
}

/** PUT /api/v1/property_lease_configuration — refused (409) while the property has an Airbnb listing. */
export function useSaveLease() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RouteBody<typeof financeLeases.upsertLease>) =>
      api(financeLeases.upsertLease, { body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/v1/property_lease_configuration/{property_id}. */
export function useDeleteLease() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (propertyId: string) =>
      api(financeLeases.deleteLease, { params: { property_id: propertyId } }),
    onSuccess: refresh,
  });
}

/**
 * GET /api/v1/property_airbnb_listing?property_id= (listings) — whether the property has an Airbnb
 * listing, which rules out a lease (§5); the same cache entry as the Airbnb tab's list.
 */
export const useHasAirbnbListing = (propertyId: string, enabled: boolean) =>
  useQuery({
    queryKey: airbnbKeys.listings(propertyId),
    queryFn: async ({ signal }) =>
      (await api(listingsAirbnbListings.airbnbListings, { query: { property_id: propertyId }, signal }))
        .items,
    enabled,
    select: (items) => items.length > 0,
  });
