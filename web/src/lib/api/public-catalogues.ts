/**
 * GET /api/v1/amenity and /api/v1/neighborhood_insight — the active (not archived) entries of the
 * public catalogues, which the submission form, the owner's editor and the staff editor offer.
 * One query per catalogue, shared by those features and refreshed when staff edit it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Amenity, NeighborhoodInsight } from './contracts.ts';
import { sharedKeys } from './query-keys.ts';
import { request } from './transport.ts';

type Catalogues = { amenity: Amenity; neighborhood_insight: NeighborhoodInsight };
export type PublicCatalogue = keyof Catalogues;

export const getActive = <K extends PublicCatalogue>(kind: K, signal?: AbortSignal) =>
  request<{ items: Catalogues[K][] }>('GET', kind, { signal }).then((answer) => answer.items);

export const activeOptions = <K extends PublicCatalogue>(kind: K) =>
  queryOptions({
    queryKey: sharedKeys.activeCatalogue(kind),
    queryFn: ({ signal }) => getActive(kind, signal),
    staleTime: 10 * 60_000,
  });
export const useActive = <K extends PublicCatalogue>(kind: K) => useQuery(activeOptions(kind));
