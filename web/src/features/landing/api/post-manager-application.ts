import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { ManagerApplication } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { landingKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/email/wanna_be_manager — a property manager applies (spec §7). */
export const postManagerApplication = (body: ManagerApplication) =>
  request<void>('POST', 'email/wanna_be_manager', { body });
export const postManagerApplicationOptions = () =>
  mutationOptions({ mutationKey: landingKeys.managerApplication(), mutationFn: postManagerApplication });
export const usePostManagerApplication = () => useMutation(postManagerApplicationOptions());
