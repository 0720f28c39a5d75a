import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsBuyers } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import { adminListingsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/tour_request?page= — every tour request, newest first. */
export const getAdminTourRequests = (page: number, signal?: AbortSignal) =>
  api(listingsBuyers.adminTourRequests, { query: { page }, signal });

export const adminTourRequestsOptions = (page: number) =>
  queryOptions({
    queryKey: adminListingsKeys.tourRequests(page),
    queryFn: ({ signal }) => getAdminTourRequests(page, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminTourRequests = (page: number) => useQuery(adminTourRequestsOptions(page));
