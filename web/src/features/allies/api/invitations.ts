import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Invitation, InvitationCreate } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { alliesKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property_customer_invitation?property_id= — newest first. A WORKER gets 403 'You do
 * not have permission to view invitations.' (§6), shown as is.
 */
export async function getPropertyInvitations(
  propertyId: string,
  signal?: AbortSignal,
): Promise<Invitation[]> {
  const answer = await request<{ items: Invitation[] }>('GET', 'property_customer_invitation', {
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
export const postInvitation = (body: InvitationCreate) =>
  request<Invitation>('POST', 'property_customer_invitation', { body });

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
export const revokeInvitation = (invitation: Pick<Invitation, 'id' | 'property_id'>) =>
  request<Invitation>('POST', 'property_customer_invitation/revoke', {
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
