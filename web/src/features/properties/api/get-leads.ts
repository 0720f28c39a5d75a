import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsBuyers } from '@casona/proto/listings/routes';
import type { RouteQuery } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { propertiesKeys } from '../../../lib/api/query-keys.ts';

export type LeadQuery = RouteQuery<typeof listingsBuyers.leads>;

/** GET /api/v1/lead?property_id=&page= — leads of properties the caller may read (staff: all). */
export const getLeads = (query: LeadQuery, signal?: AbortSignal) =>
  api(listingsBuyers.leads, { query, signal });

export const leadsOptions = (query: LeadQuery) =>
  queryOptions({
    queryKey: propertiesKeys.leads(query),
    queryFn: ({ signal }) => getLeads(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLeads = (query: LeadQuery, enabled = true) => useQuery({ ...leadsOptions(query), enabled });
