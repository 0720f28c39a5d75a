import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PropertyDisplay } from '../../../lib/api/contracts.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { request } from '../../../lib/api/transport.ts';

/** GET /api/v1/property/display/{id} — which property a tour or a lead is for (name, zone, city). */
export const getPropertySummary = (id: string, signal?: AbortSignal) =>
  request<PropertyDisplay>('GET', `property/display/${encodeURIComponent(id)}`, { signal });

export const propertySummaryOptions = (id: string) =>
  queryOptions({
    queryKey: ['property', 'display', id, null],
    queryFn: ({ signal }) => getPropertySummary(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const usePropertySummary = (id: string | undefined) =>
  useQuery({ ...propertySummaryOptions(id ?? ''), enabled: Boolean(id) });
