import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsMarketStats, type PriceM2Query } from '@casona/proto/listings/market-stats';

import { api } from '../../../lib/api/client.ts';
import { marketKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/market/price_m2 — the municipality's median price per m² (null under five homes). */
export const getPriceM2Median = (query: PriceM2Query, signal?: AbortSignal) =>
  api(listingsMarketStats.priceM2Median, { query, signal });

export const priceM2MedianOptions = (query: PriceM2Query) =>
  queryOptions({
    queryKey: marketKeys.priceM2(query.state, query.city),
    queryFn: ({ signal }) => getPriceM2Median(query, signal),
    // A median moves with publications, not by the minute: the cards of a page share one answer.
    staleTime: 10 * 60_000,
  });

export const usePriceM2Median = (query: PriceM2Query) => useQuery(priceM2MedianOptions(query));
