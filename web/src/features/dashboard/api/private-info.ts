import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { identityPrivateInfo } from '@casona/proto/identity/routes';
import type { PrivateInfoView } from '@casona/proto/identity/responses';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { dashboardKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/profile_private_info — home address and whether an ID document is on file. */
export const getPrivateInfo = (signal?: AbortSignal) => api(identityPrivateInfo.get, { signal });

export const privateInfoOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.profile.privateInfo(),
    queryFn: ({ signal }) => getPrivateInfo(signal),
  });
export const usePrivateInfo = () => useQuery(privateInfoOptions());

function useRefreshPrivateInfo() {
  const client = useQueryClient();
  return (info: PrivateInfoView | undefined) => {
    if (info && typeof info === 'object' && 'profile_id' in info)
      client.setQueryData(dashboardKeys.profile.privateInfo(), info);
    return client.invalidateQueries({ queryKey: dashboardKeys.profile.privateInfo() });
  };
}

/** PATCH /api/v1/profile_private_info — the home address (proto HomeAddressUpdate). */
export const patchHomeAddress = (body: RouteBody<typeof identityPrivateInfo.updateHomeAddress>) =>
  api(identityPrivateInfo.updateHomeAddress, { body });

export const patchHomeAddressOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.homeAddress(), mutationFn: patchHomeAddress });
export function usePatchHomeAddress() {
  const refresh = useRefreshPrivateInfo();
  return useMutation({ ...patchHomeAddressOptions(), onSuccess: refresh });
}

/** PUT /api/v1/profile_private_info/id_file — the ID document (PDF < 4 MB or JPEG/PNG < 2 MB, base64). */
export const putIdFile = (body: RouteBody<typeof identityPrivateInfo.uploadIdFile>) =>
  api(identityPrivateInfo.uploadIdFile, { body });

export const putIdFileOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.idFile(), mutationFn: putIdFile });
export function usePutIdFile() {
  const refresh = useRefreshPrivateInfo();
  return useMutation({ ...putIdFileOptions(), onSuccess: refresh });
}

/**
 * GET /api/v1/profile_private_info/id_file — a presigned link (15 minutes) to the document, or 404
 * 'Could not find profile ID file'.
 */
export const getIdFileLink = () => api(identityPrivateInfo.idFileLink);

export const getIdFileLinkOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.idFileLink(), mutationFn: getIdFileLink });
export const useIdFileLink = () => useMutation(getIdFileLinkOptions());

/** DELETE /api/v1/profile_private_info/id_file. */
export const deleteIdFile = () => api(identityPrivateInfo.deleteIdFile);

export const deleteIdFileOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.idFileDelete(), mutationFn: deleteIdFile });
export function useDeleteIdFile() {
  const refresh = useRefreshPrivateInfo();
  return useMutation({ ...deleteIdFileOptions(), onSuccess: () => refresh(undefined) });
}
