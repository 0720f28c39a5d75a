import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { identityMembers } from '@casona/proto/identity/routes';
import type { MemberView } from '@casona/proto/identity/responses';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { alliesKeys, sharedKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property_customer?property_id= — a property's allies. A label without §6 customer
 * read gets 403 'You do not have permission to view allies.', which the page shows as is.
 */
export async function getPropertyMembers(propertyId: string, signal?: AbortSignal): Promise<MemberView[]> {
  const answer = await api(identityMembers.list, {
    query: { property_id: propertyId },
    signal,
  });
  return answer.items;
}

export const propertyMembersOptions = (propertyId: string) =>
  queryOptions({
    queryKey: alliesKeys.members(propertyId),
    queryFn: ({ signal }) => getPropertyMembers(propertyId, signal),
    retry: false,
  });
export const usePropertyMembers = (propertyId: string) => useQuery(propertyMembersOptions(propertyId));

/** DELETE /api/v1/property_customer — remove an ally (owners cannot be removed by members). */
export const deleteMember = (body: RouteBody<typeof identityMembers.remove>) =>
  api(identityMembers.remove, { body });

export const deleteMemberOptions = () =>
  mutationOptions({ mutationKey: alliesKeys.remove(), mutationFn: deleteMember });
export function useDeleteMember() {
  const client = useQueryClient();
  return useMutation({
    ...deleteMemberOptions(),
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: alliesKeys.ofProperty(body.property_id) }),
        client.invalidateQueries({ queryKey: sharedKeys.memberships() }),
      ]),
  });
}
