import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dueWarning,
  isExpired,
  periodAt,
  renewalPlan,
  renewalsDue,
  standingOf,
  termOf,
  todayIn,
  warningDates,
} from './schedule.ts';

describe('todayIn: the calendar day in the property’s time zone', () => {
  it('is still yesterday in Mexico City and Tijuana when it is already tomorrow in UTC', () => {
    const now = new Date('2026-03-01T05:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-01');
    expect(todayIn('America/Mexico_City', now)).toBe('2026-02-28');
    expect(todayIn('America/Tijuana', now)).toBe('2026-02-28');
    expect(todayIn('America/Cancun', new Date('2026-03-01T04:59:00Z'))).toBe('2026-02-28');
    expect(todayIn('America/Cancun', new Date('2026-03-01T05:00:00Z'))).toBe('2026-03-01');
  });
});

describe('addMonths keeps month ends and leap days', () => {
  it('clamps a day the target month lacks to its last day', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
  it('moves a leap day to 28 February in a common year and back across years', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2028-05-29', -3)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
  });
});

describe('expiry warnings (§9: three months ahead, then one month, then on the day)', () => {
  it('falls three months and one month before valid_to, and on it', () => {
    expect(warningDates('2026-05-31')).toEqual([
      { warning: 'THREE_MONTHS', on: '2026-02-28' },
      { warning: 'ONE_MONTH', on: '2026-04-30' },
      { warning: 'DAY', on: '2026-05-31' },
    ]);
  });

  it('sends each warning once, on its day or the first run after it', () => {
    const validTo = '2026-06-15';
    const none = new Set<never>();
    expect(dueWarning(validTo, '2026-03-14', none)).toBeNull();
    expect(dueWarning(validTo, '2026-03-15', none)).toBe('THREE_MONTHS');
    expect(dueWarning(validTo, '2026-03-20', none)).toBe('THREE_MONTHS');
    expect(dueWarning(validTo, '2026-03-15', new Set(['THREE_MONTHS'] as const))).toBeNull();
    expect(dueWarning(validTo, '2026-05-15', new Set(['THREE_MONTHS'] as const))).toBe('ONE_MONTH');
    expect(dueWarning(validTo, '2026-06-15', new Set(['THREE_MONTHS', 'ONE_MONTH'] as const))).toBe('DAY');
    expect(
      dueWarning(validTo, '2026-06-15', new Set(['THREE_MONTHS', 'ONE_MONTH', 'DAY'] as const)),
    ).toBeNull();
  });

  it('never sends an earlier warning after a later one, nor any once the file expired', () => {
    const validTo = '2026-06-15';
    // Uploaded 20 days before it ends: the one-month warning only.
    expect(dueWarning(validTo, '2026-05-26', new Set())).toBe('ONE_MONTH');
    expect(dueWarning(validTo, '2026-05-27', new Set(['ONE_MONTH'] as const))).toBeNull();
    expect(dueWarning(validTo, '2026-06-16', new Set())).toBeNull();
  });

  it('a leap day valid_to is warned on 29 November and 29 January', () => {
    expect(warningDates('2028-02-29').map((w) => w.on)).toEqual(['2027-11-29', '2028-01-29', '2028-02-29']);
  });
});

describe('standing of a file today', () => {
  it('is expired the day after valid_to, expiring within three months for deeds and tickets only', () => {
    expect(isExpired('2026-06-15', '2026-06-15')).toBe(false);
    expect(isExpired('2026-06-15', '2026-06-16')).toBe(true);
    expect(isExpired(null, '2099-01-01')).toBe(false);
    expect(standingOf('PROPERTY_DEEDS', '2026-06-15', '2026-03-14')).toBe('VALID');
    expect(standingOf('PROPERTY_DEEDS', '2026-06-15', '2026-03-15')).toBe('EXPIRING');
    expect(standingOf('REGISTRATION_TICKET', '2026-06-15', '2026-06-15')).toBe('EXPIRING');
    expect(standingOf('REGISTRATION_TICKET', '2026-06-15', '2026-06-16')).toBe('EXPIRED');
    expect(standingOf('WATER_BILL', '2026-06-15', '2026-06-01')).toBe('VALID');
    expect(standingOf('WATER_BILL', '2026-06-15', '2026-06-16')).toBe('EXPIRED');
    expect(standingOf('PREDIAL', null, '2026-06-16')).toBe('VALID');
  });
});

describe('contract renewal by its own term', () => {
  it('reads a term in whole months, else in days', () => {
    expect(termOf({ validFrom: '2026-01-01', validTo: '2026-12-31' })).toEqual({ months: 12 });
    expect(termOf({ validFrom: '2026-01-31', validTo: '2026-02-27' })).toEqual({ months: 1 });
    expect(termOf({ validFrom: '2026-03-01', validTo: '2026-03-10' })).toEqual({ days: 10 });
  });

  it('does nothing before the last day, renews on it, and catches up after a pause', () => {
    const plan = renewalPlan({ validFrom: '2025-07-01', validTo: '2026-06-30' });
    expect(renewalsDue(plan, '2026-06-30', '2026-06-29')).toEqual([]);
    expect(renewalsDue(plan, '2026-06-30', '2026-06-30')).toEqual([
      { validFrom: '2026-07-01', validTo: '2027-06-30' },
    ]);
    expect(renewalsDue(plan, '2026-06-30', '2028-07-01')).toEqual([
      { validFrom: '2026-07-01', validTo: '2027-06-30' },
      { validFrom: '2027-07-01', validTo: '2028-06-30' },
      { validFrom: '2028-07-01', validTo: '2029-06-30' },
    ]);
    // Run again after renewing: nothing more until the new end.
    expect(renewalsDue(plan, '2027-06-30', '2026-06-30')).toEqual([]);
  });

  it('keeps its anchor: a monthly contract from 31 January renews from each month’s last day, not the 28th', () => {
    const plan = renewalPlan({ validFrom: '2028-01-31', validTo: '2028-02-28' });
    expect(renewalsDue(plan, '2028-02-28', '2028-02-28')).toEqual([
      { validFrom: '2028-02-29', validTo: '2028-03-30' },
    ]);
    expect(periodAt(plan, 2)).toEqual({ validFrom: '2028-03-31', validTo: '2028-04-29' });
  });

  it('renews a yearly contract from a leap day to 28 February, then back to 29 February in the next leap year', () => {
    const plan = renewalPlan({ validFrom: '2028-02-29', validTo: '2029-02-27' });
    expect(plan.term).toEqual({ months: 12 });
    expect(renewalsDue(plan, '2029-02-27', '2029-02-27')).toEqual([
      { validFrom: '2029-02-28', validTo: '2030-02-27' },
    ]);
    expect(periodAt(plan, 4)).toEqual({ validFrom: '2032-02-29', validTo: '2033-02-27' });
  });

  it('renews a contract without a start for a year, and one of days by as many days', () => {
    const yearly = renewalPlan({ validFrom: null, validTo: '2026-06-30' });
    expect(renewalsDue(yearly, '2026-06-30', '2026-06-30')).toEqual([
      { validFrom: '2026-07-01', validTo: '2027-06-30' },
    ]);
    const days = renewalPlan({ validFrom: '2026-03-01', validTo: '2026-03-10' });
    expect(renewalsDue(days, '2026-03-10', '2026-03-12')).toEqual([
      { validFrom: '2026-03-11', validTo: '2026-03-20' },
    ]);
  });
});
