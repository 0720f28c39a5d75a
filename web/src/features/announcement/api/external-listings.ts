import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listingsExternalListings } from '@casona/proto/listings/routes';
import type { PropertyExternalListing } from '@casona/proto/listings/entities';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { announcementKeys, propertiesKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/** GET /api/v1/property_external_listing?property_id= — where else the property is advertised (§6 external listing read). */
export async function getExternalListings(
  propertyId: string,
  signal?: AbortSignal,
): Promise<PropertyExternalListing[]> {
  const answer = await api(listingsExternalListings.externalListings, {
    query: { property_id: propertyId },
    signal,
  });
  return answer.items;
}

export const externalListingsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: announcementKeys.externalListings(propertyId),
    queryFn: ({ signal }) => getExternalListings(propertyId, signal),
    retry: retryUnlessClientError,
  });
export const useExternalListings = (propertyId: string, enabled = true) =>
  useQuery({ ...externalListingsOptions(propertyId), enabled: enabled && propertyId !== '' });

/** A new external listing or one changed (its funnel stage may move: invalidate the property too). */
function useRefresh() {
  const client = useQueryClient();
  return (propertyId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: announcementKeys.externalListings(propertyId) }),
      client.invalidateQueries({ queryKey: propertiesKeys.mine.one(propertyId) }),
    ]);
}

/** POST /api/v1/property_external_listing — add one, or change it with its id (§6 external listing insert/update). */
export const saveExternalListingOptions = () =>
  mutationOptions({
    mutationKey: announcementKeys.save(),
    mutationFn: (body: RouteBody<typeof listingsExternalListings.upsertExternalListing>) =>
      api(listingsExternalListings.upsertExternalListing, { body }),
  });
export function useSaveExternalListing() {
  const refresh = useRefresh();
  return useMutation({ ...saveExternalListingOptions(), onSuccess: (_a, body) => refresh(body.property_id) });
}

/** DELETE /api/v1/property_external_listing/{id} (§6 external listing delete). */
export const removeExternalListingOptions = () =>
  mutationOptions({
    mutationKey: announcementKeys.remove(),
    mutationFn: (listing: Pick<PropertyExternalListing, 'id' | 'property_id'>) =>
      api(listingsExternalListings.deleteExternalListing, { params: { id: listing.id } }),
  });
export function useRemoveExternalListing() {
  const refresh = useRefresh();
  return useMutation({
    ...removeExternalListingOptions(),
    onSuccess: (_a, listing) => refresh(listing.property_id),
  });
}
