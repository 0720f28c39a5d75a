import { mutationOptions, useMutation } from '@tanstack/react-query';

import { identityAuth } from '@casona/proto/identity/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { setSession } from '../../../lib/api/session.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/auth/change_password — every session ends (spec §7: update password then sign out). */
export async function putPassword(body: RouteBody<typeof identityAuth.changePassword>): Promise<void> {
  await api(identityAuth.changePassword, { body });
  setSession(null);
}
export const putPasswordOptions = () =>
  mutationOptions({ mutationKey: authKeys.password(), mutationFn: putPassword });
export const usePutPassword = () => useMutation(putPasswordOptions());
