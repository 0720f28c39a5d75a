import type { App } from '@casona/kit/app/app';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { forbidden, validationFailed } from '@casona/kit/errors/errors';
import type { Deps } from '../../app/deps.ts';
import {
  deleteProfile,
  getProfile,
  profileView,
  requireProfileRow,
  updateProfile,
} from '../../app/profiles.ts';
import { NoContent, errors } from '@casona/proto';
import { ProfileDeletion, ProfileQuery, ProfileUpdate, ProfileView } from '../../schemas/profile.ts';
import { assertSubmission } from '@casona/kit/errors/submission';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** The caller's own profile, or any profile for company staff. */
function targetOf(auth: AuthContext, requested: string | undefined): string {
  const caller = requireProfile(auth);
  if (requested && requested !== caller && !isStaff(auth)) throw forbidden();
  return requested ?? caller;
}

export async function profileRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in profile (staff may ask for another with profile_id)',
        querystring: ProfileQuery,
        response: { 200: ProfileView, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      return getProfile(deps, targetOf(request.auth, request.query.profile_id));
    },
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update name, phone, language or the one profile picture (replacing deletes the old)',
        body: ProfileUpdate,
        response: { 200: ProfileView, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = targetOf(request.auth, request.body.profile_id);
      assertSubmission('profileUpdate', request.body);
      if (request.body.name !== undefined && !request.body.name.trim())
        throw validationFailed([{ path: '/name', key: 'validation.required' }]);
      const picture = request.body.img_url_obj;
      const row = await updateProfile(deps, id, {
        name: request.body.name?.trim(),
        phone_number: request.body.phone_number,
        locale: request.body.locale,
        picture: picture === undefined ? undefined : picture === null ? null : picture.base64Image,
      });
      return profileView(deps.db, row);
    },
  );

  app.delete(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the profile for good; confirmation must repeat its email',
        body: ProfileDeletion,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = targetOf(request.auth, request.body.profile_id);
      const profile = await requireProfileRow(deps.db, id);
      assertSubmission('profileDeletion', request.body, { confirmationPhrase: profile.email });
      await deleteProfile(deps, id);
      return reply.status(204).send(null);
    },
  );
}
