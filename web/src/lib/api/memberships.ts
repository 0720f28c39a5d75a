import { queryOptions, useQuery } from '@tanstack/react-query';

import { identityMembers } from '@casona/proto/identity/routes';
import type { MemberView } from '@casona/proto/identity/responses';

import { api } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * GET /api/v1/property_customer — the signed-in person's memberships (one per property, with their
 * label and its can_* flags). The dashboard's sidebar and the allies page share it, so it is fetched once.
 */
export async function getMemberships(signal?: AbortSignal): Promise<MemberView[]> {
  const answer = await api(identityMembers.list, { signal });
  return answer.items;
}

export const membershipsOptions = () =>
  queryOptions({
    queryKey: sharedKeys.memberships(),
    queryFn: ({ signal }) => getMemberships(signal),
    staleTime: 5 * 60_000,
  });
export const useMemberships = () => useQuery(membershipsOptions());
