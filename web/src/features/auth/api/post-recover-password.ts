import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { PasswordRecovery } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/recover_password — always answers the same, whether the email exists or not. */
export const postRecoverPassword = (body: PasswordRecovery) =>
  request<void>('POST', 'auth/recover_password', { body, anonymous: true });
export const postRecoverPasswordOptions = () =>
  mutationOptions({ mutationKey: authKeys.recover(), mutationFn: postRecoverPassword });
export const usePostRecoverPassword = () => useMutation(postRecoverPasswordOptions());
