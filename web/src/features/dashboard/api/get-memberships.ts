import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PropertyCustomer } from '@casona/proto/schemas/entities';
import { request } from '../../../lib/api/transport.ts';

/** GET /api/v1/property_customer — the signed-in person's properties and role label on each. */
export const getMemberships = (signal?: AbortSignal) =>
  request<PropertyCustomer[]>('GET', 'property_customer', { signal });

export const membershipsOptions = () =>
  queryOptions({
    queryKey: ['memberships'],
    queryFn: ({ signal }) => getMemberships(signal),
    staleTime: 5 * 60_000,
  });

export const useMemberships = () => useQuery(membershipsOptions());
