import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Amenity } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** GET /api/v1/amenity — the amenity catalogue (not archived), public. */
export const getAmenities = (signal?: AbortSignal) =>
  request<{ items: Amenity[] }>('GET', 'amenity', { signal }).then((answer) => answer.items);

export const amenitiesOptions = () =>
  queryOptions({
    queryKey: ['amenity'],
    queryFn: ({ signal }) => getAmenities(signal),
    staleTime: 10 * 60_000,
  });

export const useAmenities = () => useQuery(amenitiesOptions());
