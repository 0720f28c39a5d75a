import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsAirbnbProfiles } from '@casona/proto/listings/airbnb-profiles';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { compact } from '../../../lib/search.ts';
import { airbnbKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

export type ProfileFilter = { page: number; q?: string | undefined };

/** GET /api/v1/admin/airbnb_profile?page=&q= — every Airbnb profile, newest first, 20 a page (staff). */
export const airbnbProfilesOptions = (filter: ProfileFilter) =>
  queryOptions({
    queryKey: airbnbKeys.profiles.list(filter),
    queryFn: ({ signal }) =>
      api(listingsAirbnbProfiles.adminAirbnbProfiles, { query: compact(filter), signal }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
export const useAirbnbProfiles = (filter: ProfileFilter) => useQuery(airbnbProfilesOptions(filter));

type ProfileSave =
  | { id?: undefined; body: RouteBody<typeof listingsAirbnbProfiles.createAirbnbProfile> }
  | { id: string; body: RouteBody<typeof listingsAirbnbProfiles.updateAirbnbProfile> };

/** POST a profile, or PATCH …/{id} one (an address already kept answers 409 with its message). */
export function useSaveAirbnbProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.profiles.save(),
    mutationFn: (save: ProfileSave) =>
      save.id === undefined
        ? api(listingsAirbnbProfiles.createAirbnbProfile, { body: save.body })
        : api(listingsAirbnbProfiles.updateAirbnbProfile, { params: { id: save.id }, body: save.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.profiles.all() }),
  });
}

/** DELETE /api/v1/admin/airbnb_profile/{id} — its reviews stay (they name users by id). */
export function useDeleteAirbnbProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.profiles.delete(),
    mutationFn: (id: string) => api(listingsAirbnbProfiles.deleteAirbnbProfile, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.profiles.all() }),
  });
}
