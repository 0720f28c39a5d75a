import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsProperties } from '@casona/proto/listings/routes';

import { api } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * GET /api/v1/property/{id} (listings) — only its name is used here: identity's memberships carry
 * property ids, not names. Until listings answers (or when it refuses) the page shows a short id.
 */
export async function getPropertyName(id: string, signal?: AbortSignal): Promise<string | null> {
  const property = await api(listingsProperties.getProperty, { params: { id }, signal });
  return typeof property?.name === 'string' && property.name.trim() !== '' ? property.name : null;
}

export const propertyNameOptions = (id: string) =>
  queryOptions({
    queryKey: sharedKeys.propertyName(id),
    queryFn: ({ signal }) => getPropertyName(id, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The property's name, or its first 8 characters while unknown. */
export function usePropertyName(id: string): string {
  const query = useQuery(propertyNameOptions(id));
  return query.data ?? shortId(id);
}

export const shortId = (id: string): string => id.slice(0, 8);
