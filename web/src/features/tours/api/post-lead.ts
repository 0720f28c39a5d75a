import { mutationOptions, useMutation } from '@tanstack/react-query';

import { listingsBuyers } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { toursKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/lead — an interested person leaves their details for a property → `{ id, message }`. */
export const postLead = (body: RouteBody<typeof listingsBuyers.postLead>) =>
  api(listingsBuyers.postLead, { body });
export const postLeadOptions = () => mutationOptions({ mutationKey: toursKeys.lead(), mutationFn: postLead });
export const usePostLead = () => useMutation(postLeadOptions());
