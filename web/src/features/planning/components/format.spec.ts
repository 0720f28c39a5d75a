import { describe, expect, it } from 'vitest';

import { clock, duration, hourLabel, km, shiftDay, today } from './format.ts';

describe('planning formats', () => {
  it('writes estimated times as a clock, saying when they pass midnight', () => {
    expect(clock(8)).toBe('08:00');
    expect(clock(12.5)).toBe('12:30');
    expect(clock(23.99)).toBe('23:59');
    expect(clock(25.25)).toBe('01:15 (+1)');
    expect(hourLabel(7)).toBe('07:00');
  });

  it('writes distances with one decimal and durations in whole minutes', () => {
    expect(km(3.44, 'en')).toBe('3.4 km');
    expect(km(12, 'es')).toBe('12.0 km');
    expect(duration(0)).toBe('0 min');
    expect(duration(0.2)).toBe('1 min');
    expect(duration(12.4)).toBe('12 min');
    expect(duration(65)).toBe('1 h 05 min');
  });

  it('moves between days across month and year ends, and knows the day in Mexico City', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    // 03:00 UTC is still the previous evening in Mexico City (UTC-6).
    expect(today(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });
});
