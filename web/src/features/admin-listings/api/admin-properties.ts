/**
 * Staff's property endpoints: GET /api/v1/admin/properties?page=&status=, GET and PATCH
 * /api/v1/admin/property/{id}, POST /api/v1/admin/property/{id}/status, POST /api/v1/admin/property/copy.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Paginated, PropertyStatus, PropertyUpdate, PropertyView } from '../../../lib/api/contracts.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { request } from '../../../lib/api/transport.ts';
import { adminListingsKeys } from '../../../lib/api/query-keys.ts';

export type AdminPropertiesQuery = { page?: number; status?: PropertyStatus };

export const getAdminProperties = (query: AdminPropertiesQuery, signal?: AbortSignal) =>
  request<Paginated<PropertyView>>('GET', 'admin/properties', { query, signal });

export const adminPropertiesOptions = (query: AdminPropertiesQuery) =>
  queryOptions({
    queryKey: adminListingsKeys.properties.list(query),
    queryFn: ({ signal }) => getAdminProperties(query, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminProperties = (query: AdminPropertiesQuery) => useQuery(adminPropertiesOptions(query));

export const getAdminProperty = (id: string, signal?: AbortSignal) =>
  request<PropertyView>('GET', `admin/property/${encodeURIComponent(id)}`, { signal });
export const adminPropertyOptions = (id: string) =>
  queryOptions({
    queryKey: adminListingsKeys.properties.one(id),
    queryFn: ({ signal }) => getAdminProperty(id, signal),
    retry: retryUnlessClientError,
  });
export const useAdminProperty = (id: string) => useQuery(adminPropertyOptions(id));

export const patchAdminProperty = (body: PropertyUpdate) =>
  request<PropertyView>('PATCH', `admin/property/${encodeURIComponent(body.property_id)}`, { body });

export type StatusChange = { status: PropertyStatus; rejection_reason?: string | null };
export const postAdminPropertyStatus = (id: string, body: StatusChange) =>
  request<PropertyView>('POST', `admin/property/${encodeURIComponent(id)}/status`, { body });

export const postAdminPropertyCopy = (propertyId: string) =>
  request<PropertyView>('POST', 'admin/property/copy', { body: { property_id: propertyId } });

/** The editor's writes; each refreshes the staff lists and the property. */
export function useAdminPropertyMutations(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminListingsKeys.properties.all() });
  return {
    patch: useMutation({ mutationFn: patchAdminProperty, onSuccess: refresh }),
    status: useMutation({
      mutationFn: (body: StatusChange) => postAdminPropertyStatus(id, body),
      onSuccess: refresh,
    }),
    copy: useMutation({ mutationFn: () => postAdminPropertyCopy(id), onSuccess: refresh }),
  };
}
