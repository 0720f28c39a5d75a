import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsAirbnbListings, type ReservationPage } from '@casona/proto/listings/airbnb-listings';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { airbnbKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/** The calendar shows every stay of the property; a page is 20, so at most this many pages are read. */
export const MAX_RESERVATION_PAGES = 50;

/**
 * GET /api/v1/property_airbnb_listing_reservation?property_id=&page= — every page (canceled stays
 * included), for the calendar and the list.
 */
export async function getAllReservations(
  propertyId: string,
  signal?: AbortSignal,
): Promise<{ items: ReservationPage['items']; total: number }> {
  const first = await api(listingsAirbnbListings.reservations, {
    query: { property_id: propertyId, page: 1 },
    signal,
  });
  const items = [...first.items];
  const pages = Math.min(MAX_RESERVATION_PAGES, Math.ceil(first.total / Math.max(1, first.pageSize)));
  for (let page = 2; page <= pages; page++) {
    const next = await api(listingsAirbnbListings.reservations, {
      query: { property_id: propertyId, page },
      signal,
    });
    items.push(...next.items);
  }
  return { items, total: first.total };
}

export const reservationsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: airbnbKeys.reservations(propertyId),
    queryFn: ({ signal }) => getAllReservations(propertyId, signal),
    retry: retryUnlessClientError,
  });
export const useReservations = (propertyId: string, enabled = true) =>
  useQuery({ ...reservationsOptions(propertyId), enabled });

/** GET /api/v1/property_airbnb_listing_block?property_id= — what the feeds closed without a booking. */
export const blocksOptions = (propertyId: string) =>
  queryOptions({
    queryKey: airbnbKeys.blocks(propertyId),
    queryFn: async ({ signal }) =>
      (await api(listingsAirbnbListings.reservationBlocks, { query: { property_id: propertyId }, signal }))
        .items,
    retry: retryUnlessClientError,
  });
export const useBlocks = (propertyId: string, enabled = true) =>
  useQuery({ ...blocksOptions(propertyId), enabled });

type ReservationSave =
  | { id?: undefined; body: RouteBody<typeof listingsAirbnbListings.createReservation> }
  | { id: string; body: RouteBody<typeof listingsAirbnbListings.updateReservation> };

/** POST a direct booking, or PATCH …/{id} a stay's guests and money (and a direct booking's dates). */
export function useSaveReservation(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.saveReservation(),
    mutationFn: (save: ReservationSave) =>
      save.id === undefined
        ? api(listingsAirbnbListings.createReservation, { body: save.body })
        : api(listingsAirbnbListings.updateReservation, { params: { id: save.id }, body: save.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.reservations(propertyId) }),
  });
}

/** POST …/{id}/cancel — cancel a direct booking by hand (reservation delete); the row stays, canceled. */
export function useCancelReservation(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.cancelReservation(),
    mutationFn: (id: string) => api(listingsAirbnbListings.cancelReservation, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.reservations(propertyId) }),
  });
}
