import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { ManagerApplication, MessageAnswer } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { propertyKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/email/wanna_be_manager — a manager applies, from a property page, to manage it. */
export const postManagerApplication = (body: ManagerApplication & { property_id: string }) =>
  request<MessageAnswer>('POST', 'email/wanna_be_manager', { body });
export const postManagerApplicationOptions = () =>
  mutationOptions({ mutationKey: propertyKeys.managerApplication(), mutationFn: postManagerApplication });
export const usePostManagerApplication = () => useMutation(postManagerApplicationOptions());
