import { describe, expect, it } from 'vitest';
import { utcMidnight } from '@casona/proto/shared/dates';
import {
  advance,
  formatRecurrence,
  JS_TO_RRULE_WEEKDAY,
  nextOccurrence,
  occurrencesBetween,
  recurrenceOf,
  RRULE_TO_JS_WEEKDAY,
  todayOf,
  toRRuleWeekday,
  type Recurrence,
} from './recurrence.ts';

const weekly = (byWeekDay: number[], dtStart = '2026-01-01', interval = 1): Recurrence => ({
  frequency: 'WEEKLY',
  interval,
  byWeekDay,
  byMonthDay: [],
  dtStart,
});
const monthly = (byMonthDay: number[], dtStart = '2026-01-01', interval = 1): Recurrence => ({
  frequency: 'MONTHLY',
  interval,
  byWeekDay: [],
  byMonthDay,
  dtStart,
});
const jsDay = (date: string) => utcMidnight(date).getUTCDay();

describe('the week-day mapping (JavaScript 0 = Sunday, rrule 0 = Monday)', () => {
  it('maps each day explicitly', () => {
    expect(JS_TO_RRULE_WEEKDAY).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(toRRuleWeekday(0)).toBe(6); // Sunday
    expect(toRRuleWeekday(1)).toBe(0); // Monday
    expect(toRRuleWeekday(6)).toBe(5); // Saturday
    for (let d = 0; d <= 6; d++) expect(RRULE_TO_JS_WEEKDAY[toRRuleWeekday(d)]).toBe(d);
    expect(() => toRRuleWeekday(7)).toThrow(RangeError);
  });

  it('lands every week day on that JavaScript getDay', () => {
    for (let d = 0; d <= 6; d++) {
      const dates = occurrencesBetween(weekly([d]), '2026-01-01', '2026-03-01');
      expect(dates.length).toBeGreaterThanOrEqual(8);
      for (const date of dates) expect(jsDay(date)).toBe(d);
    }
  });

  it('reads BYDAY=SU as 0 and MO as 1, and writes them back', () => {
    const r = recurrenceOf('FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO', '2026-01-01');
    expect(r).toEqual({
      frequency: 'WEEKLY',
      interval: 2,
      byWeekDay: [0, 1],
      byMonthDay: [],
      dtStart: '2026-01-01',
    });
    expect(formatRecurrence(r!)).toBe('DTSTART:20260101\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO');
    expect(recurrenceOf(formatRecurrence(r!), '2030-01-01')).toEqual(r);
  });
});

describe('rules', () => {
  it('need FREQ= and INTERVAL= with an interval of 1 to 100', () => {
    expect(recurrenceOf('FREQ=DAILY', '2026-01-01')).toBeNull();
    expect(recurrenceOf('INTERVAL=1', '2026-01-01')).toBeNull();
    expect(recurrenceOf('FREQ=YEARLY;INTERVAL=1', '2026-01-01')).toBeNull();
    expect(recurrenceOf('FREQ=DAILY;INTERVAL=0', '2026-01-01')).toBeNull();
    expect(recurrenceOf('FREQ=DAILY;INTERVAL=101', '2026-01-01')).toBeNull();
    expect(recurrenceOf('FREQ=DAILY;INTERVAL=100', '2026-01-01')?.interval).toBe(100);
    expect(recurrenceOf('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=32', '2026-01-01')).toBeNull();
  });

  it('repeat every N days, weeks or months', () => {
    expect(
      occurrencesBetween({ ...weekly([]), frequency: 'DAILY', interval: 3 }, '2026-01-01', '2026-01-10'),
    ).toEqual(['2026-01-01', '2026-01-04', '2026-01-07', '2026-01-10']);
    // 2026-01-01 is a Thursday; every two weeks on Thursday.
    expect(occurrencesBetween(weekly([], '2026-01-01', 2), '2026-01-01', '2026-02-01')).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-01-29',
    ]);
    expect(occurrencesBetween(monthly([15], '2026-01-01', 3), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
    ]);
  });
});

