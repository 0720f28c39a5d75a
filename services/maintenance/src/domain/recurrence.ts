/**
 * Recurring chores (issue 13, §4/§5): DAILY, WEEKLY or MONTHLY, every 1–100, on week days (0–6,
 * JavaScript's numbering: 0 is Sunday) or days of the month (1–31), computed with `rrule`.
 *
 * Daylight saving: occurrences are calendar dates of the property, so rrule runs on UTC midnights
 * ("floating" dates, no TZID) where every day has 24 hours, and an instant becomes a date only
 * through the property's zone (`todayOf`). A weekly chore on Sunday stays on Sunday across
 * America/Tijuana's March and November changes and Mexico City's (until 2022) April and October
 * ones, whatever the server's zone.
 *
 * Month ends: a day of the month a month lacks (the 31st in April, the 29th–31st in February)
 * falls on that month's last day, so "every month on the 31st" means every month's end instead of
 * skipping five months a year as RFC 5545 would.
 */
import rrule from 'rrule';
import type { RecurrenceFrequency } from '@casona/proto/enums';
import { addDays, dateInZone, dateOfUtc, utcMidnight, type CalendarDate } from '@casona/proto/shared/dates';
import { parseRRule } from '@casona/proto/validation/formats';

const { RRule, RRuleSet } = rrule;

/**
 * JavaScript's `Date#getDay` (0 = Sunday … 6 = Saturday), the numbering of the entity's
 * `byWeekDay`, to rrule's weekday (0 = Monday … 6 = Sunday). Index = JavaScript day.
 */
export const JS_TO_RRULE_WEEKDAY: readonly number[] = [6, 0, 1, 2, 3, 4, 5];
/** rrule's weekday to JavaScript's. Index = rrule day. */
export const RRULE_TO_JS_WEEKDAY: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
/** RFC 5545 day codes in JavaScript's order (0 = SU). */
export const JS_WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export function toRRuleWeekday(jsDay: number): number {
  const day = JS_TO_RRULE_WEEKDAY[jsDay];
  if (day === undefined) throw new RangeError(`week day must be 0–6, got ${jsDay}`);
  return day;
}

export interface Recurrence {
  frequency: RecurrenceFrequency;
  interval: number;
  /** 0–6, 0 = Sunday; empty: the start's week day (WEEKLY) or every day (DAILY). */
  byWeekDay: number[];
  /** 1–31; empty: the start's day of the month (MONTHLY). */
  byMonthDay: number[];
  /** The first day the rule may fall on (property calendar). */
  dtStart: CalendarDate;
}

/**
 * The recurrence a stored rule describes, or null when it is not one (§5: FREQ= and INTERVAL= are
 * required, the frequency one of three, the interval 1–100). A rule without DTSTART starts on
 * `defaultStart` (the day it was written, in the property's zone).
 */
export function recurrenceOf(rule: string, defaultStart: CalendarDate): Recurrence | null {
  const parsed = parseRRule(rule);
  if (!parsed) return null;
  const dt = parsed.dtStart;
  const dtStart = dt ? `${dt.slice(0, 4)}-${dt.slice(4, 6)}-${dt.slice(6, 8)}` : defaultStart;
  if (Number.isNaN(utcMidnight(dtStart).getTime()) || dateOfUtc(utcMidnight(dtStart)) !== dtStart)
    return null;
  return {
    frequency: parsed.frequency,
    interval: parsed.interval,
    byWeekDay: [...new Set(parsed.byWeekDay)].sort(),
    byMonthDay: [...new Set(parsed.byMonthDay)].sort((a, b) => a - b),
    dtStart,
  };
}

/** The stored form of a recurrence: `DTSTART:yyyymmdd` then the RRULE line, as rrule.js writes it. */
export function formatRecurrence(r: Recurrence): string {
  const parts = [`FREQ=${r.frequency}`, `INTERVAL=${r.interval}`];
  if (r.byWeekDay.length > 0) parts.push(`BYDAY=${r.byWeekDay.map((d) => JS_WEEKDAY_CODES[d]).join(',')}`);
  if (r.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${r.byMonthDay.join(',')}`);
  return `DTSTART:${r.dtStart.replaceAll('-', '')}\nRRULE:${parts.join(';')}`;
}

const FREQUENCY = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY } as const;

function ruleSet(r: Recurrence): InstanceType<typeof RRuleSet> {
  const dtstart = utcMidnight(r.dtStart);
  const base = {
    freq: FREQUENCY[r.frequency],
    interval: r.interval,
    dtstart,
    byweekday: r.byWeekDay.length > 0 ? r.byWeekDay.map(toRRuleWeekday) : null,
  };
  const set = new RRuleSet();
  if (r.frequency !== 'MONTHLY') {
    set.rrule(new RRule(base));
    return set;
  }
  const days = r.byMonthDay.length > 0 ? r.byMonthDay : [dtstart.getUTCDate()];
  for (const day of days) {
    // The 29th–31st: the last of [28, day] the month has, i.e. the day itself or the month's end.
    if (day <= 28) set.rrule(new RRule({ ...base, bymonthday: [day] }));
    else {
      const candidates = Array.from({ length: day - 27 }, (_, i) => 28 + i);
      set.rrule(new RRule({ ...base, bymonthday: candidates, bysetpos: -1 }));
    }
  }
  return set;
}

/** The first occurrence on or after `onOrAfter`, or null (never for these rules, which do not end). */
export function nextOccurrence(r: Recurrence, onOrAfter: CalendarDate): CalendarDate | null {
  const from = onOrAfter < r.dtStart ? r.dtStart : onOrAfter;
  const next = ruleSet(r).after(utcMidnight(from), true);
  return next ? dateOfUtc(next) : null;
}

/** Every occurrence in [from, to], both included. */
export function occurrencesBetween(r: Recurrence, from: CalendarDate, to: CalendarDate): CalendarDate[] {
  if (to < from) return [];
  return ruleSet(r).between(utcMidnight(from), utcMidnight(to), true).map(dateOfUtc);
}

/** Today on the property's calendar. */
export function todayOf(now: Date, timeZone: string): CalendarDate {
  return dateInZone(now, timeZone);
}

/**
 * What the recurrence job does for one rule: a rule whose next occurrence is unknown or already
 * past gets its instance for the first occurrence from today on, and that date as its new
 * `next_occurrence`. A rule whose next occurrence is today or later is current: nothing to do.
 * (Occurrences missed while the job was down are not made up: the upcoming one is what a worker needs.)
 */
export function advance(
  r: Recurrence,
  current: CalendarDate | null,
  today: CalendarDate,
): { instanceDue: CalendarDate; nextOccurrence: CalendarDate } | null {
  if (current !== null && current >= today) return null;
  const next = nextOccurrence(r, today);
  return next === null ? null : { instanceDue: next, nextOccurrence: next };
}

/** The day after a date (an instance's occurrence is taken; the next starts after it). */
export const dayAfter = (date: CalendarDate): CalendarDate => addDays(date, 1);
