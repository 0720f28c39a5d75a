/**
 * The marketplace query of spec §2 (`/market?city=&state=&minPrice=&maxPrice=&propertyType=&label=&page=`),
 * the "apta para crédito" program (`credit=INFONAVIT|COFINAVIT`, issue 15), the colonia (`colonia=`, issue 16),
 * plus the result order and the `utm_source` a campaign link carries (§9: tracked), read from the URL
 * the same way the API's MarketQuery reads it, so a shared link shows the same search.
 */
import { PRICE_MAX } from '@casona/proto/constants';
import { CREDIT_PROGRAMS, MARKET_SORTS, PROPERTY_LABELS, PROPERTY_TYPES } from '@casona/proto/enums';
import { STATE_NAMES } from '@casona/proto/geo/states';

import type { MarketQuery, MarketSort } from '../../lib/api/contracts.ts';

export { MARKET_SORTS };
import {
  compact,
  optionalInt,
  optionalNumber,
  optionalOneOf,
  optionalString,
  type RawSearch,
} from '../../lib/search.ts';

export type MarketSearch = Omit<MarketQuery, 'page'> & {
  page?: number;
  sort?: MarketSort;
  utm_source?: string;
};

/** The filters of the search (what the map shows too): everything but page and order. */
export type MarketFilter = Omit<MarketSearch, 'page' | 'sort'>;

export function validateMarketSearch(raw: RawSearch): MarketSearch {
  const page = optionalInt(raw['page'], 1, 100_000);
  const sort = optionalOneOf(MARKET_SORTS, raw['sort']);
  return compact({
    city: optionalString(raw['city'], 200),
    state: optionalOneOf(STATE_NAMES, raw['state']),
    minPrice: optionalNumber(raw['minPrice'], 0, PRICE_MAX),
    maxPrice: optionalNumber(raw['maxPrice'], 0, PRICE_MAX),
    propertyType: optionalOneOf(PROPERTY_TYPES, raw['propertyType']),
    label: optionalOneOf(PROPERTY_LABELS, raw['label']),
    credit: optionalOneOf(CREDIT_PROGRAMS, raw['credit']),
    colonia: optionalString(raw['colonia'], 100),
    page: page === 1 ? undefined : page,
    // Newest first is the API's default order: the URL names only a different one.
    sort: sort === 'newest' ? undefined : sort,
    utm_source: optionalString(raw['utm_source'], 100),
  });
}

/** The map's query: the same filters as the list, without page and order. */
export function filterOf(search: MarketSearch): MarketFilter {
  const { page: _page, sort: _sort, ...filter } = search;
  return filter;
}

/**
 * How many filters narrow the search — what the phone's "Filtros (n)" button counts. Page, order and
 * the campaign source are not filters a person chose, so they do not count.
 */
export function activeFilterCount(search: MarketSearch): number {
  const { page: _page, sort: _sort, utm_source: _utm, ...filters } = search;
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}
