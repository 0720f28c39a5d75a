import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { ManagerApplication, MessageAnswer } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** POST /api/v1/email/wanna_be_manager — a manager applies, from a property page, to manage it. */
export const postManagerApplication = (body: ManagerApplication & { property_id: string }) =>
  request<MessageAnswer>('POST', 'email/wanna_be_manager', { body });
export const postManagerApplicationOptions = () =>
  mutationOptions({ mutationKey: ['manager-application'], mutationFn: postManagerApplication });
export const usePostManagerApplication = () => useMutation(postManagerApplicationOptions());
