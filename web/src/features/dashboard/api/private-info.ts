import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { HomeAddressUpdate, IdFileLink, IdUpload, PrivateInfo } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { dashboardKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/profile_private_info — home address and whether an ID document is on file. */
export const getPrivateInfo = (signal?: AbortSignal) =>
  request<PrivateInfo>('GET', 'profile_private_info', { signal });

export const privateInfoOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.profile.privateInfo(),
    queryFn: ({ signal }) => getPrivateInfo(signal),
  });
export const usePrivateInfo = () => useQuery(privateInfoOptions());

function useRefreshPrivateInfo() {
  const client = useQueryClient();
  return (info: PrivateInfo | undefined) => {
    if (info && typeof info === 'object' && 'profile_id' in info)
      client.setQueryData(dashboardKeys.profile.privateInfo(), info);
    return client.invalidateQueries({ queryKey: dashboardKeys.profile.privateInfo() });
  };
}

/** PATCH /api/v1/profile_private_info — the home address (proto HomeAddressUpdate). */
export const patchHomeAddress = (body: HomeAddressUpdate) =>
  request<PrivateInfo>('PATCH', 'profile_private_info', { body });

export const patchHomeAddressOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.homeAddress(), mutationFn: patchHomeAddress });
export function usePatchHomeAddress() {
  const refresh = useRefreshPrivateInfo();
  return useMutation({ ...patchHomeAddressOptions(), onSuccess: refresh });
}

/** PUT /api/v1/profile_private_info/id_file — the ID document (PDF < 4 MB or JPEG/PNG < 2 MB, base64). */
export const putIdFile = (body: IdUpload) =>
  request<PrivateInfo>('PUT', 'profile_private_info/id_file', { body });

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
export const getIdFileLink = () => request<IdFileLink>('GET', 'profile_private_info/id_file');

export const getIdFileLinkOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.idFileLink(), mutationFn: getIdFileLink });
export const useIdFileLink = () => useMutation(getIdFileLinkOptions());

/** DELETE /api/v1/profile_private_info/id_file. */
export const deleteIdFile = () => request<void>('DELETE', 'profile_private_info/id_file');

export const deleteIdFileOptions = () =>
  mutationOptions({ mutationKey: dashboardKeys.profile.idFileDelete(), mutationFn: deleteIdFile });
export function useDeleteIdFile() {
  const refresh = useRefreshPrivateInfo();
  return useMutation({ ...deleteIdFileOptions(), onSuccess: () => refresh(undefined) });
}
