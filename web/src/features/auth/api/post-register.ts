import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { Register } from '../../../lib/api/contracts.ts';
import { setSession, type Session } from '../../../lib/api/session.ts';
import { request } from '../../../lib/api/transport.ts';
import { setFlash } from '../../../lib/flash.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/register — creates the profile and signs the person in. */
export async function postRegister(body: Register): Promise<Session> {
  const answer = await request<Session & { message?: string }>('POST', 'auth/register', {
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
