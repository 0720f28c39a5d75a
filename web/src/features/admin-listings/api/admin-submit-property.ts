import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { SubmitProperty, SubmitPropertyResponse } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { adminListingsKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/admin/submit_property — staff register a property for an owner named by email. */
export const postAdminSubmitProperty = (body: SubmitProperty & { owner_email?: string }) =>
  request<SubmitPropertyResponse>('POST', 'admin/submit_property', { body });
export const postAdminSubmitPropertyOptions = () =>
  mutationOptions({ mutationKey: adminListingsKeys.submitProperty(), mutationFn: postAdminSubmitProperty });
export const usePostAdminSubmitProperty = () => useMutation(postAdminSubmitPropertyOptions());
