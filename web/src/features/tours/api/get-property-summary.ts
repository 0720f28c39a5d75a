import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsMarket } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { sharedKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property/display/{id} — which property a tour or a lead is for (name, zone, city). */
export const getPropertySummary = (id: string, signal?: AbortSignal) =>
  api(listingsMarket.displayProperty, { params: { idOrSlug: id }, signal });

export const propertySummaryOptions = (id: string) =>
  queryOptions({
    queryKey: sharedKeys.propertyDisplay(id),
    queryFn: ({ signal }) => getPropertySummary(id, signal),
    retry: retryUnlessClientError,
  });

export const usePropertySummary = (id: string | undefined) =>
  useQuery({ ...propertySummaryOptions(id ?? ''), enabled: Boolean(id) });
