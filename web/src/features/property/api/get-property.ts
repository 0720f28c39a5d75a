import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Property } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** GET /api/v1/property/display/{id} — only published properties are shown (spec §2). */
export const getPropertyDisplay = (id: string, signal?: AbortSignal) =>
  request<Property>('GET', `property/display/${encodeURIComponent(id)}`, { signal });

export const propertyDisplayOptions = (id: string) =>
  queryOptions({
    queryKey: ['property', 'display', id],
    queryFn: ({ signal }) => getPropertyDisplay(id, signal),
  });

export const usePropertyDisplay = (id: string) => useQuery(propertyDisplayOptions(id));
