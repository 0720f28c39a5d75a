import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsMarket } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import type { MarketSearch } from '../search.ts';
import { marketKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/market — published properties matching the §2 query, 20 per page, in the chosen order. */
export const getMarket = (search: MarketSearch, signal?: AbortSignal) =>
  api(listingsMarket.market, { query: { ...search }, signal });

export const marketOptions = (search: MarketSearch) =>
  queryOptions({
    queryKey: marketKeys.page(search),
    queryFn: ({ signal }) => getMarket(search, signal),
    placeholderData: keepPreviousData,
  });

export const useMarket = (search: MarketSearch) => useQuery(marketOptions(search));
