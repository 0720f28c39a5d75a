import type { OwnerStatement } from '@casona/proto/finance/statements';
import { describe, expect, it } from 'vitest';

import { monthsOnSale, priceBars, rateAndNights, tourStage } from './sale.ts';

describe('priceBars', () => {
  it('sets the three prices against the largest and says how far each is from the offered one', () => {
    const bars = priceBars({ price: 4_000_000, wished_price: 5_000_000, market_price: 3_800_000 });
    expect(bars.map((b) => [b.kind, b.share, b.versusOffered])).toEqual([
      ['wished', 1, 0.25],
      ['market', 0.76, -0.05],
      ['offered', 0.8, null],
    ]);
  });
  it('leaves an unknown price empty', () => {
    const bars = priceBars({ price: 3_000_000, wished_price: null, market_price: null });
    expect(bars[0]).toEqual({ kind: 'wished', amount: null, share: 0, versusOffered: null });
    expect(bars[2]?.share).toBe(1);
  });
});

describe('monthsOnSale', () => {
  it('counts whole months since publication', () => {
    expect(monthsOnSale('2026-05-15T10:00:00Z', '2026-11-28')).toBe(6);
    expect(monthsOnSale('2026-05-29T10:00:00Z', '2026-11-28')).toBe(5);
    expect(monthsOnSale('2026-11-30T00:00:00Z', '2026-11-28')).toBe(0);
    expect(monthsOnSale(null, '2026-11-28')).toBeNull();
  });
});

const line = (nights: number, amount_mxn: number, corrects: string | null = null) => ({
  reservation_id: crypto.randomUUID(),
  currency: 'MXN' as const,
  start: '2026-10-01',
  nights,
  amount: amount_mxn,
  amount_mxn,
  isr_withheld_mxn: 0,
  iva_withheld_mxn: 0,
  corrects,
});
const statement = (reservations: OwnerStatement['reservations']) => ({ reservations });

describe('rateAndNights', () => {
  it('takes income over nights and the nights of an average month, without corrections', () => {
    const got = rateAndNights([
      statement([line(10, 15_000), line(4, 6_000, '2026-08')]),
      statement([line(20, 36_000)]),
    ]);
    expect(got).toEqual({ adr: 1700, nights: 15 });
  });
  it('is null without booked nights', () => {
    expect(rateAndNights([statement([])])).toBeNull();
    expect(rateAndNights([])).toBeNull();
  });
});

describe('tourStage', () => {
  const now = new Date('2026-03-10T18:00:00Z');
  it('a tour is to come until its time, then awaits its review, and is reviewed once one is sent', () => {
    expect(tourStage({ tour_time: '2026-03-11T16:00:00Z', review: null }, now)).toBe('upcoming');
    expect(tourStage({ tour_time: '2026-03-10T18:00:00Z', review: null }, now)).toBe('awaitingReview');
    expect(tourStage({ tour_time: '2026-03-01T17:00:00Z', review: null }, now)).toBe('awaitingReview');
    expect(tourStage({ tour_time: '2026-03-01T17:00:00Z', review: { property_score: 4 } }, now)).toBe(
      'reviewed',
    );
  });
});
