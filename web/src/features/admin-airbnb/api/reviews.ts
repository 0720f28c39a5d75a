import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsAirbnbProfiles } from '@casona/proto/listings/airbnb-profiles';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { compact } from '../../../lib/search.ts';
import { airbnbKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

export type ReviewFilter = { page: number; q?: string | undefined };

/** GET /api/v1/admin/airbnb_profile/review?page=&q= — every listing review, newest first (staff). */
export const airbnbReviewsOptions = (filter: ReviewFilter) =>
  queryOptions({
    queryKey: airbnbKeys.profiles.reviews(filter),
    queryFn: ({ signal }) =>
      api(listingsAirbnbProfiles.adminAirbnbReviews, { query: compact(filter), signal }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
export const useAirbnbReviews = (filter: ReviewFilter) => useQuery(airbnbReviewsOptions(filter));

type ReviewSave =
  | { id?: undefined; body: RouteBody<typeof listingsAirbnbProfiles.createAirbnbReview> }
  | { id: string; body: RouteBody<typeof listingsAirbnbProfiles.updateAirbnbReview> };

/** POST a review, or PATCH …/{id} one (also the host's response); profiles' review counts follow. */
export function useSaveAirbnbReview() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.profiles.save(),
    mutationFn: (save: ReviewSave) =>
      save.id === undefined
        ? api(listingsAirbnbProfiles.createAirbnbReview, { body: save.body })
        : api(listingsAirbnbProfiles.updateAirbnbReview, { params: { id: save.id }, body: save.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.profiles.all() }),
  });
}

/** DELETE /api/v1/admin/airbnb_profile/review/{id}. */
export function useDeleteAirbnbReview() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.profiles.delete(),
    mutationFn: (id: string) => api(listingsAirbnbProfiles.deleteAirbnbReview, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.profiles.all() }),
  });
}
