/**
 * Staff's property endpoints: GET /api/v1/admin/properties?page=&status=, GET and PATCH
 * /api/v1/admin/property/{id}, POST /api/v1/admin/property/{id}/status, POST /api/v1/admin/property/copy.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsAirbnbListings } from '@casona/proto/listings/airbnb-listings';
import { listingsProperties } from '@casona/proto/listings/routes';
import type { RouteBody, RouteQuery } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { adminListingsKeys, airbnbKeys } from '../../../lib/api/query-keys.ts';

export type AdminPropertiesQuery = RouteQuery<typeof listingsProperties.adminProperties>;

export const getAdminProperties = (query: AdminPropertiesQuery, signal?: AbortSignal) =>
  api(listingsProperties.adminProperties, { query, signal });

export const adminPropertiesOptions = (query: AdminPropertiesQuery) =>
  queryOptions({
    queryKey: adminListingsKeys.properties.list(query),
    queryFn: ({ signal }) => getAdminProperties(query, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminProperties = (query: AdminPropertiesQuery) => useQuery(adminPropertiesOptions(query));

export const getAdminProperty = (id: string, signal?: AbortSignal) =>
  api(listingsProperties.adminGetProperty, { params: { id }, signal });
export const adminPropertyOptions = (id: string) =>
  queryOptions({
    queryKey: adminListingsKeys.properties.one(id),
    queryFn: ({ signal }) => getAdminProperty(id, signal),
    retry: retryUnlessClientError,
  });
export const useAdminProperty = (id: string) => useQuery(adminPropertyOptions(id));

export const patchAdminProperty = (
  body: RouteBody<typeof listingsProperties.adminUpdateProperty> & { property_id: string },
) => api(listingsProperties.adminUpdateProperty, { params: { id: body.property_id }, body });

export type StatusChange = RouteBody<typeof listingsProperties.changeStatus>;
export const postAdminPropertyStatus = (id: string, body: StatusChange) =>
  api(listingsProperties.changeStatus, { params: { id }, body });

export const postAdminPropertyCopy = (propertyId: string) =>
  api(listingsProperties.copyProperty, { body: { property_id: propertyId } });

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

/**
 * GET /api/v1/property_airbnb_listing?property_id= — the property's Airbnb listings, which decide the
 * VACATIONAL_RENT label option and the "reserve on Airbnb" address (one cache with the Airbnb tab).
 */
export const useAdminPropertyAirbnbListings = (propertyId: string) =>
  useQuery({
    queryKey: airbnbKeys.listings(propertyId),
    queryFn: async ({ signal }) =>
      (await api(listingsAirbnbListings.airbnbListings, { query: { property_id: propertyId }, signal }))
        .items,
    retry: retryUnlessClientError,
  });
