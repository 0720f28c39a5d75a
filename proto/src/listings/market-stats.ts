/**
 * The municipality's median price per m² beside a card's own (issue 16, buyers' expectations): from
 * the PUBLISHED homes of listings' own data in that municipality, by built area. Below
 * PRICE_M2_MEDIAN_MIN homes a median says little, so `median_price_m2` is null then and the SPA
 * shows nothing; `count` always says how many homes there are ("de N propiedades").
 */
import { Type, type Static } from 'typebox';

import { Money } from '../shared/fields.ts';
import { defineRoute } from '../shared/route.ts';
import { Int, Nullable, State, Str } from '../validation/types.ts';

/** The fewest published homes a municipality's median price per m² is shown from. */
export const PRICE_M2_MEDIAN_MIN = 5;

/** How many municipalities one call may ask for (a page of cards names at most 20). */
export const PRICE_M2_PLACES_MAX = 20;

export const PriceM2Query = Type.Object({
  state: State(),
  city: Str({ min: 1, max: 200 }),
});
export type PriceM2Query = Static<typeof PriceM2Query>;

export const PriceM2Median = Type.Object(
  {
    state: State(),
    city: Str(),
    /** MXN per m² of built area, rounded to the peso; null under PRICE_M2_MEDIAN_MIN homes. */
    median_price_m2: Nullable(Money()),
    /** The published homes of the municipality with a built area. */
    count: Int({ min: 0 }),
  },
  { title: 'PriceM2Median' },
);
export type PriceM2Median = Static<typeof PriceM2Median>;

/** The market's statistics: public, as the market is. */
export const listingsMarketStats = {
  priceM2Median: defineRoute({
    method: 'GET',
    path: '/market/price_m2',
    tags: ['market'],
    summary:
      "The municipality's median price per m² of built area over its published homes (null under 5 homes), with how many",
    query: PriceM2Query,
    response: { 200: PriceM2Median },
    errors: [400],
  }),
} as const;
