import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsSavedSearches, type SavedSearchCreate } from '@casona/proto';

import { api } from '../../lib/api/client.ts';

/** The caller's saved searches (issue 16): one list per signed-in person. */
export const savedSearchKeys = { all: ['saved_search'] as const };

/** GET /api/v1/saved_search — newest first. */
export const savedSearchesOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api(listingsSavedSearches.savedSearches, { signal }),
    staleTime: 30_000,
  });

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesOptions(), enabled });

/** POST /api/v1/saved_search; the list is read again afterwards. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchCreate) => api(listingsSavedSearches.createSavedSearch, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** DELETE /api/v1/saved_search/{id}; the list is read again afterwards. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(listingsSavedSearches.deleteSavedSearch, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
