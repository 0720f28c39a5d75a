import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Member } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/**
 * GET /api/v1/property_customer — the signed-in person's memberships (one per property, with their
 * label and its can_* flags). Same cache entry as the dashboard's sidebar, so it is fetched once.
 */
export async function getMyMemberships(signal?: AbortSignal): Promise<Member[]> {
  const answer = await request<{ items: Member[] }>('GET', 'property_customer', { signal });
  return answer.items;
}

export const myMembershipsOptions = () =>
  queryOptions({
    queryKey: ['memberships'],
    queryFn: ({ signal }) => getMyMemberships(signal),
    staleTime: 5 * 60_000,
  });
export const useMyMemberships = () => useQuery(myMembershipsOptions());
