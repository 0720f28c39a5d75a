import type { App } from '@casona/kit/app/app';
import { requireProfile } from '@casona/kit/auth/context';
import type { Deps } from '../../app/deps.ts';
import {
  acceptInvitation,
  createInvitation,
  listPropertyInvitations,
  receivedInvitations,
  rejectInvitation,
  revokeInvitation,
} from '../../app/invitations.ts';
import { errors } from '@casona/proto';
import { assertSubmission } from '@casona/kit/errors/submission';
import {
  InvitationAnswer,
  InvitationCreate,
  InvitationList,
  InvitationView,
  InvitationsQuery,
  ReceivedInvitationsQuery,
} from '../../schemas/memberships.ts';

const tags = ['property_customer_invitation'];
const security = [{ bearer: [] }];

/** Invitations: PENDING → ACCEPTED (shown "Active") | REJECTED | REVOKED. */
export async function invitationRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/property_customer_invitation',
    {
      schema: {
        tags,
        security,
        summary: "A property's invitations (§6 invitation read; a WORKER cannot)",
        querystring: InvitationsQuery,
        response: { 200: InvitationList, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      items: await listPropertyInvitations(deps, request.auth, request.query.property_id),
    }),
  );

  app.get(
    '/property_customer_invitation/received',
    {
      schema: {
        tags,
        security,
        summary: 'Invitations addressed to the signed-in profile',
        querystring: ReceivedInvitationsQuery,
        response: { 200: InvitationList, ...errors(401) },
      },
    },
    async (request) => ({
      items: await receivedInvitations(deps, requireProfile(request.auth), request.query.status),
    }),
  );

  app.post(
    '/property_customer_invitation',
    {
      schema: {
        tags,
        security,
        summary: 'Invite someone by email (they may register later) with a label and a language',
        body: InvitationCreate,
        response: { 201: InvitationView, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      assertSubmission('invitationCreate', request.body);
      return reply.status(201).send(await createInvitation(deps, request.auth, request.body));
    },
  );

  const answer = (path: string, summary: string, run: typeof acceptInvitation) =>
    app.post(
      `/property_customer_invitation/${path}`,
      {
        schema: {
          tags,
          security,
          summary,
          body: InvitationAnswer,
          response: { 200: InvitationView, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => run(deps, request.auth, request.body.invitation_id),
    );
  answer('accept', 'The invitee accepts: the membership starts', acceptInvitation);
  answer('reject', 'The invitee declines', rejectInvitation);
  answer('revoke', 'The inviter withdraws a pending invitation', revokeInvitation);
}
