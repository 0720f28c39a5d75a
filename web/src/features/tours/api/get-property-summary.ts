import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PropertyDisplay } from '../../../lib/api/contracts.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { request } from '../../../lib/api/transport.ts';
import { sharedKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property/display/{id} — which property a tour or a lead is for (name, zone, city). */
export const getPropertySummary = (id: string, signal?: AbortSignal) =>
  request<PropertyDisplay>('GET', `property/display/${encodeURIComponent(id)}`, { signal });

export const propertySummaryOptions = (id: string) =>
  queryOptions({
    queryKey: sharedKeys.propertyDisplay(id),
    queryFn: ({ signal }) => getPropertySummary(id, signal),
    retry: retryUnlessClientError,
  });

export const usePropertySummary = (id: string | undefined) =>
  useQuery({ ...propertySummaryOptions(id ?? ''), enabled: Boolean(id) });
