import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsBuyers } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { toursKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/tour_request/{id} — public by its unguessable id: the property and whether it was reviewed. */
export const getTourRequest = (id: string, signal?: AbortSignal) =>
  api(listingsBuyers.tourSummary, { params: { id }, signal });

export const tourRequestOptions = (id: string) =>
  queryOptions({
    queryKey: toursKeys.tourRequest.one(id),
    queryFn: ({ signal }) => getTourRequest(id, signal),
    retry: retryUnlessClientError,
  });

export const useTourRequest = (id: string | undefined) =>
  useQuery({ ...tourRequestOptions(id ?? ''), enabled: Boolean(id) });
