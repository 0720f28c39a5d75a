/**
 * The appraisal's rules, pure: the model's answer held within §5's bounds (prices 300,000–
 * 100,000,000; cap rate and occupation rate 0–1), the cap rate from the short-term-rental ranges
 * (cap rate = (ADR × occupancy × 365 − yearly costs) / price), and the model's error on feedback.
 */
import { PRICE_MAX, PRICE_MIN, RATE_MAX, RATE_MIN } from '@casona/proto';

export interface Triple {
  low: number;
  mid: number;
  high: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** To the nearest thousand pesos: the model is not more precise than that, and the page says so. */
export const roundPrice = (value: number): number => Math.round(value / 1000) * 1000;

/** Price and range within §5's bounds, ordered min ≤ price ≤ max, to the nearest thousand pesos. */
export function boundedPrices(model: { price: number; min_price: number; max_price: number }): {
  price: number;
  min_price: number;
  max_price: number;
} {
  const price = clamp(roundPrice(model.price), PRICE_MIN, PRICE_MAX);
  const min_price = clamp(Math.min(roundPrice(model.min_price), price), PRICE_MIN, PRICE_MAX);
  const max_price = clamp(Math.max(roundPrice(model.max_price), price), PRICE_MIN, PRICE_MAX);
  return { price, min_price, max_price };
}

export const boundedRate = (rate: number): number =>
  Number.isFinite(rate) ? clamp(rate, RATE_MIN, RATE_MAX) : RATE_MIN;

/** Cap rate = (ADR × occupancy × 365 − yearly costs) / price, held to 0–1. */
export function capRate(adr: number, occupancy: number, yearlyCosts: number, price: number): number {
  if (!(price > 0)) return 0;
  return boundedRate((adr * occupancy * 365 - yearlyCosts) / price);
}

/**
 * The cap rate as a range: the low end pairs the low ADR with the low occupancy, the high end the
 * high ones, each over the appraised price.
 */
export function capRateRange(adr: Triple, occupancy: Triple, yearlyCosts: number, price: number): Triple {
  return {
    low: capRate(adr.low, occupancy.low, yearlyCosts, price),
    mid: capRate(adr.mid, occupancy.mid, yearlyCosts, price),
    high: capRate(adr.high, occupancy.high, yearlyCosts, price),
  };
}

/** (model's price − corrected price) / corrected price; null without a (positive) corrected price. */
export function modelError(price: number, correctedPrice: number | null | undefined): number | null {
  if (correctedPrice === null || correctedPrice === undefined || !(correctedPrice > 0)) return null;
  return (price - correctedPrice) / correctedPrice;
}

export function withinRange(
  range: { min_price: number; max_price: number },
  correctedPrice: number | null | undefined,
): boolean | null {
  if (correctedPrice === null || correctedPrice === undefined || !(correctedPrice > 0)) return null;
  return correctedPrice >= range.min_price && correctedPrice <= range.max_price;
}

/** Median of |model error| and the 80 % range's coverage over the corrected prices staff received. */
export function errorSummary(
  rows: readonly { price: number; min_price: number; max_price: number; corrected: number }[],
): { median_abs_error: number | null; range_coverage: number | null } {
  const usable = rows.filter((r) => r.corrected > 0);
  if (usable.length === 0) return { median_abs_error: null, range_coverage: null };
  const errors = usable
    .map((r) => Math.abs(modelError(r.price, r.corrected) as number))
    .sort((a, b) => a - b);
  const mid = Math.floor(errors.length / 2);
  const median = errors.length % 2 === 1 ? errors[mid]! : (errors[mid - 1]! + errors[mid]!) / 2;
  const inside = usable.filter((r) => withinRange(r, r.corrected)).length;
  return { median_abs_error: median, range_coverage: inside / usable.length };
}
