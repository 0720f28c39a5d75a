import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsAirbnbListings } from '@casona/proto/listings/airbnb-listings';

import { api } from '../../../lib/api/client.ts';
import { airbnbKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/** GET /api/v1/property_airbnb_listing/{id}/sync_log — sync health and the last 90 days of syncs. */
export const syncLogOptions = (propertyId: string, listingId: string) =>
  queryOptions({
    queryKey: airbnbKeys.syncLog(propertyId, listingId),
    queryFn: ({ signal }) =>
      api(listingsAirbnbListings.airbnbListingSyncLog, { params: { id: listingId }, signal }),
    retry: retryUnlessClientError,
  });
export const useSyncLog = (propertyId: string, listingId: string) =>
  useQuery(syncLogOptions(propertyId, listingId));

/** POST /api/v1/property_airbnb_listing/{id}/sync — sync now; refreshes the calendar and the log. */
export function useSyncNow(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.sync(),
    mutationFn: (listingId: string) =>
      api(listingsAirbnbListings.syncAirbnbListing, { params: { id: listingId } }),
    onSettled: () => client.invalidateQueries({ queryKey: airbnbKeys.ofProperty(propertyId) }),
  });
}
