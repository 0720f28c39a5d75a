import { mutationOptions, useMutation } from '@tanstack/react-query';

import { listingsSubmission } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { adminListingsKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/admin/submit_property — staff register a property for an owner named by email. */
export const postAdminSubmitProperty = (body: RouteBody<typeof listingsSubmission.adminSubmitProperty>) =>
  api(listingsSubmission.adminSubmitProperty, { body });
export const postAdminSubmitPropertyOptions = () =>
  mutationOptions({ mutationKey: adminListingsKeys.submitProperty(), mutationFn: postAdminSubmitProperty });
export const usePostAdminSubmitProperty = () => useMutation(postAdminSubmitPropertyOptions());
