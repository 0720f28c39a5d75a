import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { SubmitFromListing } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { submitKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/email/submit_from_listing — creates the announcement from an Airbnb listing link. */
export const postSubmitFromListing = (body: SubmitFromListing) =>
  request<void>('POST', 'email/submit_from_listing', { body });
export const postSubmitFromListingOptions = () =>
  mutationOptions({ mutationKey: submitKeys.fromListing(), mutationFn: postSubmitFromListing });
export const usePostSubmitFromListing = () => useMutation(postSubmitFromListingOptions());
