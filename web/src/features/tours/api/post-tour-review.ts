import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { listingsBuyers } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { toursKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/tour_review — the buyer's review after the tour; a second one answers 409. */
export const postTourReview = (body: RouteBody<typeof listingsBuyers.reviewTour>) =>
  api(listingsBuyers.reviewTour, { body });
export const postTourReviewOptions = () =>
  mutationOptions({ mutationKey: toursKeys.review(), mutationFn: postTourReview });
export const usePostTourReview = () => {
  const client = useQueryClient();
  return useMutation({
    ...postTourReviewOptions(),
    onSuccess: (_answer, body) =>
      client.invalidateQueries({ queryKey: toursKeys.tourRequest.one(body.tour_request_id) }),
  });
};
