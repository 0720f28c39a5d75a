import { MONTHS_PER_YEAR } from '@casona/proto';

export interface YearlyExpenses {
  yearly_cleaning: number;
  yearly_electricity: number;
  yearly_maintenance: number;
  yearly_predial: number;
  yearly_services: number;
  yearly_water: number;
}

export interface EstimatedEarnings {
  monthly_income_mxn: number | null;
  yearly_income_mxn: number | null;
  yearly_expenses_mxn: number;
  cap_rate: number | null;
  /** No cap rate because the short-term-rental comparables do not cover the property's area. */
  not_available?: boolean;
}

const money = (v: number) => Math.round(v * 100) / 100;

/**
 * The earnings shown on the public page. The cap rate is the yearly net income over the price, so
 * gross yearly income = cap rate × price + yearly expenses. Without a cap rate (staff have not
 * appraised the rent yet, nor has the short-term-rental estimate filled it) only the expenses are
 * known; `estimateAvailable` false (the estimate's comparables do not cover the area) marks it
 * not available, so the page says so instead of showing nothing.
 */
export function estimatedEarnings(
  price: number,
  capRate: number | null,
  e: YearlyExpenses,
  estimateAvailable: boolean | null = null,
): EstimatedEarnings {
  const expenses = money(
    e.yearly_cleaning +
      e.yearly_electricity +
      e.yearly_maintenance +
      e.yearly_predial +
      e.yearly_services +
      e.yearly_water,
  );
  if (capRate === null)
    return {
      monthly_income_mxn: null,
      yearly_income_mxn: null,
      yearly_expenses_mxn: expenses,
      cap_rate: null,
      ...(estimateAvailable === false ? { not_available: true } : {}),
    };
  const yearly = money(capRate * price + expenses);
  return {
    monthly_income_mxn: money(yearly / MONTHS_PER_YEAR),
    yearly_income_mxn: yearly,
    yearly_expenses_mxn: expenses,
    cap_rate: capRate,
  };
}

/** §5 numeric strings: digits with optional thousands commas and decimals ("1,234.50" → 1234.5). */
export function parseNumericString(text: string): number {
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value)) throw new Error(`not a numeric string: ${text}`);
  return value;
}

/** Pesos to dollars at the configured rate, whole dollars. */
export const toUsd = (mxn: number, rate: number): number => Math.round(mxn / rate);
