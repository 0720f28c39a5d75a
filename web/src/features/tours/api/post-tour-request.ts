import { mutationOptions, useMutation } from '@tanstack/react-query';

import { listingsBuyers } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { toursKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/tour_request — inserts the tour request and its lead (insert_tour_request_and_lead). */
export const postTourRequest = (body: RouteBody<typeof listingsBuyers.requestTour>) =>
  api(listingsBuyers.requestTour, { body });
export const postTourRequestOptions = () =>
  mutationOptions({ mutationKey: toursKeys.tourRequest.post(), mutationFn: postTourRequest });
export const usePostTourRequest = () => useMutation(postTourRequestOptions());
