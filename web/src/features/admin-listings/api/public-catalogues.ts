import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Amenity, NeighborhoodInsight } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** GET /api/v1/amenity and /api/v1/neighborhood_insight — the active entries the editor offers. */
export const getActive = <T extends Amenity | NeighborhoodInsight>(
  kind: 'amenity' | 'neighborhood_insight',
  signal?: AbortSignal,
) => request<{ items: T[] }>('GET', kind, { signal }).then((answer) => answer.items);

export const activeOptions = (kind: 'amenity' | 'neighborhood_insight') =>
  queryOptions({
    queryKey: [kind],
    queryFn: ({ signal }) => getActive(kind, signal),
    staleTime: 10 * 60_000,
  });
export const useActive = (kind: 'amenity' | 'neighborhood_insight') => useQuery(activeOptions(kind));
