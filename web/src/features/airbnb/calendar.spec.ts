import { describe, expect, it } from 'vitest';

import {
  addDays,
  layoutMonth,
  monthOf,
  monthRange,
  nightsBetween,
  shiftMonth,
  turnoverDays,
  type CalendarStay,
} from './calendar.ts';

const stay = (id: string, start: string, end: string, extra: Partial<CalendarStay> = {}): CalendarStay => ({
  id,
  kind: 'reservation',
  start,
  end,
  canceled: false,
  ...extra,
});

describe('calendar dates', () => {
  it('counts nights from calendar dates, across months, years and DST changes', () => {
    expect(nightsBetween('2026-03-07', '2026-03-10')).toBe(3);
    expect(nightsBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(nightsBetween('2026-03-10', '2026-03-07')).toBe(0);
    expect(nightsBetween('', '2026-03-07')).toBe(0);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2026, month: 5 }, -18)).toEqual({ year: 2024, month: 11 });
    expect(monthOf('2026-02-14')).toEqual({ year: 2026, month: 1 });
  });

  it('shows whole Monday-to-Sunday weeks around the month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(monthRange(2026, 10)).toEqual({ first: '2026-10-26', last: '2026-12-06' });
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthRange(2027, 1)).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    const weeks = layoutMonth(2026, 10, []);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.days.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks[5]!.days[0]).toMatchObject({ date: '2026-11-30', day: 30, inMonth: true });
  });
});

describe('stays in a month', () => {
  it('covers the nights, not the check-out day, and splits a stay at week and month edges', () => {
    // Friday 27 November to Wednesday 2 December 2026.
    const weeks = layoutMonth(2026, 10, [stay('a', '2026-11-27', '2026-12-02')]);
    const pieces = weeks.flatMap((w, i) => w.segments.map((s) => ({ week: i, ...s, stay: s.stay.id })));
    expect(pieces).toEqual([
      { week: 4, stay: 'a', column: 4, span: 3, lane: 0, continuesBefore: false, continuesAfter: true },
      { week: 5, stay: 'a', column: 0, span: 2, lane: 0, continuesBefore: true, continuesAfter: false },
    ]);
    // December (from Monday 30 November) shows only the nights of its first visible week.
    const december = layoutMonth(2026, 11, [stay('a', '2026-11-27', '2026-12-02')]);
    expect(december.flatMap((w) => w.segments)).toHaveLength(1);
    expect(december[0]!.segments[0]).toMatchObject({ column: 0, span: 2, continuesBefore: true });
  });

  it('leaves out stays outside the visible weeks and stays without nights', () => {
    const weeks = layoutMonth(2026, 10, [
      stay('before', '2026-10-01', '2026-10-05'),
      stay('after', '2027-01-10', '2027-01-12'),
      stay('empty', '2026-11-10', '2026-11-10'),
      stay('inverted', '2026-11-12', '2026-11-10'),
    ]);
    expect(weeks.flatMap((w) => w.segments)).toEqual([]);
  });

  it('puts a same-day turnover on one lane and marks the day, but not for a canceled stay or a block', () => {
    const weeks = layoutMonth(2026, 10, [
      stay('first', '2026-11-02', '2026-11-05'),
      stay('second', '2026-11-05', '2026-11-07'),
      stay('canceled', '2026-11-07', '2026-11-08', { canceled: true }),
      stay('block', '2026-11-07', '2026-11-09', { kind: 'block' }),
    ]);
    const week = weeks[1]!; // 2–8 November
    expect(
      week.segments.filter((s) => s.stay.kind === 'reservation' && !s.stay.canceled).map((s) => s.lane),
    ).toEqual([0, 0]);
    expect(week.days.filter((d) => d.turnover).map((d) => d.date)).toEqual(['2026-11-05']);
    expect(week.days.find((d) => d.date === '2026-11-07')).toMatchObject({ turnover: false, checkOut: true });
    expect(
      turnoverDays([
        stay('x', '2026-11-01', '2026-11-03'),
        stay('y', '2026-11-03', '2026-11-04', { kind: 'block' }),
      ]).size,
    ).toBe(0);
  });

  it('stacks overlapping stays in lanes, reservations before blocks, whatever the input order', () => {
    const stays = [
      stay('block', '2026-11-03', '2026-11-06', { kind: 'block' }),
      stay('late', '2026-11-04', '2026-11-06'),
      stay('early', '2026-11-02', '2026-11-05'),
    ];
    const lanes = (input: CalendarStay[]) =>
      Object.fromEntries(layoutMonth(2026, 10, input)[1]!.segments.map((s) => [s.stay.id, s.lane]));
    expect(lanes(stays)).toEqual({ early: 0, late: 1, block: 2 });
    expect(lanes([...stays].reverse())).toEqual({ early: 0, late: 1, block: 2 });
    expect(layoutMonth(2026, 10, stays)[1]!.lanes).toBe(3);
  });
});
