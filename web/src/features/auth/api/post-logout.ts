import { identityAuth } from '@casona/proto/identity/routes';

import { api } from '../../../lib/api/client.ts';
import { getSession, setSession } from '../../../lib/api/session.ts';
import { reportClientError } from '../../../lib/api/log.ts';

/** POST /api/v1/auth/logout revokes the refresh token; the local session ends whatever it answers. */
export async function postLogout(): Promise<void> {
  const session = getSession();
  setSession(null);
  if (!session) return;
  try {
    await api(identityAuth.logout, {
      body: { refreshToken: session.refreshToken },
      anonymous: true,
    });
  } catch (error) {
    // The person is signed out here either way; an unrevoked token expires on its own.
    void reportClientError(error, 'logout');
  }
}
