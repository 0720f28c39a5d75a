import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { identityAdmin } from '@casona/proto/identity/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { adminKeys } from '../../../lib/api/query-keys.ts';
import { compact } from '../../../lib/search.ts';

export type StaffFilter = { page: number; q?: string | undefined };

/** GET /api/v1/admin/role?page=&q= — company staff and administrators, a page at a time. */
export const getStaff = (filter: StaffFilter, signal?: AbortSignal) =>
  api(identityAdmin.staff, { query: compact(filter), signal });
export const staffOptions = (filter: StaffFilter) =>
  queryOptions({
    queryKey: adminKeys.roles.list(filter),
    queryFn: ({ signal }) => getStaff(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useStaff = (filter: StaffFilter) => useQuery(staffOptions(filter));

/** The PUT body, naming the profile by exactly one of email or id. */
export type StaffGrant = RouteBody<typeof identityAdmin.setStaffRole> &
  ({ email: string } | { profile_id: string });

/** PUT /api/v1/admin/role — make a profile (by email or id) STAFF or ADMIN. */
export const putStaffRole = (body: StaffGrant) => api(identityAdmin.setStaffRole, { body });

/** DELETE /api/v1/admin/role — remove a staff role (never one's own: identity answers 403). */
export const deleteStaffRole = (profileId: string) =>
  api(identityAdmin.removeStaffRole, { body: { profile_id: profileId } });

export const putStaffRoleOptions = () =>
  mutationOptions({ mutationKey: adminKeys.roles.put(), mutationFn: putStaffRole });
export const deleteStaffRoleOptions = () =>
  mutationOptions({ mutationKey: adminKeys.roles.delete(), mutationFn: deleteStaffRole });

export function usePutStaffRole() {
  const client = useQueryClient();
  return useMutation({
    ...putStaffRoleOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.roles.all() }),
  });
}
export function useDeleteStaffRole() {
  const client = useQueryClient();
  return useMutation({
    ...deleteStaffRoleOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.roles.all() }),
  });
}
