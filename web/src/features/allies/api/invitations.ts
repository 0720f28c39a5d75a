import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { identityInvitations } from '@casona/proto/identity/routes';
import type { InvitationView } from '@casona/proto/identity/responses';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { alliesKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property_customer_invitation?property_id= — newest first. A WORKER gets 403 'You do
 * not have permission to view invitations.' (§6), shown as is.
 */
export async function getPropertyInvitations(
  propertyId: string,
  signal?: AbortSignal,
): Promise<InvitationView[]> {
  const answer = await api(identityInvitations.list, {
    query: { property_id: propertyId },
    signal,
  });
  return answer.items;
}

export const propertyInvitationsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: alliesKeys.invitations(propertyId),
    queryFn: ({ signal }) => getPropertyInvitations(propertyId, signal),
    retry: false,
  });
export const usePropertyInvitations = (propertyId: string) =>
  useQuery(propertyInvitationsOptions(propertyId));

/** POST /api/v1/property_customer_invitation — invite by email; §5 rules answered by identity. */
export const postInvitation = (body: RouteBody<typeof identityInvitations.create>) =>
  api(identityInvitations.create, { body });

export const postInvitationOptions = () =>
  mutationOptions({ mutationKey: alliesKeys.invite(), mutationFn: postInvitation });
export function usePostInvitation() {
  const client = useQueryClient();
  return useMutation({
    ...postInvitationOptions(),
    onSuccess: (_answer, body) =>
      client.invalidateQueries({ queryKey: alliesKeys.ofProperty(body.property_id) }),
  });
}

/** POST /api/v1/property_customer_invitation/revoke — the inviter withdraws a pending invitation. */
export const revokeInvitation = (invitation: Pick<InvitationView, 'id' | 'property_id'>) =>
  api(identityInvitations.revoke, {
    body: { invitation_id: invitation.id },
  });

export const revokeInvitationOptions = () =>
  mutationOptions({ mutationKey: alliesKeys.revoke(), mutationFn: revokeInvitation });
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    ...revokeInvitationOptions(),
    onSuccess: (_answer, invitation) =>
      client.invalidateQueries({ queryKey: alliesKeys.ofProperty(invitation.property_id) }),
  });
}
