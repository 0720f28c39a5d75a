import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsAdminAirbnb } from '@casona/proto/listings/admin-airbnb';

import { api } from '../../../lib/api/client.ts';
import { adminAirbnbKeys } from '../../../lib/api/query-keys.ts';
import type { AdminAirbnbListingSearch } from '../routes.ts';

/** GET /api/v1/admin/airbnb_listing — every property's Airbnb listings with their calendar's health. */
export const adminAirbnbListingsOptions = (search: AdminAirbnbListingSearch) =>
  queryOptions({
    queryKey: adminAirbnbKeys.listings(search),
    queryFn: ({ signal }) =>
      api(listingsAdminAirbnb.list, { query: { ...search, page: search.page ?? 1 }, signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminAirbnbListings = (search: AdminAirbnbListingSearch) =>
  useQuery(adminAirbnbListingsOptions(search));
