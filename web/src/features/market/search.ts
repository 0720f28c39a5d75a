/**
 * The marketplace query of spec §2 (`/market?city=&state=&minPrice=&maxPrice=&propertyType=&label=&page=`),
 * read from the URL the same way the API's MarketQuery reads it, so a shared link shows the same search.
 */
import { PRICE_MAX } from '@casona/proto/constants';
import { PROPERTY_LABELS, PROPERTY_TYPES } from '@casona/proto/enums';
import { STATE_NAMES } from '@casona/proto/geo/states';

import type { MarketQuery } from '../../lib/api/contracts.ts';
import {
  compact,
  optionalInt,
  optionalNumber,
  optionalOneOf,
  optionalString,
  type RawSearch,
} from '../../lib/search.ts';

export type MarketSearch = Omit<MarketQuery, 'page'> & { page?: number };

export function validateMarketSearch(raw: RawSearch): MarketSearch {
  const page = optionalInt(raw['page'], 1, 100_000);
  return compact({
    city: optionalString(raw['city'], 200),
    state: optionalOneOf(STATE_NAMES, raw['state']),
    minPrice: optionalNumber(raw['minPrice'], 0, PRICE_MAX),
    maxPrice: optionalNumber(raw['maxPrice'], 0, PRICE_MAX),
    propertyType: optionalOneOf(PROPERTY_TYPES, raw['propertyType']),
    label: optionalOneOf(PROPERTY_LABELS, raw['label']),
    page: page === 1 ? undefined : page,
  });
}
