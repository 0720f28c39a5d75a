import { describe, expect, it } from 'vitest';
import {
  InconsistentIncomes,
  closableMonths,
  closingSegments,
  incomeIntervals,
  intervalsBetween,
  splitByMonth,
  withClosedMonths,
  type Stay,
} from './earnings.ts';

const stay = (over: Partial<Stay> = {}): Stay => ({
  reservationId: 'r1',
  checkIn: '2026-01-29',
  checkOut: '2026-02-03',
  currency: 'MXN',
  amount: 5000,
  ...over,
});

describe('earnings by stay date', () => {
  it('splits a stay across a month end by night: 3 nights of January, 2 of February', () => {
    expect(splitByMonth(stay())).toEqual([
      {
        reservationId: 'r1',
        currency: 'MXN',
        start: '2026-01-29',
        end: '2026-02-01',
        nights: 3,
        amount: 3000,
      },
      {
        reservationId: 'r1',
        currency: 'MXN',
        start: '2026-02-01',
        end: '2026-02-03',
        nights: 2,
        amount: 2000,
      },
    ]);
  });

  it('keeps every cent when the split does not divide evenly', () => {
    const parts = splitByMonth(stay({ amount: 1000, checkIn: '2026-01-31', checkOut: '2026-02-03' }));
    expect(parts.map((p) => p.amount)).toEqual([333.33, 666.67]);
  });

  it('refuses a stay whose check-out does not follow its check-in', () => {
    expect(() => splitByMonth(stay({ checkOut: '2026-01-29' }))).toThrow(InconsistentIncomes);
    expect(() => splitByMonth(stay({ amount: Number.NaN }))).toThrow(InconsistentIncomes);
  });

  it('starts weeks on Monday and months on the 1st', () => {
    // 2026-01-29 is a Thursday: its week starts Monday 2026-01-26.
    expect(intervalsBetween('2026-01-29', '2026-02-03', 'week').map((i) => i.end - i.start)).toEqual([6, 6]);
    const weeks = incomeIntervals({
      segments: splitByMonth(stay()),
      expenses: [],
      from: '2026-01-29',
      to: '2026-02-03',
      interval: 'week',
      today: '2026-03-01',
    });
    expect(weeks.map((w) => [w.interval_start, w.interval_end, w.acquired_income_mxn])).toEqual([
      ['2026-01-26', '2026-02-01', 4000], // nights of Jan 29, 30, 31 and Feb 1 (Sunday)
      ['2026-02-02', '2026-02-08', 1000], // the night of Monday Feb 2
    ]);
    expect(() => intervalsBetween('2026-02-01', '2026-01-01', 'month')).toThrow(InconsistentIncomes);
    expect(() => intervalsBetween('2000-01-01', '2026-01-01', 'week')).toThrow(InconsistentIncomes);
  });

  it('counts nights before today as acquired and the rest as upcoming, each currency apart', () => {
    const months = incomeIntervals({
      segments: [
        ...splitByMonth(stay()),
        ...splitByMonth(
          stay({
            reservationId: 'r2',
            checkIn: '2026-02-10',
            checkOut: '2026-02-14',
            currency: 'USD',
            amount: 400,
          }),
        ),
      ],
      expenses: [
        { date: '2026-02-05', amount: 1480 },
        { date: '2026-02-28', amount: 20.5 },
        { date: '2026-03-01', amount: 999 },
      ],
      from: '2026-01-01',
      to: '2026-02-28',
      interval: 'month',
      today: '2026-02-12',
    });
    expect(months).toEqual([
      {
        interval_start: '2026-01-01',
        interval_end: '2026-01-31',
        acquired_income_mxn: 3000,
        acquired_income_usd: 0,
        upcoming_income_mxn: 0,
        upcoming_income_usd: 0,
        total_reservations: 1,
        total_expense: 0,
      },
      {
        interval_start: '2026-02-01',
        interval_end: '2026-02-28',
        acquired_income_mxn: 2000,
        acquired_income_usd: 200, // nights of Feb 10 and 11
        upcoming_income_mxn: 0,
        upcoming_income_usd: 200, // nights of Feb 12 and 13
        total_reservations: 2,
        total_expense: 1500.5,
      },
    ]);
  });

  it('keeps a closed month closed and posts a later correction to the current month with its reference', () => {
    const closedWith = splitByMonth(stay());
    const january = { month: '2026-01', segments: closedWith.filter((s) => s.start.startsWith('2026-01')) };
    // After January was closed the stay's amount was corrected from 5,000 to 4,000.
    const now = splitByMonth(stay({ amount: 4000 }));
    const segments = withClosedMonths(now, [january], '2026-03-10');
    expect(segments.filter((s) => s.corrects)).toEqual([
      {
        reservationId: 'r1',
        currency: 'MXN',
        start: '2026-03-10',
        end: '2026-03-10',
        nights: 0,
        amount: -600,
        corrects: '2026-01',
      },
    ]);
    const months = incomeIntervals({
      segments,
      expenses: [],
      from: '2026-01-01',
      to: '2026-03-31',
      interval: 'month',
      today: '2026-03-10',
    });
    expect(months.map((m) => m.acquired_income_mxn)).toEqual([3000, 1600, -600]);
    // Canceled after closing: the whole closed figure is withdrawn in the current month.
    const canceled = withClosedMonths([], [january], '2026-03-10');
    expect(canceled.filter((s) => s.corrects).map((s) => s.amount)).toEqual([-3000]);
    // Nothing changed: no correction.
    expect(withClosedMonths(closedWith, [january], '2026-03-10').some((s) => s.corrects)).toBe(false);
  });

  it('freezes into a month, when it closes, the corrections it showed while open', () => {
    const january = { month: '2026-01', segments: closingSegments(splitByMonth(stay()), [], '2026-01') };
    expect(january.segments.map((s) => [s.start, s.amount])).toEqual([['2026-01-29', 3000]]);
    // In February the stay's amount drops to 4,000: February shows a −600 correction for January…
    const now = splitByMonth(stay({ amount: 4000 }));
    const february = { month: '2026-02', segments: closingSegments(now, [january], '2026-02') };
    expect(february.segments.map((s) => [s.start, s.amount, s.corrects])).toEqual([
      ['2026-02-01', 1600, undefined],
      ['2026-02-28', -600, '2026-01'],
    ]);
    // …and once February is closed too, nothing more is owed: March shows no correction.
    const later = withClosedMonths(now, [january, february], '2026-03-05');
    expect(later.filter((s) => s.start >= '2026-03-01')).toEqual([]);
    const months = incomeIntervals({
      segments: later,
      expenses: [],
      from: '2026-01-01',
      to: '2026-03-31',
      interval: 'month',
      today: '2026-03-05',
    });
    expect(months.map((m) => m.acquired_income_mxn)).toEqual([3000, 1000, 0]);
    expect(() => closingSegments(now, [january], '2026-01')).toThrow(InconsistentIncomes);
  });

  it('lists the months that may be closed: those ended before today', () => {
    expect(closableMonths('2025-11-20', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(closableMonths('2026-02-01', '2026-02-03')).toEqual([]);
  });
});
