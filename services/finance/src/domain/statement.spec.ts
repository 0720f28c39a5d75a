import { describe, expect, it } from 'vitest';
import { splitByMonth, type Segment } from './earnings.ts';
import type { ExchangeRate } from './rates.ts';
import {
  MissingExchangeRate,
  monthsBetween,
  ownerStatement,
  type StatementInput,
  type StatementTransaction,
} from './statement.ts';
import { DEFAULT_WITHHOLDING_RATES } from './withholding.ts';

const [WITH_RFC, WITHOUT_RFC] = DEFAULT_WITHHOLDING_RATES as [
  (typeof DEFAULT_WITHHOLDING_RATES)[number],
  (typeof DEFAULT_WITHHOLDING_RATES)[number],
];
const FIX: ExchangeRate = { date: '2026-02-27', mxnPerUsd: 20, source: 'Banxico FIX' };

// A MXN stay across the January end (5 nights, 5,800: 3 nights in January, 2 in February) and a USD
// stay in February (2 nights, US$1,160).
const segments: Segment[] = [
  ...splitByMonth({
    reservationId: 'r1',
    checkIn: '2026-01-29',
    checkOut: '2026-02-03',
    currency: 'MXN',
    amount: 5800,
  }),
  ...splitByMonth({
    reservationId: 'r2',
    checkIn: '2026-02-10',
    checkOut: '2026-02-12',
    currency: 'USD',
    amount: 1160,
  }),
];
const tx = (
  date: string,
  subject: string,
  amount: number,
  category: StatementTransaction['category'],
  expense: 'CAPEX' | 'OPEX' = 'OPEX',
  type: 'EGRESS' | 'INCOME' = 'EGRESS',
): StatementTransaction => ({ date, subject, amount, category, expense, type });
const transactions = [
  tx('2026-01-15', 'Refrigerador', 6000, 'EQUIPMENT', 'CAPEX'),
  tx('2026-02-05', 'CFE', 500, 'ELECTRICITY'),
  tx('2026-02-01', 'Hipoteca febrero', 3000, 'MORTGAGE'),
  tx('2026-02-20', 'Limpieza', 200, 'CLEANING'),
  tx('2026-02-21', 'Depósito no devuelto', 100, 'OTHER', 'OPEX', 'INCOME'),
];
const input = (over: Partial<StatementInput> = {}): StatementInput => ({
  month: '2026-02',
  segments,
  transactions,
  commission: { type: 'PERCENTAGE', value: 20, fromMonth: null },
  rate: WITH_RFC,
  fixOf: (m) => (m === '2026-02' ? FIX : null),
  ...over,
});

