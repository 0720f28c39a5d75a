import { identityProfile } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { forbidden } from '@casona/kit/errors/errors';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { Deps } from '../app/deps.ts';
import { deleteProfile, editProfile, getProfile, requireProfileRow } from '../app/profiles.ts';

/** The caller's own profile, or any profile for company staff. */
function targetOf(auth: AuthContext, requested: string | undefined): string {
  const caller = requireProfile(auth);
  if (requested && requested !== caller && !isStaff(auth)) throw forbidden();
  return requested ?? caller;
}

/** /api/v1/profile (proto's identityProfile). */
export function profileRoutes(app: App, deps: Deps): void {
  routes(app, identityProfile, {
    get: async (request) => getProfile(deps, targetOf(request.auth, request.query.profile_id)),
    update: async (request) => {
      const id = targetOf(request.auth, request.body.profile_id);
      assertSubmission('profileUpdate', request.body);
      return editProfile(deps, id, request.body, request.auth);
    },
    delete: async (request, reply) => {
      const id = targetOf(request.auth, request.body.profile_id);
      const profile = await requireProfileRow(deps.db, id);
      assertSubmission('profileDeletion', request.body, { confirmationPhrase: profile.email });
      await deleteProfile(deps, id, request.auth);
      return reply.status(204).send(null);
    },
  });
}
