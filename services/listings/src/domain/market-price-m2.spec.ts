import { PRICE_M2_MEDIAN_MIN } from '@casona/proto/listings/market-stats';
import { describe, expect, it } from 'vitest';

import { shownMedian } from './market-price-m2.ts';

describe("the municipality's median price per m²", () => {
  it('is shown rounded to the peso from PRICE_M2_MEDIAN_MIN homes on', () => {
    expect(PRICE_M2_MEDIAN_MIN).toBe(5);
    expect(shownMedian(5, 31_250.4)).toBe(31_250);
    expect(shownMedian(120, 18_999.5)).toBe(19_000);
  });

  it('is hidden under too few homes, or when there is none', () => {
    expect(shownMedian(4, 31_250)).toBeNull();
    expect(shownMedian(0, null)).toBeNull();
    expect(shownMedian(9, null)).toBeNull();
    expect(shownMedian(9, Number.NaN)).toBeNull();
  });
});
