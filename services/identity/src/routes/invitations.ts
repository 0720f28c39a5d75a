import { identityInvitations } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { requireProfile } from '@casona/kit/auth/context';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { Deps } from '../app/deps.ts';
import {
  acceptInvitation,
  createInvitation,
  listPropertyInvitations,
  receivedInvitations,
  rejectInvitation,
  revokeInvitation,
} from '../app/invitations.ts';

/** Invitations: PENDING → ACCEPTED (shown "Active") | REJECTED | REVOKED. */
export function invitationRoutes(app: App, deps: Deps): void {
  routes(app, identityInvitations, {
    list: async (request) => ({
      items: await listPropertyInvitations(deps, request.auth, request.query.property_id),
    }),
    received: async (request) => ({
      items: await receivedInvitations(deps, requireProfile(request.auth), request.query.status),
    }),
    create: async (request, reply) => {
      assertSubmission('invitationCreate', request.body);
      return reply.status(201).send(await createInvitation(deps, request.auth, request.body));
    },
    accept: async (request) => acceptInvitation(deps, request.auth, request.body.invitation_id),
    reject: async (request) => rejectInvitation(deps, request.auth, request.body.invitation_id),
    revoke: async (request) => revokeInvitation(deps, request.auth, request.body.invitation_id),
  });
}
