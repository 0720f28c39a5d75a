/**
 * Exchange rates (pesos per dollar). Banxico publishes the FIX on banking days only, so the rate of
 * a weekend or holiday is the last one published on or before it. Every converted amount carries
 * the rate it used and that rate's date.
 */
export interface ExchangeRate {
  date: string;
  mxnPerUsd: number;
  source: string;
}

export interface Converted {
  mxn: number;
  rate: ExchangeRate;
}

/** The last rate on or before `date` from rates sorted by date ascending; null when none is that old. */
export function rateOn(rates: readonly ExchangeRate[], date: string): ExchangeRate | null {
  let lo = 0;
  let hi = rates.length - 1;
  let found: ExchangeRate | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = rates[mid]!;
    if (r.date <= date) {
      found = r;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** MXN and USD amounts together in pesos at `rate`, to the cent. */
export function toMxn(mxn: number, usd: number, rate: ExchangeRate): Converted {
  return { mxn: Math.round((mxn + usd * rate.mxnPerUsd) * 100) / 100, rate };
}

/** A rate as a person may type it: positive, under 1,000 pesos per dollar, at most 6 decimals. */
export const isPlausibleRate = (v: number): boolean => Number.isFinite(v) && v > 0 && v < 1000;
