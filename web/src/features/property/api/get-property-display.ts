import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsMarket } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { sharedKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property/display/{id or slug} — the public page of a published property (members
 * and staff also see their own in any status); 404 'Property not found' otherwise. `utm_source`
 * is passed on so the API counts visits per source (`qr` counts QR code views).
 */
export const getPropertyDisplay = (id: string, utmSource?: string, signal?: AbortSignal) =>
  api(listingsMarket.displayProperty, {
    params: { idOrSlug: id },
    query: { utm_source: utmSource },
    signal,
  });

export const propertyDisplayOptions = (id: string, utmSource?: string) =>
  queryOptions({
    queryKey: sharedKeys.propertyDisplay(id, utmSource),
    queryFn: ({ signal }) => getPropertyDisplay(id, utmSource, signal),
    // A 404 is an answer, not a hiccup.
    retry: retryUnlessClientError,
  });

export const usePropertyDisplay = (id: string, utmSource?: string) =>
  useQuery(propertyDisplayOptions(id, utmSource));
