import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsSavedSearches, type StateName } from '@casona/proto';

import { api } from '../../../lib/api/client.ts';

export interface ColoniaLookup {
  q: string;
  state?: StateName | undefined;
  municipality?: string | undefined;
}

/** GET /api/v1/market/colonia — colonias of published homes holding what was typed (issue 16). */
export const coloniaOptions = (lookup: ColoniaLookup) =>
  queryOptions({
    queryKey: ['market', 'colonia', lookup.q, lookup.state ?? null, lookup.municipality ?? null] as const,
    queryFn: ({ signal }) =>
      api(listingsSavedSearches.coloniaSuggestions, {
        query: {
          q: lookup.q,
          ...(lookup.state ? { state: lookup.state } : {}),
          ...(lookup.municipality ? { municipality: lookup.municipality } : {}),
        },
        signal,
      }),
    staleTime: 60_000,
  });

/** Suggestions once two letters are typed; the previous ones stay while the next arrive. */
export const useColonias = (lookup: ColoniaLookup) =>
  useQuery({
    ...coloniaOptions(lookup),
    enabled: lookup.q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