describe('month ends', () => {
  it('puts the 31st on the last day of shorter months, leap years included', () => {
    expect(occurrencesBetween(monthly([31], '2024-01-01'), '2024-01-01', '2024-06-30')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
      '2024-06-30',
    ]);
    expect(occurrencesBetween(monthly([30]), '2026-02-01', '2026-03-31')).toEqual([
      '2026-02-28',
      '2026-03-30',
    ]);
    expect(occurrencesBetween(monthly([29], '2028-01-01'), '2028-02-01', '2028-02-29')).toEqual([
      '2028-02-29',
    ]);
  });

  it('takes the start day of the month when none is given, and several days once each', () => {
    expect(occurrencesBetween(monthly([], '2026-01-31'), '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(occurrencesBetween(monthly([1, 15]), '2026-01-01', '2026-02-28')).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-02-01',
      '2026-02-15',
    ]);
  });
});

describe('daylight saving', () => {
  it('keeps a weekly Sunday chore on Sunday across the last DST weeks of America/Mexico_City (2022)', () => {
    const sundays = occurrencesBetween(weekly([0], '2022-03-20'), '2022-03-20', '2022-11-13');
    expect(sundays).toContain('2022-04-03'); // clocks went forward that night
    expect(sundays).toContain('2022-10-30'); // and back, for the last time
    for (const date of sundays) expect(jsDay(date)).toBe(0);
    expect(sundays).toHaveLength(35);
  });

  it('keeps a weekly chore on its day across the DST changes of America/Tijuana', () => {
    const dates = occurrencesBetween(weekly([0, 3], '2026-03-01'), '2026-03-01', '2026-11-15');
    expect(dates).toContain('2026-03-08');
    expect(dates).toContain('2026-11-01');
    for (const date of dates) expect([0, 3]).toContain(jsDay(date));
  });

  it("reads today in the property's zone around midnight on the change nights", () => {
    // 2022-04-03 01:30 in Mexico City (UTC-6, just before the spring change) is 07:30 UTC.
    expect(todayOf(new Date('2022-04-03T07:30:00Z'), 'America/Mexico_City')).toBe('2022-04-03');
    expect(todayOf(new Date('2022-04-03T05:30:00Z'), 'America/Mexico_City')).toBe('2022-04-02');
    // Since 2022 Mexico City stays at UTC-6 all year.
    expect(todayOf(new Date('2026-07-01T05:30:00Z'), 'America/Mexico_City')).toBe('2026-06-30');
    // Tijuana: PST (UTC-8) before 2026-03-08, PDT (UTC-7) after.
    expect(todayOf(new Date('2026-03-08T07:30:00Z'), 'America/Tijuana')).toBe('2026-03-07');
    expect(todayOf(new Date('2026-03-09T07:30:00Z'), 'America/Tijuana')).toBe('2026-03-09');
    expect(todayOf(new Date('2026-11-01T07:30:00Z'), 'America/Tijuana')).toBe('2026-11-01');
  });

  it('gives the same next occurrence whatever instant of the change day the job runs', () => {
    const r = weekly([1], '2026-01-05'); // Mondays
    for (const hour of [0, 1, 2, 3, 7, 8, 9, 12, 23]) {
      const now = new Date(Date.UTC(2026, 2, 8, hour, 30)); // 2026-03-08 UTC, Tijuana's change day
      expect(nextOccurrence(r, todayOf(now, 'America/Tijuana'))).toBe('2026-03-09');
    }
  });
});

describe('the recurrence job', () => {
  const r = weekly([1], '2026-01-05');

  it('makes the instance of the first occurrence from today on when the next one is unknown or past', () => {
    expect(advance(r, null, '2026-03-04')).toEqual({
      instanceDue: '2026-03-09',
      nextOccurrence: '2026-03-09',
    });
    expect(advance(r, '2026-03-02', '2026-03-04')).toEqual({
      instanceDue: '2026-03-09',
      nextOccurrence: '2026-03-09',
    });
    expect(advance(r, '2026-03-09', '2026-03-09')).toBeNull();
    expect(advance(r, '2026-03-09', '2026-03-04')).toBeNull();
  });

  it('does not start before the rule does', () => {
    expect(nextOccurrence(weekly([1], '2026-06-01'), '2026-01-01')).toBe('2026-06-01');
  });
});
