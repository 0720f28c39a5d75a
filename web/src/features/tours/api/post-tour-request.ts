import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { TourRequestAnswer, TourRequestInsert } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { toursKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/tour_request — inserts the tour request and its lead (insert_tour_request_and_lead). */
export const postTourRequest = (body: TourRequestInsert) =>
  request<TourRequestAnswer>('POST', 'tour_request', { body });
export const postTourRequestOptions = () =>
  mutationOptions({ mutationKey: toursKeys.tourRequest.post(), mutationFn: postTourRequest });
export const usePostTourRequest = () => useMutation(postTourRequestOptions());
