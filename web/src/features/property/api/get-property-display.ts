import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PropertyDisplay } from '../../../lib/api/contracts.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { request } from '../../../lib/api/transport.ts';
import { sharedKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property/display/{id or slug} — the public page of a published property (members
 * and staff also see their own in any status); 404 'Property not found' otherwise. `utm_source`
 * is passed on so the API counts visits per source (`qr` counts QR code views).
 */
export const getPropertyDisplay = (id: string, utmSource?: string, signal?: AbortSignal) =>
  request<PropertyDisplay>('GET', `property/display/${encodeURIComponent(id)}`, {
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
