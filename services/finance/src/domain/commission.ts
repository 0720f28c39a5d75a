/**
 * Commissions (§9): a FIXED value is owed once per month elapsed since the lease contract started;
 * a PERCENTAGE takes that percent of each month's acquired income. A manager's share may not pass
 * 66 % of the rents. The commission estimate shown when a property is offered falls with every
 * interval a sale takes: average daily rate × nights × (0.85 + 0.2 − 0.015 × interval index), for at
 * most six intervals.
 */
import {
  COMMISSION_ESTIMATE_BASE_RATE,
  COMMISSION_ESTIMATE_FACTOR,
  COMMISSION_ESTIMATE_MAX_ENTRIES,
  COMMISSION_ESTIMATE_RATE_STEP,
} from '@casona/proto';

const cents = (n: number) => Math.round(n * 100) / 100;

/** Whole months from `start` to `today` (a month counts once its day of the month is reached); 0 before the start. */
export function monthsElapsed(start: string, today: string): number {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let months = (ty - sy) * 12 + (tm - sm);
  if (td < sd) {
    // A start on the 31st is reached on the last day of a shorter month.
    const lastDay = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
    if (td < Math.min(sd, lastDay)) months -= 1;
  }
  return Math.max(0, months);
}

/** FIXED: the value times the months elapsed since the lease contract. */
export const fixedCommission = (value: number, leaseStart: string, today: string): number =>
  cents(value * monthsElapsed(leaseStart, today));

/** PERCENTAGE: that percent of each month's acquired income, and their total. */
export function percentageCommission(
  percent: number,
  months: readonly { interval_start: string; acquired: number }[],
): { entries: { interval_start: string; amount: number }[]; total: number } {
  const entries = months.map((m) => ({
    interval_start: m.interval_start,
    amount: cents((m.acquired * percent) / 100),
  }));
  return { entries, total: cents(entries.reduce((sum, e) => sum + e.amount, 0)) };
}

/** The 66 % rule is proto's, shared with the SPA's commission form. */
export { managerShareExceeded } from '@casona/proto/finance/rules';

export interface EstimateEntry {
  index: number;
  nights: number;
  factor: number;
  amount: number;
}

/** The commission estimate, one entry per interval (at most six). */
export function commissionEstimate(
  averageDailyRate: number,
  nightsPerInterval: readonly number[],
): EstimateEntry[] {
  return nightsPerInterval.slice(0, COMMISSION_ESTIMATE_MAX_ENTRIES).map((nights, index) => {
    const raw =
      COMMISSION_ESTIMATE_FACTOR + COMMISSION_ESTIMATE_BASE_RATE - COMMISSION_ESTIMATE_RATE_STEP * index;
    const factor = Math.round(raw * 1e6) / 1e6;
    return { index, nights, factor, amount: cents(averageDailyRate * nights * factor) };
  });
}
