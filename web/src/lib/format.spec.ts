import { describe, expect, it } from 'vitest';

import { formatDate, formatMoney, formatNumber, weekdayNames, weekStart } from './format.ts';

describe('dates', () => {
  it("use d 'de' MMMM yyyy in Spanish and MMMM d, yyyy in English", () => {
    const date = new Date(2025, 2, 15);
    expect(formatDate(date, 'es')).toBe('15 de marzo 2025');
    expect(formatDate(date, 'en')).toBe('March 15, 2025');
  });
  it('read a calendar date as that day in Mexico, not as UTC midnight (the day before there)', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/Mexico_City';
    try {
      expect(formatDate('2026-12-09', 'es')).toBe('9 de diciembre 2026');
      expect(formatDate('2026-12-09', 'en')).toBe('December 9, 2026');
      expect(formatDate('2026-12-09T12:00:00Z', 'en')).toBe('December 9, 2026');
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
  it('start weeks on Monday', () => {
    expect(weekStart(new Date(2025, 2, 16)).getDay()).toBe(1); // a Sunday belongs to the week of Monday the 10th
    expect(weekStart(new Date(2025, 2, 16)).getDate()).toBe(10);
    expect(weekdayNames('es', 'long')[0]).toBe('lunes');
    expect(weekdayNames('en', 'long')[6]).toBe('Sunday');
  });
});

describe('money', () => {
  it('formats MXN and USD with Intl es-MX / en-US', () => {
    expect(formatMoney(1_250_000, 'MXN', 'es')).toBe('$1,250,000.00');
    expect(formatMoney(1_250_000, 'MXN', 'en')).toBe('$1,250,000.00');
    expect(formatMoney(1_250_000, 'USD', 'en')).toBe('$1,250,000.00');
    expect(formatMoney(1_250_000, 'USD', 'es')).toBe('USD\u00a01,250,000.00');
    expect(formatMoney(42_300, 'MXN', 'es', { cents: false })).toBe('$42,300');
  });
  it('writes thousands with commas', () => {
    expect(formatNumber(100_000_000, 'es')).toBe('100,000,000');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});
