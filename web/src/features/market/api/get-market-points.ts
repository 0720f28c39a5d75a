import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsMarket } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import type { MarketFilter } from '../search.ts';
import { marketKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/market/points — every result of the same filters (up to 5,000), for the map. */
export const getMarketPoints = (filter: MarketFilter, signal?: AbortSignal) =>
  api(listingsMarket.marketPoints, { query: { ...filter }, signal });

export const marketPointsOptions = (filter: MarketFilter) =>
  queryOptions({
    queryKey: marketKeys.points(filter),
    queryFn: ({ signal }) => getMarketPoints(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useMarketPoints = (filter: MarketFilter, enabled: boolean) =>
  useQuery({ ...marketPointsOptions(filter), enabled });
