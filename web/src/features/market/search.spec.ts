import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { activeFilterCount, filterOf, validateMarketSearch, type MarketSearch } from './search.ts';

/** What the router does: object → URL query → object, through the route's validateSearch. */
const roundTrip = (search: MarketSearch) =>
  validateMarketSearch(defaultParseSearch(defaultStringifySearch(search)));

describe('/market search params', () => {
  it('round-trip every filter of spec §2 through the URL', () => {
    const search: MarketSearch = {
      city: 'Zapopan',
      state: 'Jalisco',
      minPrice: 1_500_000,
      maxPrice: 4_250_000,
      propertyType: 'GATED_COMMUNITY_HOUSE',
      label: 'VACATIONAL_RENT',
      page: 3,
    };
    expect(roundTrip(search)).toEqual(search);
    expect(defaultStringifySearch(search)).toBe(
      '?city=Zapopan&state=Jalisco&minPrice=1500000&maxPrice=4250000&propertyType=GATED_COMMUNITY_HOUSE&label=VACATIONAL_RENT&page=3',
    );
  });

  it('reads hand-typed URLs: accents, numbers with commas', () => {
    expect(
      validateMarketSearch(defaultParseSearch('?state=Yucat%C3%A1n&city=M%C3%A9rida&minPrice=1,200,000')),
    ).toEqual({
      state: 'Yucatán',
      city: 'Mérida',
      minPrice: 1_200_000,
    });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(
      validateMarketSearch({ state: 'Texas', propertyType: 'CASTLE', minPrice: -5, page: 0, label: 7 }),
    ).toEqual({});
    expect(validateMarketSearch({ page: 1 })).toEqual({});
  });
});

describe('/market order and campaign source', () => {
  it('keeps a non-default order and utm_source, drops the default order', () => {
    expect(
      validateMarketSearch(defaultParseSearch('?sort=price_asc&utm_source=facebook&state=Jalisco')),
    ).toEqual({ sort: 'price_asc', utm_source: 'facebook', state: 'Jalisco' });
    expect(validateMarketSearch({ sort: 'newest' })).toEqual({});
    expect(validateMarketSearch({ sort: 'cheapest' })).toEqual({});
  });

  it('gives the map the same filters without page and order', () => {
    expect(filterOf({ state: 'Jalisco', page: 3, sort: 'price_desc', utm_source: 'qr' })).toEqual({
      state: 'Jalisco',
      utm_source: 'qr',
    });
  });
});

describe('/market credit program (issue 15)', () => {
  it('keeps INFONAVIT or COFINAVIT and drops anything else', () => {
    expect(roundTrip({ credit: 'COFINAVIT', state: 'Jalisco' })).toEqual({
      credit: 'COFINAVIT',
      state: 'Jalisco',
    });
    expect(validateMarketSearch(defaultParseSearch('?credit=INFONAVIT'))).toEqual({ credit: 'INFONAVIT' });
    expect(validateMarketSearch({ credit: 'APPROVED_CREDIT' })).toEqual({});
    expect(validateMarketSearch({ credit: 'infonavit' })).toEqual({});
  });
});

describe('the phone\'s "Filtros (n)" count', () => {
  it('counts the filters a person chose, not page, order or campaign', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ page: 2, sort: 'price_asc', utm_source: 'qr' })).toBe(0);
    expect(activeFilterCount({ state: 'Jalisco', city: 'Zapopan', credit: 'INFONAVIT', minPrice: 0 })).toBe(
      4,
    );
    expect(
      activeFilterCount(
        validateMarketSearch({ state: 'Jalisco', propertyType: 'CASTLE', maxPrice: 3_000_000, page: 4 }),
      ),
    ).toBe(2);
  });
});

describe('/market colonia (issue 16)', () => {
  it('round-trips the colonia with its accents and counts it as a filter', () => {
    const search: MarketSearch = { state: 'Puebla', colonia: 'Villa Olímpica' };
    expect(roundTrip(search)).toEqual(search);
    expect(activeFilterCount(search)).toBe(2);
    // Too long for the API (100): cut, so a hand-typed URL still searches rather than failing.
    expect(validateMarketSearch({ colonia: 'x'.repeat(101) })).toEqual({ colonia: 'x'.repeat(100) });
    expect(validateMarketSearch({ colonia: '  ' })).toEqual({});
  });
});
