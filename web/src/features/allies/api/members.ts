import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Member, PropertyCustomerDelete } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { alliesKeys, sharedKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property_customer?property_id= — a property's allies. A label without §6 customer
 * read gets 403 'You do not have permission to view allies.', which the page shows as is.
 */
export async function getPropertyMembers(propertyId: string, signal?: AbortSignal): Promise<Member[]> {
  const answer = await request<{ items: Member[] }>('GET', 'property_customer', {
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
export const deleteMember = (body: PropertyCustomerDelete) =>
  request<void>('DELETE', 'property_customer', { body });

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
