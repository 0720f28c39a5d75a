import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Paginated, TourRequestView } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { adminListingsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/tour_request?page= — every tour request, newest first. */
export const getAdminTourRequests = (page: number, signal?: AbortSignal) =>
  request<Paginated<TourRequestView>>('GET', 'admin/tour_request', { query: { page }, signal });

export const adminTourRequestsOptions = (page: number) =>
  queryOptions({
    queryKey: adminListingsKeys.tourRequests(page),
    queryFn: ({ signal }) => getAdminTourRequests(page, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminTourRequests = (page: number) => useQuery(adminTourRequestsOptions(page));
