/**
 * Earnings by stay date (§3 earnings interval, §7 get_reservation_interval_incomes_by_currency):
 * a reservation's money is spread evenly over its nights, so a stay across a month end (or a
 * Monday) is split between the intervals it touches. Nights before today are acquired income,
 * nights from today on are upcoming income; each currency is summed apart (MXN and USD).
 *
 * A closed month stays closed: once a month is closed its share of every stay is frozen (the
 * snapshot), and a later change to one of its stays (canceled, new amount, moved dates) is posted to
 * the current month as a correction that names the reservation and the closed month, so a statement
 * already sent never changes.
 */
import type { Currency, EarningsPeriod } from '@casona/proto';
import { dayOf, isoOf, mondayOf, monthBounds, monthOf } from './dates.ts';

/** A stay as finance projects it from listings.reservation.* (canceled stays are left out). */
export interface Stay {
  reservationId: string;
  checkIn: string;
  checkOut: string;
  currency: Currency;
  /** What the stay earns (total_earned); 0 while nobody typed it (a calendar feed gives dates only). */
  amount: number;
}

/** The part of a stay (or a correction) that falls in one month. */
export interface Segment {
  reservationId: string;
  currency: Currency;
  /** First night (ISO date). */
  start: string;
  /** Day after the last night; equals `start` for a correction (no nights). */
  end: string;
  nights: number;
  amount: number;
  /** Set on a correction: the closed month whose figure it corrects. */
  corrects?: string;
}

/** One closed month of a property: the segments it was closed with. */
export interface ClosedMonth {
  month: string;
  segments: readonly Segment[];
}

export interface Expense {
  date: string;
  amount: number;
}

export interface IncomeInterval {
  interval_start: string;
  interval_end: string;
  acquired_income_mxn: number;
  acquired_income_usd: number;
  upcoming_income_mxn: number;
  upcoming_income_usd: number;
  total_reservations: number;
  total_expense: number;
}

/** The inputs do not make a consistent answer: §8 'Invalid answer from get_reservation_interval_incomes_by_currency'. */
export class InconsistentIncomes extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InconsistentIncomes';
  }
}

/** At most this many intervals in one answer (ten years of weeks). */
export const MAX_INTERVALS = 530;

const cents = (n: number) => Math.round(n * 100) / 100;

/** Splits a stay at every month end it crosses; the amount is prorated by night. */
export function splitByMonth(stay: Stay): Segment[] {
  const checkIn = dayOf(stay.checkIn);
  const checkOut = dayOf(stay.checkOut);
  if (!Number.isFinite(checkIn) || !Number.isFinite(checkOut) || checkOut <= checkIn)
    throw new InconsistentIncomes(`reservation ${stay.reservationId}: check-out must follow check-in`);
  if (!Number.isFinite(stay.amount) || stay.amount < 0)
    throw new InconsistentIncomes(`reservation ${stay.reservationId}: amount ${stay.amount}`);
  const nights = checkOut - checkIn;
  const segments: Segment[] = [];
  let start = checkIn;
  let assigned = 0;
  while (start < checkOut) {
    const end = Math.min(monthBounds(start).next, checkOut);
    const n = end - start;
    // The last segment takes what rounding left, so the parts add up to the stay to the cent.
    const amount = end === checkOut ? cents(stay.amount - assigned) : cents((stay.amount * n) / nights);
    assigned = cents(assigned + amount);
    segments.push({
      reservationId: stay.reservationId,
      currency: stay.currency,
      start: isoOf(start),
      end: isoOf(end),
      nights: n,
      amount,
    });
    start = end;
  }
  return segments;
}

/**
 * The segments earnings are computed from: those of open months as the stays are now; those of
 * closed months as they were closed (with the corrections frozen into them); and, posted on
 * `today`, a correction for every reservation and currency whose figure in a closed month differs
 * now from what was closed and already corrected.
 */
export function withClosedMonths(
  current: readonly Segment[],
  closed: readonly ClosedMonth[],
  today: string,
): Segment[] {
  const closedMonths = new Set(closed.map((c) => c.month));
  const out: Segment[] = [];
  const owed = new Map<
    string,
    { month: string; reservationId: string; currency: Currency; amount: number }
  >();
  const add = (month: string, reservationId: string, currency: Currency, amount: number) => {
    const k = `${month}|${reservationId}|${currency}`;
    const entry = owed.get(k) ?? { month, reservationId, currency, amount: 0 };
    entry.amount += amount;
    owed.set(k, entry);
  };
  for (const s of current) {
    const month = s.start.slice(0, 7);
    if (closedMonths.has(month)) add(month, s.reservationId, s.currency, s.amount);
    else out.push(s);
  }
  for (const c of closed) {
    for (const s of c.segments) {
      out.push(s);
      add(s.corrects ?? c.month, s.reservationId, s.currency, -s.amount);
    }
  }
  for (const d of owed.values()) {
    const delta = cents(d.amount);
    if (delta === 0) continue;
    out.push({
      reservationId: d.reservationId,
      currency: d.currency,
      start: today,
      end: today,
      nights: 0,
      amount: delta,
      corrects: d.month,
    });
  }
  return out;
}

