/**
 * GET /api/v1/property_customer?property_id= (identity) — a property's people: who a chore may be
 * assigned to (its MANAGER and WORKER members, §6) and the names of creators and assignees.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityMembers } from '@casona/proto/identity/routes';

import { api } from '../../../lib/api/client.ts';
import { maintenanceKeys } from '../../../lib/api/query-keys.ts';

export const propertyPeopleOptions = (propertyId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.members(propertyId),
    queryFn: async ({ signal }) =>
      (await api(identityMembers.list, { query: { property_id: propertyId }, signal })).items,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const usePropertyPeople = (propertyId: string | undefined) =>
  useQuery({ ...propertyPeopleOptions(propertyId ?? ''), enabled: propertyId !== undefined });
