import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { SubmitProperty } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** POST /api/v1/submit_property — the eligibility form with optional photos (base64 JPEG). */
export const postSubmitProperty = (body: SubmitProperty) =>
  request<{ id: string }>('POST', 'submit_property', { body });
export const postSubmitPropertyOptions = () =>
  mutationOptions({ mutationKey: ['submit-property'], mutationFn: postSubmitProperty });
export const usePostSubmitProperty = () => useMutation(postSubmitPropertyOptions());
