import { mutationOptions, useMutation } from '@tanstack/react-query';

import { identityAuth } from '@casona/proto/identity/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { setSession, type Session } from '../../../lib/api/session.ts';
import { setFlash } from '../../../lib/flash.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/register — creates the profile and signs the person in. */
export async function postRegister(body: RouteBody<typeof identityAuth.register>): Promise<Session> {
  const answer = await api(identityAuth.register, {
    body,
    anonymous: true,
  });
  setSession({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
  if (answer.message) setFlash(answer.message);
  return answer;
}
export const postRegisterOptions = () =>
  mutationOptions({ mutationKey: authKeys.register(), mutationFn: postRegister });
export const usePostRegister = () => useMutation(postRegisterOptions());
