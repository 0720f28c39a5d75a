import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { LeadView, Paginated } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { propertiesKeys } from '../../../lib/api/query-keys.ts';

export type LeadQuery = { property_id?: string; page?: number };

/** GET /api/v1/lead?property_id=&page= — leads of properties the caller may read (staff: all). */
export const getLeads = (query: LeadQuery, signal?: AbortSignal) =>
  request<Paginated<LeadView>>('GET', 'lead', { query, signal });

export const leadsOptions = (query: LeadQuery) =>
  queryOptions({
    queryKey: propertiesKeys.leads(query),
    queryFn: ({ signal }) => getLeads(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLeads = (query: LeadQuery, enabled = true) => useQuery({ ...leadsOptions(query), enabled });
