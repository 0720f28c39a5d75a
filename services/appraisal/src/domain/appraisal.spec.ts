import { describe, expect, it } from 'vitest';
import {
  boundedPrices,
  boundedRate,
  capRate,
  capRateRange,
  errorSummary,
  modelError,
  withinRange,
} from './appraisal.ts';

describe('boundedPrices', () => {
  it('rounds to the thousand and keeps min ≤ price ≤ max', () => {
    expect(boundedPrices({ price: 2_345_678, min_price: 2_000_400, max_price: 2_900_600 })).toEqual({
      price: 2_346_000,
      min_price: 2_000_000,
      max_price: 2_901_000,
    });
    expect(boundedPrices({ price: 1_000_000, min_price: 1_200_000, max_price: 900_000 })).toEqual({
      price: 1_000_000,
      min_price: 1_000_000,
      max_price: 1_000_000,
    });
  });
  it('holds every figure to §5: 300,000–100,000,000', () => {
    expect(boundedPrices({ price: 150_000, min_price: 100_000, max_price: 200_000 })).toEqual({
      price: 300_000,
      min_price: 300_000,
      max_price: 300_000,
    });
    const high = boundedPrices({ price: 2e8, min_price: 1.5e8, max_price: 3e8 });
    expect(high).toEqual({ price: 1e8, min_price: 1e8, max_price: 1e8 });
  });
});

describe('cap rate', () => {
  it('is (ADR × occupancy × 365 − yearly costs) / price, within 0–1', () => {
    expect(capRate(1000, 0.5, 20_000, 2_000_000)).toBeCloseTo((182_500 - 20_000) / 2_000_000, 12);
    expect(capRate(1000, 0.5, 1_000_000, 2_000_000)).toBe(0);
    expect(capRate(100_000, 1, 0, 300_000)).toBe(1);
    expect(capRate(1000, 0.5, 0, 0)).toBe(0);
    expect(boundedRate(Number.NaN)).toBe(0);
  });
  it('pairs low with low and high with high', () => {
    const r = capRateRange(
      { low: 800, mid: 1000, high: 1200 },
      { low: 0.4, mid: 0.5, high: 0.6 },
      0,
      1_000_000,
    );
    expect(r.low).toBeCloseTo((800 * 0.4 * 365) / 1e6, 12);
    expect(r.high).toBeCloseTo((1200 * 0.6 * 365) / 1e6, 12);
    expect(r.low).toBeLessThan(r.mid);
  });
});

describe("the model's error on feedback", () => {
  it('is (price − corrected) / corrected, null without a corrected price', () => {
    expect(modelError(3_000_000, 4_000_000)).toBe(-0.25);
    expect(modelError(3_000_000, null)).toBeNull();
    expect(modelError(3_000_000, 0)).toBeNull();
    expect(withinRange({ min_price: 2e6, max_price: 3e6 }, 2.5e6)).toBe(true);
    expect(withinRange({ min_price: 2e6, max_price: 3e6 }, 4e6)).toBe(false);
    expect(withinRange({ min_price: 2e6, max_price: 3e6 }, null)).toBeNull();
  });
  it('summarises the median |error| and the range coverage', () => {
    expect(errorSummary([])).toEqual({ median_abs_error: null, range_coverage: null });
    const s = errorSummary([
      { price: 110, min_price: 90, max_price: 130, corrected: 100 },
      { price: 100, min_price: 90, max_price: 110, corrected: 200 },
      { price: 100, min_price: 90, max_price: 110, corrected: 100 },
    ]);
    expect(s.median_abs_error).toBeCloseTo(0.1, 12);
    expect(s.range_coverage).toBeCloseTo(2 / 3, 12);
  });
});
