import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { TourReviewInsert } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** POST /api/v1/tour_review — the buyer's review after the tour. */
export const postTourReview = (body: TourReviewInsert) => request<void>('POST', 'tour_review', { body });
export const postTourReviewOptions = () =>
  mutationOptions({ mutationKey: ['tour-review'], mutationFn: postTourReview });
export const usePostTourReview = () => useMutation(postTourReviewOptions());
