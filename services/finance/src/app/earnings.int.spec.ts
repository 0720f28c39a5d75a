/**
 * The monthly close against the real database, without HTTP (kit's use-case harness): the daily
 * job closes last month once for every property with stays, and a stay changed afterwards is
 * corrected in the current month, never in the closed one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf, startUseCases, type UseCases } from '@casona/kit/testing/use-cases';
import { createFinanceService } from '../service.ts';
import type { Deps } from './deps.ts';
import { closeLastMonth, earnings } from './earnings.ts';
import { upsertProperty, upsertReservation } from './projection-store.ts';

let now = new Date('2026-02-03T18:00:00Z');
let uc: UseCases<Deps>;
const staff = authOf(randomUUID(), 'STAFF');

beforeAll(async () => {
  uc = await startUseCases({
    name: 'finance',
    service: (schema) => createFinanceService({ name: schema, now: () => now }),
  });
});
afterAll(async () => uc?.stop());

const stay = (propertyId: string, id: string, totalEarned: number, at: string) =>
  upsertReservation(uc.deps.db, {
    id,
    propertyId,
    checkIn: '2026-01-30',
    checkOut: '2026-02-02',
    currency: 'MXN',
    totalEarned,
    canceled: false,
    tentative: false,
    at,
  });

describe('the monthly close', () => {
  it('closes last month once per property with stays; later changes post to the current month', async () => {
    const propertyId = randomUUID();
    const quiet = randomUUID();
    await upsertProperty(uc.deps.db, { id: propertyId, name: 'Casa Cierre', at: '2026-01-01T00:00:00Z' });
    await upsertProperty(uc.deps.db, { id: quiet, name: 'Casa Sin Estancias', at: '2026-01-01T00:00:00Z' });
    const reservationId = randomUUID();
    await stay(propertyId, reservationId, 3000, '2026-01-20T00:00:00Z');

    // The service's own scheduled close may run first (jobs run in the test platform too), so the
    // test judges by what is stored: however many runs, January is closed once.
    const closed = (await closeLastMonth(uc.deps)) + (await closeLastMonth(uc.deps));
    expect(closed).toBeLessThanOrEqual(1);
    expect(await uc.sql('SELECT property_id, month FROM closed_month ORDER BY month')).toEqual([
      { property_id: propertyId, month: '2026-01' },
    ]);

    // In March the stay's money is corrected: January keeps its 2,000; March shows −600.
    now = new Date('2026-03-05T18:00:00Z');
    await stay(propertyId, reservationId, 2100, '2026-03-04T00:00:00Z');
    const answer = await earnings(uc.deps, staff, {
      property_id: propertyId,
      interval: 'month',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(answer.intervals.map((i) => i.acquired_income_mxn)).toEqual([2000, 700, -600]);
    expect(answer.intervals[2]!.corrections).toEqual([
      { reservation_id: reservationId, corrects_month: '2026-01', currency: 'MXN', amount: -600 },
    ]);
    // An older event delivered late changes nothing.
    await stay(propertyId, reservationId, 9999, '2026-02-01T00:00:00Z');
    const again = await earnings(uc.deps, staff, {
      property_id: propertyId,
      interval: 'month',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(again.intervals.map((i) => i.acquired_income_mxn)).toEqual([2000, 700, -600]);
  });
});
