import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsAirbnbListings } from '@casona/proto/listings/airbnb-listings';
import { listingsProperties } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { airbnbKeys, propertiesKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/** GET /api/v1/property/{id} — the property with the caller's can_* flags (shared with its details tab). */
export const propertyWithFlagsOptions = (id: string) =>
  queryOptions({
    queryKey: propertiesKeys.mine.one(id),
    queryFn: ({ signal }) => api(listingsProperties.getProperty, { params: { id }, signal }),
    retry: retryUnlessClientError,
  });
export const usePropertyWithFlags = (id: string) => useQuery(propertyWithFlagsOptions(id));

/** GET /api/v1/property_airbnb_listing?property_id= — the property's Airbnb listings (Airbnb listing read). */
export const airbnbListingsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: airbnbKeys.listings(propertyId),
    queryFn: async ({ signal }) =>
      (await api(listingsAirbnbListings.airbnbListings, { query: { property_id: propertyId }, signal }))
        .items,
    retry: retryUnlessClientError,
  });
export const useAirbnbListings = (propertyId: string) => useQuery(airbnbListingsOptions(propertyId));

type ListingSave =
  | { id?: undefined; body: RouteBody<typeof listingsAirbnbListings.createAirbnbListing> }
  | { id: string; body: RouteBody<typeof listingsAirbnbListings.updateAirbnbListing> };

/** POST a new listing, or PATCH …/{id} an existing one; the property's main listing may change. */
export function useSaveAirbnbListing(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.saveListing(),
    mutationFn: (save: ListingSave) =>
      save.id === undefined
        ? api(listingsAirbnbListings.createAirbnbListing, { body: save.body })
        : api(listingsAirbnbListings.updateAirbnbListing, { params: { id: save.id }, body: save.body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: airbnbKeys.listings(propertyId) }),
        // The property's "reserve on Airbnb" address follows its main listing.
        client.invalidateQueries({ queryKey: propertiesKeys.mine.one(propertyId) }),
      ]),
  });
}

/** PATCH …/{id}/hours — the hours to clean. */
export function useAirbnbListingHours(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.listingHours(),
    mutationFn: ({
      id,
      body,
    }: {
      id: string;
      body: RouteBody<typeof listingsAirbnbListings.updateAirbnbListingHours>;
    }) => api(listingsAirbnbListings.updateAirbnbListingHours, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.listings(propertyId) }),
  });
}

/** DELETE …/{id} — the listing goes; its stays stay (they are the property's history). */
export function useDeleteAirbnbListing(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: airbnbKeys.deleteListing(),
    mutationFn: (id: string) => api(listingsAirbnbListings.deleteAirbnbListing, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: airbnbKeys.ofProperty(propertyId) }),
  });
}
