import { isUuidV4 } from '@casona/proto/validation/formats';
import type { App } from '@casona/kit/app/app';
import { unauthorized } from '@casona/kit/errors/errors';
import type { Deps } from '../app/deps.ts';
import { authState } from '../app/sessions.ts';

/**
 * Identity's own check behind the gateway's: a caller's profile must still exist (a deleted
 * profile's token can do nothing here, whatever the gateway cached), and the staff role every
 * route decides with is the one the profile has now, not the one its token was issued with.
 * One primary-key query per signed-in request.
 */
export function useLiveAuth(app: App, deps: Deps): void {
  app.addHook('onRequest', async (request) => {
    const profileId = request.auth.profileId;
    if (!profileId) return;
    const state = isUuidV4(profileId) ? await authState(deps, profileId) : null;
    if (!state?.active) throw unauthorized({ messageKey: 'auth.sessionExpired' });
    request.auth = { ...request.auth, staffRole: state.role };
  });
}
