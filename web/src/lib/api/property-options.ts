import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsProperties } from '@casona/proto/listings/routes';

import { api } from './client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * GET /api/v1/admin/properties (listings) — the newest properties, offered to staff by the
 * notification form and the announcements page. Suggestions only: without listings the id is typed.
 */
export const getPropertyOptions = (signal?: AbortSignal) =>
  api(listingsProperties.adminProperties, { query: { page: 1 }, signal });

export const propertyOptionsOptions = () =>
  queryOptions({
    queryKey: adminKeys.propertyOptions(),
    queryFn: ({ signal }) => getPropertyOptions(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
export const usePropertyOptions = () => useQuery(propertyOptionsOptions());
