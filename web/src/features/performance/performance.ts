/** Pure helpers of the performance pages: months, the chart's scale, occupancy and ADR. */
import type { RouteAnswer } from '@casona/proto/shared/route';
import type { financeEarnings } from '@casona/proto/finance/routes';
import type { OwnerStatement } from '@casona/proto/finance/statements';

export type EarningsAnswer = RouteAnswer<typeof financeEarnings.earnings>;

/** `YYYY-MM` moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export const lastDayOf = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

export const daysIn = (month: string): number => Number(lastDayOf(month).slice(8));

export interface MonthBar {
  month: string;
  /** In pesos: MXN plus USD at the interval's FIX (none without a rate). */
  acquired: number;
  upcoming: number;
  expense: number;
  acquiredUsd: number;
  upcomingUsd: number;
  acquiredMxn: number;
  upcomingMxn: number;
  reservations: number;
}

export function monthBars(answer: EarningsAnswer): MonthBar[] {
  return answer.intervals.map((iv) => {
    const rate = iv.exchange_rate?.mxn_per_usd ?? 0;
    return {
      month: iv.interval_start.slice(0, 7),
      acquired: iv.acquired_income_mxn + iv.acquired_income_usd * rate,
      upcoming: iv.upcoming_income_mxn + iv.upcoming_income_usd * rate,
      expense: iv.total_expense,
      acquiredUsd: iv.acquired_income_usd,
      upcomingUsd: iv.upcoming_income_usd,
      acquiredMxn: iv.acquired_income_mxn,
      upcomingMxn: iv.upcoming_income_mxn,
      reservations: iv.total_reservations,
    };
  });
}

/** A round top for the chart's axis (1, 2 or 5 × a power of ten) at or above `max`. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Occupancy (nights booked ÷ days of the month) and average daily rate (income ÷ nights) of a statement. */
export function occupancyAndAdr(s: OwnerStatement): {
  occupancy: number;
  adr: number | null;
  nights: number;
} {
  const nights = s.reservations.filter((r) => r.corrects === null).reduce((sum, r) => sum + r.nights, 0);
  const income = s.reservations.filter((r) => r.corrects === null).reduce((sum, r) => sum + r.amount_mxn, 0);
  return {
    nights,
    occupancy: Math.min(1, nights / daysIn(s.month)),
    adr: nights > 0 ? Math.round((income / nights) * 100) / 100 : null,
  };
}
