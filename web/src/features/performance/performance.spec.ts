import { describe, expect, it } from 'vitest';

import { addMonths, daysIn, lastDayOf, monthBars, niceMax, occupancyAndAdr } from './performance.ts';

describe('performance helpers', () => {
  it('moves months across years and knows their last day', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(daysIn('2026-04')).toBe(30);
  });

  it('rounds the axis up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3_480)).toBe(5_000);
    expect(niceMax(18_000)).toBe(20_000);
    expect(niceMax(100)).toBe(100);
  });

  it('converts USD at the interval’s FIX into the bars', () => {
    const bars = monthBars({
      property_id: 'p',
      interval: 'month',
      from: '2026-02-01',
      to: '2026-02-28',
      closed_months: [],
      intervals: [
        {
          interval_start: '2026-02-01',
          interval_end: '2026-02-28',
          acquired_income_mxn: 2320,
          acquired_income_usd: 100,
          upcoming_income_mxn: 500,
          upcoming_income_usd: 0,
          total_reservations: 2,
          total_expense: 3700,
          total_income_mxn: 4820,
          exchange_rate: { mxn_per_usd: 20, date: '2026-02-27', source: 'Banxico FIX' },
          corrections: [],
        },
      ],
    });
    expect(bars[0]).toMatchObject({ month: '2026-02', acquired: 4320, upcoming: 500, expense: 3700 });
  });

  it('computes occupancy and ADR from the stays of the statement (corrections left out)', () => {
    const r = (nights: number, amount_mxn: number, corrects: string | null = null) => ({
      reservation_id: 'r',
      currency: 'MXN' as const,
      start: '2026-01-02',
      nights,
      amount: amount_mxn,
      amount_mxn,
      isr_withheld_mxn: 0,
      iva_withheld_mxn: 0,
      corrects,
    });
    const s = { month: '2026-01', reservations: [r(3, 3480), r(0, -580, '2025-12')] };
    expect(occupancyAndAdr(s as never)).toEqual({ nights: 3, occupancy: 3 / 31, adr: 1160 });
  });
});
