import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PageOf } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { adminKeys } from '../../../lib/api/query-keys.ts';

type PropertyOption = { id: string; name: string };

/**
 * GET /api/v1/admin/properties (listings) — the newest properties, to suggest ids in the
 * notification form. Suggestions only: without listings the id is typed.
 */
export const getPropertyOptions = (signal?: AbortSignal) =>
  request<PageOf<PropertyOption>>('GET', 'admin/properties', { query: { page: 1 }, signal });

export const propertyOptionsOptions = () =>
  queryOptions({
    queryKey: adminKeys.propertyOptions(),
    queryFn: ({ signal }) => getPropertyOptions(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
export const usePropertyOptions = () => useQuery(propertyOptionsOptions());
