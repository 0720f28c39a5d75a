import type { App } from '@casona/kit/app/app';
import { requireProfile } from '@casona/kit/auth/context';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { Deps } from '../../app/deps.ts';
import {
  assertOwnerOrStaff,
  deleteIdFile,
  getPrivateInfo,
  idFileLink,
  updateHomeAddress,
  uploadIdFile,
} from '../../app/private-info.ts';
import { NoContent, errors } from '@casona/proto';
import {
  HomeAddressUpdate,
  IdFileLink,
  IdUpload,
  PrivateInfoView,
  ProfileQuery,
} from '../../schemas/profile.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** Home address, ID document and payment customer: only the profile itself and company staff. */
export async function privateInfoRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/profile_private_info',
    {
      schema: {
        tags,
        security,
        summary: 'Private info of a profile (its owner or staff); the ID comes as a presigned link',
        querystring: ProfileQuery,
        response: { 200: PrivateInfoView, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.query.profile_id ?? requireProfile(request.auth);
      assertOwnerOrStaff(request.auth, id);
      return getPrivateInfo(deps, id);
    },
  );

  app.patch(
    '/profile_private_info',
    {
      schema: {
        tags,
        security,
        summary: 'Set the home address',
        body: HomeAddressUpdate,
        response: { 200: PrivateInfoView, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertOwnerOrStaff(request.auth, request.body.profile_id);
      return updateHomeAddress(deps, request.body);
    },
  );

  app.put(
    '/profile_private_info/id_file',
    {
      schema: {
        tags,
        security,
        summary:
          'Upload the ID document (PDF under 4 MB or JPEG/PNG under 2 MB, base64); replaces the old one',
        body: IdUpload,
        response: { 200: PrivateInfoView, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertOwnerOrStaff(request.auth, request.body.profile_id);
      assertSubmission('idUpload', request.body);
      return uploadIdFile(deps, request.body.profile_id, request.body.new_id_file);
    },
  );

  app.get(
    '/profile_private_info/id_file',
    {
      schema: {
        tags,
        security,
        summary: "A presigned link to the profile's ID document",
        querystring: ProfileQuery,
        response: { 200: IdFileLink, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.query.profile_id ?? requireProfile(request.auth);
      assertOwnerOrStaff(request.auth, id);
      return idFileLink(deps, id);
    },
  );

  app.delete(
    '/profile_private_info/id_file',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the ID document',
        querystring: ProfileQuery,
        response: { 204: NoContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = request.query.profile_id ?? requireProfile(request.auth);
      assertOwnerOrStaff(request.auth, id);
      await deleteIdFile(deps, id);
      return reply.status(204).send(null);
    },
  );
}
