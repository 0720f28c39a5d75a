import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsFavourites } from '@casona/proto';

import { api } from '../../lib/api/client.ts';

/** The caller's favourites (issue 16): one list per signed-in person. */
export const favouriteKeys = { all: ['favourites'] as const };

/** GET /api/v1/favourite — the caller's kept homes still published, newest first. */
export const favouritesOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.all,
    queryFn: ({ signal }) => api(listingsFavourites.favourites, { signal }),
    staleTime: 60_000,
  });

export const useFavourites = (enabled: boolean) => useQuery({ ...favouritesOptions(), enabled });

/** PUT or DELETE /api/v1/favourite/{id}; the list is read again afterwards. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keep }: { id: string; keep: boolean }) =>
      keep
        ? api(listingsFavourites.addFavourite, { params: { id } })
        : api(listingsFavourites.removeFavourite, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
