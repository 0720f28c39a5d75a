import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsBuyers } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import { adminListingsKeys } from '../../../lib/api/query-keys.ts';
import { compact } from '../../../lib/search.ts';

export type TourRequestFilter = { page: number; q?: string | undefined };

/** GET /api/v1/admin/tour_request?page=&q= — every tour request, newest first; q searches the buyer and the property. */
export const getAdminTourRequests = (filter: TourRequestFilter, signal?: AbortSignal) =>
  api(listingsBuyers.adminTourRequests, { query: compact(filter), signal });

export const adminTourRequestsOptions = (filter: TourRequestFilter) =>
  queryOptions({
    queryKey: adminListingsKeys.tourRequests(filter),
    queryFn: ({ signal }) => getAdminTourRequests(filter, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminTourRequests = (filter: TourRequestFilter) => useQuery(adminTourRequestsOptions(filter));
