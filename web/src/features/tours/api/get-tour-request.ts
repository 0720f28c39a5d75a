import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TourRequestSummary } from '../../../lib/api/contracts.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { request } from '../../../lib/api/transport.ts';
import { toursKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/tour_request/{id} — public by its unguessable id: the property and whether it was reviewed. */
export const getTourRequest = (id: string, signal?: AbortSignal) =>
  request<TourRequestSummary>('GET', `tour_request/${encodeURIComponent(id)}`, { signal });

export const tourRequestOptions = (id: string) =>
  queryOptions({
    queryKey: toursKeys.tourRequest.one(id),
    queryFn: ({ signal }) => getTourRequest(id, signal),
    retry: retryUnlessClientError,
  });

export const useTourRequest = (id: string | undefined) =>
  useQuery({ ...tourRequestOptions(id ?? ''), enabled: Boolean(id) });
