import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { identityProfile } from '@casona/proto/identity/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { dashboardKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/profile — the signed-in person's own profile. */
export const getProfile = (signal?: AbortSignal) => api(identityProfile.get, { signal });

export const profileOptions = () =>
  queryOptions({ queryKey: dashboardKeys.profile.all(), queryFn: ({ signal }) => getProfile(signal) });
export const useProfile = () => useQuery(profileOptions());

/** PATCH /api/v1/profile — name, phone and language (proto ProfileUpdate). */
export const patchProfile = (body: RouteBody<typeof identityProfile.update>) =>
  api(identityProfile.update, { body });

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
