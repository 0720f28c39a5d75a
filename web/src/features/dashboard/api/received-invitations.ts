import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { identityInvitations } from '@casona/proto/identity/routes';
import type { InvitationView } from '@casona/proto/identity/responses';

import { api } from '../../../lib/api/client.ts';
import { alliesKeys, dashboardKeys, sharedKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property_customer_invitation/received?status=PENDING — invitations waiting for an answer. */
export async function getPendingInvitations(signal?: AbortSignal): Promise<InvitationView[]> {
  const answer = await api(identityInvitations.received, {
    query: { status: 'PENDING' },
    signal,
  });
  return answer.items;
}

export const pendingInvitationsOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.receivedInvitations.pending(),
    queryFn: ({ signal }) => getPendingInvitations(signal),
    staleTime: 60_000,
    retry: false,
  });
export const usePendingInvitations = () => useQuery(pendingInvitationsOptions());

export type InvitationDecision = { invitation_id: string; decision: 'accept' | 'reject' };

/** POST /api/v1/property_customer_invitation/{accept,reject} — the invitee answers. */
export const answerInvitation = ({ invitation_id, decision }: InvitationDecision) =>
  api(identityInvitations[decision], { body: { invitation_id } });

export const answerInvitationOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.receivedInvitations.answer(), mutationFn: answerInvitation });
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    ...answerInvitationOptions(),
    // Accepting makes a new membership: the sidebar, the allies page and the notifications change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.receivedInvitations.all() }),
        client.invalidateQueries({ queryKey: sharedKeys.memberships() }),
        client.invalidateQueries({ queryKey: alliesKeys.all() }),
        client.invalidateQueries({ queryKey: sharedKeys.propertyNotifications.all() }),
      ]),
  });
}
