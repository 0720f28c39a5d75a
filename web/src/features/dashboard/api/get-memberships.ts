import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PropertyCustomer } from '@casona/proto/schemas/entities';
import { request } from '../../../lib/api/transport.ts';

/** GET /api/v1/property_customer — the signed-in person's properties and role label on each. */
export async function getMemberships(signal?: AbortSignal): Promise<PropertyCustomer[]> {
  const answer = await request<{ items?: PropertyCustomer[] } | PropertyCustomer[] | undefined>(
    'GET',
    'property_customer',
    { signal },
  );
  if (Array.isArray(answer)) return answer;
  return answer?.items ?? [];
}

export const membershipsOptions = () =>
  queryOptions({
    queryKey: ['memberships'],
    queryFn: ({ signal }) => getMemberships(signal),
    staleTime: 5 * 60_000,
  });

export const useMemberships = () => useQuery(membershipsOptions());
