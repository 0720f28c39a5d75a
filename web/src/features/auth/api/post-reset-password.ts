import { mutationOptions, useMutation } from '@tanstack/react-query';

import { identityAuth } from '@casona/proto/identity/routes';
import type { RouteAnswer, RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { setSession } from '../../../lib/api/session.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/**
 * POST /api/v1/auth/reset_password — a new password from the emailed link. Identity ends every
 * session of the account, so a session in this browser ends too. Answers the localized
 * confirmation; an expired or used link is a 400 with 'This link has expired or was already used…'.
 */
export async function postResetPassword(
  body: RouteBody<typeof identityAuth.resetPassword>,
): Promise<RouteAnswer<typeof identityAuth.resetPassword>> {
  const answer = await api(identityAuth.resetPassword, { body, anonymous: true });
  setSession(null);
  return answer;
}
export const postResetPasswordOptions = () =>
  mutationOptions({ mutationKey: authKeys.reset(), mutationFn: postResetPassword });
export const usePostResetPassword = () => useMutation(postResetPasswordOptions());
