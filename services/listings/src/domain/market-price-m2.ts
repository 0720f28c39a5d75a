/** When a municipality's median price per m² is worth showing a buyer (issue 16). */
import { PRICE_M2_MEDIAN_MIN } from '@casona/proto/listings/market-stats';

/**
 * The median to show, rounded to the peso, or null: under PRICE_M2_MEDIAN_MIN published homes one or
 * two listings would pass for "the municipality's price", so nothing is shown.
 */
export function shownMedian(count: number, median: number | null): number | null {
  if (median === null || !Number.isFinite(median) || count < PRICE_M2_MEDIAN_MIN) return null;
  return Math.round(median);
}
