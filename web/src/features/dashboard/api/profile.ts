import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Profile, ProfileUpdate } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { dashboardKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/profile — the signed-in person's own profile. */
export const getProfile = (signal?: AbortSignal) => request<Profile>('GET', 'profile', { signal });

export const profileOptions = () =>
  queryOptions({ queryKey: dashboardKeys.profile.all(), queryFn: ({ signal }) => getProfile(signal) });
export const useProfile = () => useQuery(profileOptions());

/** PATCH /api/v1/profile — name, phone and language (proto ProfileUpdate). */
export const patchProfile = (body: ProfileUpdate) => request<Profile>('PATCH', 'profile', { body });

export const patchProfileOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.update(), mutationFn: patchProfile });
export function usePatchProfile() {
  const client = useQueryClient();
  return useMutation({
    ...patchProfileOptions(),
    onSuccess: async (profile) => {
      if (profile && typeof profile === 'object' && 'id' in profile)
        client.setQueryData(dashboardKeys.profile.all(), profile);
      await client.invalidateQueries({ queryKey: dashboardKeys.profile.all() });
    },
  });
}