describe('owner statement', () => {
  it('January: a loss pays nothing and is carried (worked example)', () => {
    const jan = ownerStatement(input({ month: '2026-01' }));
    // 3 of 5 nights: 3,480 = base 3,000 + IVA 480; ISR 4 % = 120, half the IVA = 240.
    expect(jan.reservations).toEqual([
      {
        reservation_id: 'r1',
        currency: 'MXN',
        start: '2026-01-29',
        nights: 3,
        amount: 3480,
        amount_mxn: 3480,
        isr_withheld_mxn: 120,
        iva_withheld_mxn: 240,
        corrects: null,
      },
    ]);
    expect(jan.opening_balance).toBe(0);
    expect(jan.management_fee).toEqual({ type: 'PERCENTAGE', value: 20, amount: 696 });
    expect(jan.withholding).toEqual({ regime: 'WITH_RFC', isr: 120, iva: 240, total: 360 });
    expect(jan.expenses_by_group).toEqual({ capex: 6000, opex: 0, mortgage: 0, taxes: 0, services: 0 });
    // 3,480 − 360 − 696 − 6,000
    expect(jan.net).toBe(-3576);
    expect(jan.payout).toBe(0);
    expect(jan.closing_balance).toBe(-3576);
    expect(jan.exchange_rate).toBeNull();
  });

  it('February: opens with January’s loss, converts USD at the month’s FIX, groups expenses and pays out the rest', () => {
    const feb = ownerStatement(input());
    expect(feb.period_start).toBe('2026-02-01');
    expect(feb.period_end).toBe('2026-02-28');
    expect(feb.opening_balance).toBe(-3576);
    expect(
      feb.reservations.map((r) => [
        r.reservation_id,
        r.nights,
        r.amount,
        r.amount_mxn,
        r.isr_withheld_mxn,
        r.iva_withheld_mxn,
      ]),
    ).toEqual([
      ['r1', 2, 2320, 2320, 80, 160],
      // US$1,160 = 1,000 + 160 IVA; ISR US$40, IVA US$80; × 20.
      ['r2', 2, 1160, 23200, 800, 1600],
    ]);
    expect(feb.reservation_income).toEqual({ MXN: 2320, USD: 1160, total_mxn: 25520 });
    expect(feb.other_income).toBe(100);
    expect(feb.expenses_by_group).toEqual({ capex: 0, opex: 200, mortgage: 3000, taxes: 0, services: 500 });
    expect(feb.expenses.map((e) => e.subject)).toEqual(['Hipoteca febrero', 'CFE', 'Limpieza']);
    expect(feb.total_expenses).toBe(3700);
    expect(feb.management_fee.amount).toBe(5104);
    expect(feb.withholding).toEqual({ regime: 'WITH_RFC', isr: 880, iva: 1760, total: 2640 });
    // 25,520 + 100 − 2,640 − 5,104 − 3,700 = 14,176; − 3,576 carried = 10,600.
    expect(feb.net).toBe(14176);
    expect(feb.payout).toBe(10600);
    expect(feb.closing_balance).toBe(0);
    expect(feb.exchange_rate).toEqual({ mxn_per_usd: 20, date: '2026-02-27', source: 'Banxico FIX' });
  });

  it('without an RFC withholds 20 % ISR and all the IVA; a FIXED fee counts from the lease month', () => {
    const jan = ownerStatement(
      input({
        month: '2026-01',
        rate: WITHOUT_RFC,
        commission: { type: 'FIXED', value: 1500, fromMonth: '2026-02' },
      }),
    );
    // base 3,000 × 20 % = 600; IVA 480 all withheld.
    expect(jan.withholding).toEqual({ regime: 'WITHOUT_RFC', isr: 600, iva: 480, total: 1080 });
    expect(jan.management_fee.amount).toBe(0);
    const feb = ownerStatement(
      input({ rate: WITHOUT_RFC, commission: { type: 'FIXED', value: 1500, fromMonth: '2026-02' } }),
    );
    expect(feb.management_fee.amount).toBe(1500);
  });

  it('puts a correction of a closed month on its own line in the month it was posted', () => {
    const correction: Segment = {
      reservationId: 'r1',
      currency: 'MXN',
      start: '2026-03-04',
      end: '2026-03-04',
      nights: 0,
      amount: -580,
      corrects: '2026-01',
    };
    const mar = ownerStatement(
      input({ month: '2026-03', segments: [...segments, correction], fixOf: () => FIX }),
    );
    expect(mar.reservations).toEqual([
      {
        reservation_id: 'r1',
        currency: 'MXN',
        start: '2026-03-04',
        nights: 0,
        amount: -580,
        amount_mxn: -580,
        isr_withheld_mxn: -20,
        iva_withheld_mxn: -40,
        corrects: '2026-01',
      },
    ]);
    // February paid everything out, so March opens at zero and ends below it.
    expect(mar.opening_balance).toBe(0);
    expect(mar.net).toBe(-580 + 20 + 40 + 116);
    expect(mar.payout).toBe(0);
  });

  it('starts from a known opening balance (a month already sent) instead of replaying the ledger', () => {
    const feb = ownerStatement(input(), { month: '2026-02', balance: -100 });
    expect(feb.opening_balance).toBe(-100);
    expect(feb.payout).toBe(14076);
  });

  it('refuses to guess a rate for USD income without a FIX', () => {
    expect(() => ownerStatement(input({ fixOf: () => null }))).toThrow(MissingExchangeRate);
  });

  it('lists the months between two months', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
