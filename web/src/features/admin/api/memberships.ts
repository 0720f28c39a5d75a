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
import type { RoleLabel } from '@casona/proto/enums';

import { api } from '../../../lib/api/client.ts';
import { adminKeys } from '../../../lib/api/query-keys.ts';

export type MembershipFilter = {
  page: number;
  pageSize?: number;
  property_id?: string;
  /** Words of the person's name or email (issue 19). */
  q?: string;
  label?: RoleLabel;
};

/** GET /api/v1/admin/property_customer — every membership, newest first, by property, label and words if asked. */
export const getAllMemberships = (filter: MembershipFilter, signal?: AbortSignal) =>
  api(identityAdmin.members, { query: filter, signal });

export const allMembershipsOptions = (filter: MembershipFilter) =>
  queryOptions({
    queryKey: adminKeys.memberships.list(filter),
    queryFn: ({ signal }) => getAllMemberships(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useAllMemberships = (filter: MembershipFilter) => useQuery(allMembershipsOptions(filter));

/** PUT /api/v1/admin/property_customer — staff set any label (one owner per property still holds). */
export const putMembership = (body: RouteBody<typeof identityAdmin.upsertMember>) =>
  api(identityAdmin.upsertMember, { body });
/** DELETE /api/v1/admin/property_customer — staff remove anyone, owners included. */
export const deleteMembership = (body: RouteBody<typeof identityAdmin.removeMember>) =>
  api(identityAdmin.removeMember, { body });

export const putMembershipOptions = () =>
  mutationOptions({ mutationKey: adminKeys.memberships.put(), mutationFn: putMembership });
export const deleteMembershipOptions = () =>
  mutationOptions({ mutationKey: adminKeys.memberships.delete(), mutationFn: deleteMembership });

export function usePutMembership() {
  const client = useQueryClient();
  return useMutation({
    ...putMembershipOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.memberships.all() }),
  });
}
export function useDeleteMembership() {
  const client = useQueryClient();
  return useMutation({
    ...deleteMembershipOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.memberships.all() }),
  });
}
