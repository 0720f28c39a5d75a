import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsAirbnbProfiles } from '@casona/proto/listings/airbnb-profiles';

import { api } from '../../../lib/api/client.ts';
import { airbnbKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/** GET /api/v1/airbnb_profile/review?property_id=&page= — reviews of the property's listings (Airbnb listing read). */
export const propertyReviewsOptions = (propertyId: string, page: number) =>
  queryOptions({
    queryKey: airbnbKeys.reviews(propertyId, page),
    queryFn: ({ signal }) =>
      api(listingsAirbnbProfiles.propertyAirbnbReviews, { query: { property_id: propertyId, page }, signal }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
export const usePropertyReviews = (propertyId: string, page: number) =>
  useQuery(propertyReviewsOptions(propertyId, page));

/** GET /api/v1/airbnb_profile?property_id= — the host profiles the property's listings name. */
export const propertyProfilesOptions = (propertyId: string) =>
  queryOptions({
    queryKey: airbnbKeys.hostProfiles(propertyId),
    queryFn: async ({ signal }) =>
      (
        await api(listingsAirbnbProfiles.propertyAirbnbProfiles, {
          query: { property_id: propertyId },
          signal,
        })
      ).items,
    retry: retryUnlessClientError,
  });
export const usePropertyProfiles = (propertyId: string) => useQuery(propertyProfilesOptions(propertyId));
