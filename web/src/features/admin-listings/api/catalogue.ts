/**
 * The amenity and neighborhood-insight catalogues as staff manage them: GET, POST and PATCH (id in
 * the body) /api/v1/admin/{amenity|neighborhood_insight}, and POST …/{id}/archive `{ archived }` (entries are
 * archived, never deleted, so properties keep them).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AmenityUpsert, Amenity } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { adminListingsKeys, sharedKeys } from '../../../lib/api/query-keys.ts';

export type CatalogueKind = 'amenity' | 'neighborhood_insight';
/** Amenities and neighborhood insights have the same shape. */
export type CatalogueEntry = Amenity;

export const getCatalogue = (kind: CatalogueKind, signal?: AbortSignal) =>
  request<{ items: CatalogueEntry[] }>('GET', `admin/${kind}`, { signal }).then((answer) => answer.items);

export const catalogueOptions = (kind: CatalogueKind) =>
  queryOptions({
    queryKey: adminListingsKeys.catalogue(kind),
    queryFn: ({ signal }) => getCatalogue(kind, signal),
  });
export const useCatalogue = (kind: CatalogueKind) => useQuery(catalogueOptions(kind));

export const postCatalogueEntry = (kind: CatalogueKind, body: AmenityUpsert) =>
  request<CatalogueEntry>('POST', `admin/${kind}`, { body });
/** PATCH /api/v1/admin/{kind} with the entry's id in the body. */
export const patchCatalogueEntry = (kind: CatalogueKind, body: AmenityUpsert & { id: string }) =>
  request<CatalogueEntry>('PATCH', `admin/${kind}`, { body });
export const archiveCatalogueEntry = (kind: CatalogueKind, id: string, archived: boolean) =>
  request<CatalogueEntry>('POST', `admin/${kind}/${encodeURIComponent(id)}/archive`, { body: { archived } });

export function useCatalogueMutations(kind: CatalogueKind) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminListingsKeys.catalogue(kind) }),
      client.invalidateQueries({ queryKey: sharedKeys.activeCatalogue(kind) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: AmenityUpsert) => postCatalogueEntry(kind, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: AmenityUpsert & { id: string }) => patchCatalogueEntry(kind, body),
      onSuccess: refresh,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
        archiveCatalogueEntry(kind, id, archived),
      onSuccess: refresh,
    }),
  };
}
