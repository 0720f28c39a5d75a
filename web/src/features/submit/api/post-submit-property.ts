import { mutationOptions, useMutation } from '@tanstack/react-query';

import { listingsSubmission } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { submitKeys } from '../../../lib/api/query-keys.ts';

/**
 * POST /api/v1/submit_property — the eligibility form with optional photos (base64 JPEG). Signed
 * out, `profile` creates the owner's account (identity emails a set-your-password link); an email
 * that already has an account is a 409 asking them to sign in first.
 */
export const postSubmitProperty = (body: RouteBody<typeof listingsSubmission.submitProperty>) =>
  api(listingsSubmission.submitProperty, { body });
export const postSubmitPropertyOptions = () =>
  mutationOptions({ mutationKey: submitKeys.property(), mutationFn: postSubmitProperty });
export const usePostSubmitProperty = () => useMutation(postSubmitPropertyOptions());
