import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsAirbnbListings } from '@casona/proto/listings/airbnb-listings';

import { api } from '../../../lib/api/client.ts';
import { airbnbKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/**
 * GET /api/v1/property_airbnb_listing/stale — the Airbnb listings of the person's properties whose
 * calendar has not synced for 24 h, longest stale first (labels that read Airbnb listings).
 */
export const staleFeedsOptions = () =>
  queryOptions({
    queryKey: airbnbKeys.stale(),
    queryFn: async ({ signal }) => (await api(listingsAirbnbListings.staleAirbnbListings, { signal })).items,
    retry: retryUnlessClientError,
    staleTime: 60_000,
  });
export const useStaleFeeds = () => useQuery(staleFeedsOptions());
