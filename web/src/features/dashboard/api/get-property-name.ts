import { queryOptions, useQuery } from '@tanstack/react-query';

import { request } from '../../../lib/api/transport.ts';

/**
 * GET /api/v1/property/{id} (listings) — only its name is used: identity's memberships and
 * invitations carry property ids. While listings cannot answer, a short id stands in.
 */
export async function getPropertyName(id: string, signal?: AbortSignal): Promise<string | null> {
  const property = await request<{ name?: unknown }>('GET', `property/${encodeURIComponent(id)}`, { signal });
  return typeof property?.name === 'string' && property.name.trim() !== '' ? property.name : null;
}

export const propertyNameOptions = (id: string) =>
  queryOptions({
    queryKey: ['property-name', id],
    queryFn: ({ signal }) => getPropertyName(id, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The property's name, or its first 8 characters while unknown. */
export function usePropertyName(id: string): string {
  return useQuery(propertyNameOptions(id)).data ?? id.slice(0, 8);
}
