import { describe, expect, it } from 'vitest';
import {
  commissionEstimate,
  fixedCommission,
  managerShareExceeded,
  monthsElapsed,
  percentageCommission,
} from './commission.ts';
import { costGroupOf, costSummary } from './cost-groups.ts';
import { receiptTypeOf } from './receipt.ts';
import { rateOn, toMxn } from './rates.ts';

describe('commission rules (§9)', () => {
  it('FIXED: value × whole months since the lease contract', () => {
    expect(monthsElapsed('2026-01-15', '2026-01-20')).toBe(0);
    expect(monthsElapsed('2026-01-15', '2026-02-15')).toBe(1);
    expect(monthsElapsed('2026-01-15', '2026-04-14')).toBe(2);
    expect(monthsElapsed('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsElapsed('2026-05-01', '2026-04-01')).toBe(0);
    expect(fixedCommission(2500, '2025-11-01', '2026-03-05')).toBe(10000);
  });

  it('PERCENTAGE: that percent of each month of acquired income', () => {
    expect(
      percentageCommission(15, [
        { interval_start: '2026-01-01', acquired: 30000 },
        { interval_start: '2026-02-01', acquired: 12345.67 },
      ]),
    ).toEqual({
      entries: [
        { interval_start: '2026-01-01', amount: 4500 },
        { interval_start: '2026-02-01', amount: 1851.85 },
      ],
      total: 6351.85,
    });
  });

  it('a manager may take up to 66 % of the rents', () => {
    expect(managerShareExceeded('PERCENTAGE', 66, null)).toBe(false);
    expect(managerShareExceeded('PERCENTAGE', 66.5, null)).toBe(true);
    expect(managerShareExceeded('FIXED', 13200, 20000)).toBe(false);
    expect(managerShareExceeded('FIXED', 13201, 20000)).toBe(true);
    expect(managerShareExceeded('FIXED', 99999, null)).toBe(false);
  });

  it('estimate: ADR × nights × (0.85 + 0.2 − 0.015 × interval index), six entries at most', () => {
    const entries = commissionEstimate(1500, [20, 20, 22, 18, 25, 24, 30, 30]);
    expect(entries).toHaveLength(6);
    expect(entries[0]).toEqual({ index: 0, nights: 20, factor: 1.05, amount: 31500 });
    expect(entries[1]).toEqual({ index: 1, nights: 20, factor: 1.035, amount: 31050 });
    expect(entries[5]).toEqual({ index: 5, nights: 24, factor: 0.975, amount: 35100 });
  });
});

describe('cost groups, receipts and exchange rates', () => {
  it('groups egresses into capex, opex, mortgage, taxes and services', () => {
    expect(costGroupOf('MORTGAGE', 'OPEX')).toBe('mortgage');
    expect(costGroupOf('PREDIAL', 'OPEX')).toBe('taxes');
    expect(costGroupOf('WATER', 'OPEX')).toBe('services');
    expect(costGroupOf('EQUIPMENT', 'CAPEX')).toBe('capex');
    expect(costGroupOf('CLEANING', 'OPEX')).toBe('opex');
    expect(
      costSummary([
        { category: 'RENT', expense: 'OPEX', type: 'INCOME', amount: 20000 },
        { category: 'ELECTRICITY', expense: 'OPEX', type: 'EGRESS', amount: 1480.4 },
        { category: 'EQUIPMENT', expense: 'CAPEX', type: 'EGRESS', amount: 8999.9 },
        { category: 'TAXES', expense: 'OPEX', type: 'EGRESS', amount: 100 },
      ]),
    ).toEqual({
      cost_groups: { capex: 8999.9, opex: 0, mortgage: 0, taxes: 100, services: 1480.4 },
      total_income: 20000,
      total_egress: 10580.3,
    });
  });

  it('tells a receipt by its bytes: PDF, JPEG or PNG only', () => {
    expect(receiptTypeOf(Buffer.from('%PDF-1.7\n'))?.contentType).toBe('application/pdf');
    expect(receiptTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(receiptTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe(
      'png',
    );
    expect(receiptTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(receiptTypeOf(Buffer.from('<html>%PDF-'))).toBeNull();
    expect(receiptTypeOf(Buffer.alloc(0))).toBeNull();
  });

  it('converts at the last FIX published on or before the day, and says which', () => {
    const rates = [
      { date: '2025-11-20', mxnPerUsd: 18.4, source: 'Banxico FIX' },
      { date: '2025-11-21', mxnPerUsd: 18.45, source: 'Banxico FIX' },
      { date: '2025-11-24', mxnPerUsd: 18.5, source: 'Banxico FIX' },
    ];
    expect(rateOn(rates, '2025-11-23')?.date).toBe('2025-11-21'); // a Sunday: Friday's FIX
    expect(rateOn(rates, '2025-11-24')?.mxnPerUsd).toBe(18.5);
    expect(rateOn(rates, '2025-11-01')).toBeNull();
    expect(toMxn(1000, 100, rates[1]!)).toEqual({ mxn: 2845, rate: rates[1] });
  });
});
