import { identityPrivateInfo } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { requireProfile } from '@casona/kit/auth/context';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { Deps } from '../app/deps.ts';
import {
  assertOwnerOrStaff,
  deleteIdFile,
  getPrivateInfo,
  idFileLink,
  updateHomeAddress,
  uploadIdFile,
} from '../app/private-info.ts';

/** Home address, ID document and payment customer: only the profile itself and company staff. */
export function privateInfoRoutes(app: App, deps: Deps): void {
  routes(app, identityPrivateInfo, {
    get: async (request) => {
      const id = request.query.profile_id ?? requireProfile(request.auth);
      assertOwnerOrStaff(request.auth, id);
      return getPrivateInfo(deps, id);
    },
    updateHomeAddress: async (request) => {
      assertOwnerOrStaff(request.auth, request.body.profile_id);
      return updateHomeAddress(deps, request.body);
    },
    uploadIdFile: async (request) => {
      assertOwnerOrStaff(request.auth, request.body.profile_id);
      assertSubmission('idUpload', request.body);
      return uploadIdFile(deps, request.body.profile_id, request.body.new_id_file);
    },
    idFileLink: async (request) => {
      const id = request.query.profile_id ?? requireProfile(request.auth);
      assertOwnerOrStaff(request.auth, id);
      return idFileLink(deps, id);
    },
    deleteIdFile: async (request, reply) => {
      const id = request.query.profile_id ?? requireProfile(request.auth);
      assertOwnerOrStaff(request.auth, id);
      await deleteIdFile(deps, id);
      return reply.status(204).send(null);
    },
  });
}
