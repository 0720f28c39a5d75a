import { useMutation } from '@tanstack/react-query';

import { listingsSubmission } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { submitKeys } from '../../../lib/api/query-keys.ts';

/**
 * The adjusted listing goes through listings' own submission, POST /api/v1/submit_property: the
 * property in REVISION, and signed out the owner's account through identity (409 when the email
 * already has one: sign in first).
 */
export const useSubmitFromListing = () =>
  useMutation({
    mutationKey: submitKeys.property(),
    mutationFn: (body: RouteBody<typeof listingsSubmission.submitProperty>) =>
      api(listingsSubmission.submitProperty, { body }),
  });