/**
 * What closing `month` freezes: its stays' segments as they are now, and the corrections owed to
 * months closed before, posted on its last day — so what was shown for the month while it was
 * open is what it keeps.
 */
export function closingSegments(
  current: readonly Segment[],
  closed: readonly ClosedMonth[],
  month: string,
): Segment[] {
  if (closed.some((c) => c.month === month)) throw new InconsistentIncomes(`${month} is already closed`);
  const lastDay = isoOf(monthBounds(dayOf(`${month}-01`)).next - 1);
  return withClosedMonths(current, closed, lastDay).filter(
    (s) => s.start.slice(0, 7) === month && (s.corrects === undefined || s.corrects !== month),
  );
}

/** The week (Monday to Sunday) or month intervals that cover `from`..`to` (both included). */
export function intervalsBetween(
  from: string,
  to: string,
  interval: EarningsPeriod,
): { start: number; end: number }[] {
  const a = dayOf(from);
  const b = dayOf(to);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a)
    throw new InconsistentIncomes(`the range ${from}..${to} is empty`);
  const out: { start: number; end: number }[] = [];
  let start = interval === 'week' ? mondayOf(a) : monthBounds(a).start;
  while (start <= b) {
    const next = interval === 'week' ? start + 7 : monthBounds(start).next;
    out.push({ start, end: next - 1 });
    if (out.length > MAX_INTERVALS)
      throw new InconsistentIncomes(`more than ${MAX_INTERVALS} intervals between ${from} and ${to}`);
    start = next;
  }
  return out;
}

/**
 * Income and expense per interval. A segment's nights before `today` are acquired, the rest upcoming;
 * a correction counts as acquired in the interval of its posting day. A reservation counts in every
 * interval where it has a night.
 */
export function incomeIntervals(input: {
  segments: readonly Segment[];
  expenses: readonly Expense[];
  from: string;
  to: string;
  interval: EarningsPeriod;
  today: string;
}): IncomeInterval[] {
  const today = dayOf(input.today);
  const intervals = intervalsBetween(input.from, input.to, input.interval);
  const first = intervals[0]!.start;
  const acc = intervals.map(() => ({
    acquired: { MXN: 0, USD: 0 },
    upcoming: { MXN: 0, USD: 0 },
    reservations: new Set<string>(),
    expense: 0,
  }));
  // Intervals are contiguous and ordered: find the one of a day by bisection.
  const at = (day: number): number => {
    let lo = 0;
    let hi = intervals.length - 1;
    if (day < first || day > intervals[hi]!.end) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (intervals[mid]!.start <= day) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  for (const s of input.segments) {
    const start = dayOf(s.start);
    if (s.nights === 0) {
      const i = at(start);
      if (i >= 0) acc[i]!.acquired[s.currency] += s.amount;
      continue;
    }
    const end = dayOf(s.end);
    if (end - start !== s.nights)
      throw new InconsistentIncomes(`segment of ${s.reservationId} has wrong nights`);
    const perNight = s.amount / s.nights;
    let i = at(Math.max(start, first));
    if (i < 0) continue;
    for (; i < intervals.length && intervals[i]!.start < end; i++) {
      const lo = Math.max(start, intervals[i]!.start);
      const hi = Math.min(end, intervals[i]!.end + 1);
      if (hi <= lo) continue;
      const past = Math.max(0, Math.min(hi, today) - lo);
      const ahead = hi - lo - past;
      acc[i]!.acquired[s.currency] += perNight * past;
      acc[i]!.upcoming[s.currency] += perNight * ahead;
      acc[i]!.reservations.add(s.reservationId);
    }
  }
  for (const e of input.expenses) {
    const i = at(dayOf(e.date));
    if (i >= 0) acc[i]!.expense += e.amount;
  }

  return intervals.map((iv, i) => {
    const a = acc[i]!;
    return {
      interval_start: isoOf(iv.start),
      interval_end: isoOf(iv.end),
      acquired_income_mxn: cents(a.acquired.MXN),
      acquired_income_usd: cents(a.acquired.USD),
      upcoming_income_mxn: cents(a.upcoming.MXN),
      upcoming_income_usd: cents(a.upcoming.USD),
      total_reservations: a.reservations.size,
      total_expense: cents(a.expense),
    };
  });
}

/** The months ended before `today` (the ones that may be closed), from the month of `since`. */
export function closableMonths(since: string, today: string): string[] {
  const out: string[] = [];
  const current = monthBounds(dayOf(today)).start;
  for (let m = monthBounds(dayOf(since)).start; m < current; m = monthBounds(m).next) out.push(monthOf(m));
  return out;
}
