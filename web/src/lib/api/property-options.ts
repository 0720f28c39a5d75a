import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { listingsProperties } from '@casona/proto/listings/routes';

import { api } from './client.ts';
import { adminListingsKeys } from './query-keys.ts';
import { retryUnlessClientError } from './retry.ts';

/**
 * GET /api/v1/admin/properties?q= (listings) — the properties whose name, city, state or owner's
 * email hold the words staff type (accents and case ignored), newest first; with nothing typed,
 * the newest. What the property picker offers; the same cache as the staff properties page.
 */
export const propertySearchOptions = (q: string) => {
  const query = { page: 1, ...(q ? { q } : {}) };
  return queryOptions({
    queryKey: adminListingsKeys.properties.list(query),
    queryFn: ({ signal }) => api(listingsProperties.adminProperties, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
};

/** GET /api/v1/admin/property/{id} — the chosen property, named when only its id is known (the address bar). */
export const pickedPropertyOptions = (id: string) =>
  queryOptions({
    queryKey: adminListingsKeys.properties.one(id),
    queryFn: ({ signal }) => api(listingsProperties.adminGetProperty, { params: { id }, signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
