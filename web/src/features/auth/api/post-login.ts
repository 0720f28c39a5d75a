import { mutationOptions, useMutation } from '@tanstack/react-query';

import { identityAuth } from '@casona/proto/identity/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { setSession, type Session } from '../../../lib/api/session.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/login — identity answers the token pair (see README, "contract gaps"). */
export async function postLogin(body: RouteBody<typeof identityAuth.login>): Promise<Session> {
  const session = await api(identityAuth.login, { body, anonymous: true });
  setSession({ accessToken: session.accessToken, refreshToken: session.refreshToken });
  return session;
}
export const postLoginOptions = () =>
  mutationOptions({ mutationKey: authKeys.login(), mutationFn: postLogin });
export const usePostLogin = () => useMutation(postLoginOptions());
