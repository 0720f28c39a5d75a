/**
 * GET /api/v1/amenity and /api/v1/neighborhood_insight — the active (not archived) entries of the
 * public catalogues, which the submission form, the owner's editor and the staff editor offer.
 * One query per catalogue, shared by those features and refreshed when staff edit it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsCatalogues } from '@casona/proto/listings/routes';
import type { RouteAnswer } from '@casona/proto/shared/route';

import { api } from './client.ts';
import { sharedKeys } from './query-keys.ts';

const ROUTES = {
  amenity: listingsCatalogues.amenities,
  neighborhood_insight: listingsCatalogues.insights,
} as const;
export type PublicCatalogue = keyof typeof ROUTES;

/** Amenities and neighborhood insights have the same shape. */
export type CatalogueItem = RouteAnswer<typeof listingsCatalogues.amenities>['items'][number];

export const getActive = (kind: PublicCatalogue, signal?: AbortSignal): Promise<CatalogueItem[]> =>
  api<(typeof ROUTES)[PublicCatalogue]>(ROUTES[kind], { signal }).then((answer) => answer.items);

export const activeOptions = <K extends PublicCatalogue>(kind: K) =>
  queryOptions({
    queryKey: sharedKeys.activeCatalogue(kind),
    queryFn: ({ signal }) => getActive(kind, signal),
    staleTime: 10 * 60_000,
  });
export const useActive = <K extends PublicCatalogue>(kind: K) => useQuery(activeOptions(kind));
