import { describe, expect, it } from 'vitest';

import {
  currencyCode,
  formatAmount,
  formatDate,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  weekdayNames,
  weekStart,
} from './format.ts';

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
  it('names the currency in both languages: MX$ and US$, never a bare $', () => {
    expect(formatMoney(1_250_000, 'MXN', 'es')).toBe('MX$1,250,000.00');
    expect(formatMoney(1_250_000, 'MXN', 'en')).toBe('MX$1,250,000.00');
    expect(formatMoney(1_250_000, 'USD', 'en')).toBe('US$1,250,000.00');
    expect(formatMoney(1_250_000, 'USD', 'es')).toBe('US$1,250,000.00');
    expect(formatMoney(675_000, 'MXN', 'en', { cents: false })).toBe('MX$675,000');
    expect(formatMoney(36_685.4, 'USD', 'en', { cents: false })).toBe('US$36,685');
  });
  it('puts the sign before the currency and never shows -0', () => {
    expect(formatMoney(-30.25, 'MXN', 'en')).toBe('-MX$30.25');
    expect(formatMoney(-0.001, 'MXN', 'es')).toBe('MX$0.00');
    expect(formatMoney(-0.2, 'USD', 'es', { cents: false })).toBe('US$0');
  });
  it('writes the amount alone for a column headed by the currency code', () => {
    expect(formatAmount(4_000, 'es')).toBe('4,000.00');
    expect(formatAmount(4_000.4, 'en', { cents: false })).toBe('4,000');
    expect(currencyCode('MXN')).toBe('MXN');
  });
  it('shortens pin prices in the locale\'s compact form: "mil" in Spanish, K in English', () => {
    expect(formatMoneyCompact(356_000, 'MXN', 'es')).toBe('MX$356 mil');
    expect(formatMoneyCompact(356_000, 'MXN', 'en')).toBe('MX$356K');
    expect(formatMoneyCompact(2_500_000, 'MXN', 'es')).toMatch(/^MX\$2\.5\sM$/);
    expect(formatMoneyCompact(2_500_000, 'MXN', 'en')).toBe('MX$2.5M');
    expect(formatMoneyCompact(950, 'USD', 'en')).toBe('US$950');
  });
  it('writes thousands with commas', () => {
    expect(formatNumber(100_000_000, 'es')).toBe('100,000,000');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});
