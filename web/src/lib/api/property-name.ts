import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { listingsProperties } from '@casona/proto/listings/routes';

import { api } from './client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * GET /api/v1/property/{id} (listings) — only its name is used here: identity's memberships carry
 * property ids, not names. Until listings answers the page says it is loading, and when it refuses
 * it says the name is not available: a person never reads an id.
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

/** The property's name; while unknown, words saying it is loading or not available. */
export function usePropertyName(id: string): string {
  const { t } = useTranslation();
  const query = useQuery(propertyNameOptions(id));
  if (query.data) return query.data;
  return query.isPending ? t('common.loading') : t('common.propertyNameUnknown');
}
