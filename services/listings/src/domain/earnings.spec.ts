import { describe, expect, it } from 'vitest';
import { estimatedEarnings, parseNumericString, toUsd } from './earnings.ts';

const none = {
  yearly_cleaning: 0,
  yearly_electricity: 0,
  yearly_maintenance: 0,
  yearly_predial: 0,
  yearly_services: 0,
  yearly_water: 0,
};

describe('estimated earnings', () => {
  it('gross income is cap rate × price plus the yearly expenses', () => {
    const e = estimatedEarnings(3_000_000, 0.08, { ...none, yearly_predial: 6_000, yearly_water: 1_234.5 });
    expect(e).toEqual({
      yearly_expenses_mxn: 7_234.5,
      yearly_income_mxn: 247_234.5,
      monthly_income_mxn: 20_602.88,
      cap_rate: 0.08,
    });
  });
  it('without a cap rate only the expenses are known', () => {
    expect(estimatedEarnings(3_000_000, null, { ...none, yearly_cleaning: 12_000 })).toEqual({
      yearly_expenses_mxn: 12_000,
      yearly_income_mxn: null,
      monthly_income_mxn: null,
      cap_rate: null,
    });
  });
  it('says not available only when the short-term-rental estimate does not cover the area (#18)', () => {
    expect(estimatedEarnings(3_000_000, null, none, false)).toMatchObject({
      cap_rate: null,
      not_available: true,
    });
    expect(estimatedEarnings(3_000_000, null, none, null)).not.toHaveProperty('not_available');
    expect(estimatedEarnings(3_000_000, null, none, true)).not.toHaveProperty('not_available');
    expect(estimatedEarnings(3_000_000, 0.05, none, false)).not.toHaveProperty('not_available');
  });
});

describe('numbers', () => {
  it('numeric strings take thousands commas and decimals', () => {
    expect(parseNumericString('1,234.50')).toBe(1234.5);
    expect(parseNumericString('0')).toBe(0);
    expect(() => parseNumericString('abc')).toThrow();
  });
  it('USD at the configured rate, whole dollars', () => {
    expect(toUsd(4_500_000, 18.4)).toBe(244_565);
  });
});
