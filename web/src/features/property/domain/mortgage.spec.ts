import { describe, expect, it } from 'vitest';

import { estimateMortgage, MORTGAGE_DEFAULTS } from './mortgage.ts';

describe('a monthly payment estimate', () => {
  it('is the French instalment of the price less the down payment', () => {
    // 675,000 with 10 % down: 607,500 at 10.5 % for 20 years → 6,065.15 a month (standard annuity).
    const bank = estimateMortgage({ price: 675_000, ratePct: 10.5, years: 20, downPaymentPct: 10 })!;
    expect(bank.downPayment).toBe(67_500);
    expect(bank.principal).toBe(607_500);
    expect(bank.monthlyPayment).toBe(6_065);
    expect(bank.totalPaid).toBe(6_065 * 240);
    expect(bank.totalInterest).toBe(6_065 * 240 - 607_500);
  });
  it('lends the whole price at no rate as equal parts', () => {
    expect(
      estimateMortgage({ price: 360_000, ratePct: 0, years: 30, downPaymentPct: 0 })!.monthlyPayment,
    ).toBe(1_000);
  });
  it("uses each program's published defaults", () => {
    const infonavit = MORTGAGE_DEFAULTS.INFONAVIT;
    const estimate = estimateMortgage({ price: 356_000, ...infonavit })!;
    expect(estimate.principal).toBe(356_000);
    expect(estimate.monthlyPayment).toBe(3_243);
    expect(MORTGAGE_DEFAULTS.BANK.source.url).toMatch(/^https:\/\/www\.banxico\.org\.mx\//);
  });
  it('gives no figure for out-of-range inputs', () => {
    const base = { price: 675_000, ratePct: 10.5, years: 20, downPaymentPct: 10 };
    expect(estimateMortgage({ ...base, ratePct: -1 })).toBeNull();
    expect(estimateMortgage({ ...base, ratePct: 31 })).toBeNull();
    expect(estimateMortgage({ ...base, years: 0 })).toBeNull();
    expect(estimateMortgage({ ...base, years: 31 })).toBeNull();
    expect(estimateMortgage({ ...base, years: 12.5 })).toBeNull();
    expect(estimateMortgage({ ...base, downPaymentPct: 95 })).toBeNull();
    expect(estimateMortgage({ ...base, price: 0 })).toBeNull();
    expect(estimateMortgage({ ...base, ratePct: Number.NaN })).toBeNull();
  });
});
