import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { PasswordReset } from '../../../lib/api/contracts.ts';
import { setSession } from '../../../lib/api/session.ts';
import { request } from '../../../lib/api/transport.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/**
 * POST /api/v1/auth/reset_password — a new password from the emailed link. Identity ends every
 * session of the account, so a session in this browser ends too. Answers the localized
 * confirmation; an expired or used link is a 400 with 'This link has expired or was already used…'.
 */
export async function postResetPassword(body: PasswordReset): Promise<{ message: string }> {
  const answer = await request<{ message: string }>('POST', 'auth/reset_password', { body, anonymous: true });
  setSession(null);
  return answer;
}
export const postResetPasswordOptions = () =>
  mutationOptions({ mutationKey: authKeys.reset(), mutationFn: postResetPassword });
export const usePostResetPassword = () => useMutation(postResetPasswordOptions());
