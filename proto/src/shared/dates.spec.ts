import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, daysBetween, formatCalendarDate } from './dates.ts';

describe('calendar dates', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -14)).toBe('2026-02-15');
    expect(daysBetween('2026-03-06', '2026-03-09')).toBe(3);
    expect(daysBetween('2026-03-09', '2026-03-06')).toBe(-3);
  });

  it('counts whole days over a daylight-saving change (Tijuana springs forward 2026-03-08)', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('reads the date an instant falls on in the property zone', () => {
    const instant = new Date('2026-03-08T07:30:00Z');
    expect(dateInZone(instant, 'America/Tijuana')).toBe('2026-03-07');
    expect(dateInZone(instant, 'America/Mexico_City')).toBe('2026-03-08');
    expect(dateInZone(new Date('2026-06-01T05:59:00Z'), 'America/Cancun')).toBe('2026-06-01');
    expect(dateInZone(new Date('2026-06-01T05:59:00Z'), 'America/Mexico_City')).toBe('2026-05-31');
  });

  it("formats a date as §9's 'd de MMMM yyyy' and in English", () => {
    expect(formatCalendarDate('2026-01-05', 'es')).toBe('5 de enero 2026');
    expect(formatCalendarDate('2026-01-05', 'en')).toBe('January 5, 2026');
  });
});
