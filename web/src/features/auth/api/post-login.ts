import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { Login } from '../../../lib/api/contracts.ts';
import { setSession, type Session } from '../../../lib/api/session.ts';
import { request } from '../../../lib/api/transport.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/login — identity answers the token pair (see README, "contract gaps"). */
export async function postLogin(body: Login): Promise<Session> {
  const session = await request<Session>('POST', 'auth/login', { body, anonymous: true });
  setSession({ accessToken: session.accessToken, refreshToken: session.refreshToken });
  return session;
}
export const postLoginOptions = () =>
  mutationOptions({ mutationKey: authKeys.login(), mutationFn: postLogin });
export const usePostLogin = () => useMutation(postLoginOptions());
