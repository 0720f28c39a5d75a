import { mutationOptions, useMutation } from '@tanstack/react-query';

import { identityAuth } from '@casona/proto/identity/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/recover_password — always answers the same, whether the email exists or not. */
export const postRecoverPassword = (body: RouteBody<typeof identityAuth.recoverPassword>) =>
  api(identityAuth.recoverPassword, { body, anonymous: true });
export const postRecoverPasswordOptions = () =>
  mutationOptions({ mutationKey: authKeys.recover(), mutationFn: postRecoverPassword });
export const usePostRecoverPassword = () => useMutation(postRecoverPasswordOptions());
