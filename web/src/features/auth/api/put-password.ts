import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { Static } from 'typebox';
import type { PasswordChange } from '@casona/proto/schemas/submissions';
import { setSession } from '../../../lib/api/session.ts';
import { request } from '../../../lib/api/transport.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/change_password — every session ends (spec §7: update password then sign out). */
export async function putPassword(body: Static<typeof PasswordChange>): Promise<void> {
  await request<void>('POST', 'auth/change_password', { body });
  setSession(null);
}
export const putPasswordOptions = () =>
  mutationOptions({ mutationKey: authKeys.password(), mutationFn: putPassword });
export const usePutPassword = () => useMutation(putPasswordOptions());
