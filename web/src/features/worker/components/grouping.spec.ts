import { describe, expect, it } from 'vitest';

import { calendarDay, localToday } from '../../../lib/calendar-day.ts';
import { groupByDay } from './grouping.ts';

describe("the worker's day groups", () => {
  it('puts overdue, today, upcoming and undated chores apart, each by date then name', () => {
    const chores = [
      { name: 'b', due_date: '2026-11-26' },
      { name: 'a', due_date: '2026-11-26' },
      { name: 'old', due_date: '2026-11-20' },
      { name: 'now', due_date: '2026-11-25' },
      { name: 'someday', due_date: null },
      { name: 'later', due_date: '2026-12-01' },
    ];
    const groups = groupByDay(chores, '2026-11-25');
    expect(groups.overdue.map((c) => c.name)).toEqual(['old']);
    expect(groups.today.map((c) => c.name)).toEqual(['now']);
    expect(groups.upcoming.map((c) => c.name)).toEqual(['a', 'b', 'later']);
    expect(groups.noDate.map((c) => c.name)).toEqual(['someday']);
  });

  it('reads calendar dates as local days, not UTC midnights', () => {
    const day = calendarDay('2026-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 1]);
    expect(localToday(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
