import { describe, expect, it } from 'vitest';

import { budgetRangesFor } from './budget.ts';

const codes = (price: number | undefined) => budgetRangesFor(price).map((r) => r.code);

describe('the budget ranges a tour form offers', () => {
  it("are the ones around the home's price", () => {
    expect(codes(356_000)).toEqual(['0.3-0.5', '0.5-1', '1-1.5']);
    expect(codes(675_000)).toEqual(['0.3-0.5', '0.5-1', '1-1.5', '1.5-2.5']);
    expect(codes(1_899_050)).toEqual(['1-1.5', '1.5-2.5', '2.5-5', '5-7.5']);
    expect(codes(5_000_000)).toEqual(['2.5-5', '5-7.5', '7.5-9', '9+']);
    expect(codes(30_000_000)).toEqual(['7.5-9', '9+']);
  });
  it('are all of them without a price', () => {
    expect(codes(undefined)).toHaveLength(8);
    expect(codes(Number.NaN)).toHaveLength(8);
  });
});
