/**
 * The amenity and neighborhood-insight catalogues as staff manage them: GET, POST and PATCH (id in
 * the body) /api/v1/admin/{amenity|neighborhood_insight}, and POST …/{id}/archive `{ archived }` (entries are
 * archived, never deleted, so properties keep them).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsCatalogues } from '@casona/proto/listings/routes';
import type { RouteAnswer, RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { adminListingsKeys, sharedKeys } from '../../../lib/api/query-keys.ts';
import { compact } from '../../../lib/search.ts';

export type CatalogueKind = 'amenity' | 'neighborhood_insight';
/** Amenities and neighborhood insights have the same shape. */
export type CatalogueEntry = RouteAnswer<typeof listingsCatalogues.createAmenity>;
type CatalogueCreate = RouteBody<typeof listingsCatalogues.createAmenity>;
type CatalogueRename = RouteBody<typeof listingsCatalogues.renameAmenity> & { id: string };

/** Each catalogue's four staff operations (the same shapes, under its own path). */
const ROUTES = {
  amenity: {
    list: listingsCatalogues.adminAmenities,
    create: listingsCatalogues.createAmenity,
    rename: listingsCatalogues.renameAmenity,
    archive: listingsCatalogues.archiveAmenity,
  },
  neighborhood_insight: {
    list: listingsCatalogues.adminInsights,
    create: listingsCatalogues.createInsight,
    rename: listingsCatalogues.renameInsight,
    archive: listingsCatalogues.archiveInsight,
  },
} as const;

export type CatalogueFilter = { page: number; q?: string | undefined };

/** GET /api/v1/admin/{kind}?page=&q= — a page of the catalogue, archived entries last. */
export const getCatalogue = (kind: CatalogueKind, filter: CatalogueFilter, signal?: AbortSignal) =>
  api(ROUTES[kind].list, { query: compact(filter), signal });

export const catalogueOptions = (kind: CatalogueKind, filter: CatalogueFilter) =>
  queryOptions({
    queryKey: adminListingsKeys.catalogueList(kind, filter),
    queryFn: ({ signal }) => getCatalogue(kind, filter, signal),
    placeholderData: keepPreviousData,
  });
export const useCatalogue = (kind: CatalogueKind, filter: CatalogueFilter) =>
  useQuery(catalogueOptions(kind, filter));

export const postCatalogueEntry = (kind: CatalogueKind, body: CatalogueCreate): Promise<CatalogueEntry> =>
  api(ROUTES[kind].create, { body });
/** PATCH /api/v1/admin/{kind} with the entry's id in the body. */
export const patchCatalogueEntry = (kind: CatalogueKind, body: CatalogueRename): Promise<CatalogueEntry> =>
  api(ROUTES[kind].rename, { body });
export const archiveCatalogueEntry = (
  kind: CatalogueKind,
  id: string,
  archived: boolean,
): Promise<CatalogueEntry> => api(ROUTES[kind].archive, { params: { id }, body: { archived } });

export function useCatalogueMutations(kind: CatalogueKind) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminListingsKeys.catalogue(kind) }),
      client.invalidateQueries({ queryKey: sharedKeys.activeCatalogue(kind) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: CatalogueCreate) => postCatalogueEntry(kind, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: CatalogueRename) => patchCatalogueEntry(kind, body),
      onSuccess: refresh,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
        archiveCatalogueEntry(kind, id, archived),
      onSuccess: refresh,
    }),
  };
}
