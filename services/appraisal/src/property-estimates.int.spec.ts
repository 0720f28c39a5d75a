/**
 * Every listed property gets its short-term-rental estimate by event (issue 18): a property listings
 * announces (as the demo marketplace's homes are) is estimated from the Inside Airbnb comparables
 * near it with the committed model, and a property outside Mexico City, or without a location, is
 * told "not available" — never another city's figures. A move re-estimates; other edits do not.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@casona/proto';
import { estimateShortTermRental } from './valuation/index.ts';
import { eventually, startHarness, type Harness } from './testing/harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => h?.stop());

type Estimate = EventPayload<'appraisal.property_estimate.computed'>;

async function estimatesOf(propertyId: string): Promise<Estimate[]> {
  return (await h.events('appraisal.property_estimate.computed'))
    .map((e) => e.payload as Estimate)
    .filter((p) => p.propertyId === propertyId);
}

async function announce(latitude: number | null, longitude: number | null, state = 'Ciudad de México') {
  const propertyId = randomUUID();
  await h.publish('listings.property.created', {
    propertyId,
    appraisalId: null,
    ownerProfileId: null,
    createdBy: null,
    owner: null,
    name: 'Casa de prueba',
    slug: `casa-${propertyId.slice(0, 8)}`,
    type: 'HOUSE',
    status: 'PUBLISHED',
    state: state as never,
    city: state === 'Puebla' ? 'Puebla' : 'Coyoacán',
    timezone: 'America/Mexico_City',
    price: 6_500_000,
    latitude,
    longitude,
  });
  await eventually(async () => (await estimatesOf(propertyId)).length > 0, 'the estimate event', 30_000);
  return propertyId;
}

describe("a listed property's short-term-rental estimate", () => {
  it("in Mexico City: the comparables' medians and quartiles as gross yearly income", async () => {
    const [lat, lon] = [19.3467, -99.1617]; // Coyoacán centre
    const id = await announce(lat, lon);
    const [estimate] = await estimatesOf(id);
    const str = estimateShortTermRental({ latitude: lat, longitude: lon, room_type: 'Entire home/apt' });
    if (!str.available) throw new Error('Coyoacán must be covered by the committed Airbnb comparables');
    expect(estimate).toMatchObject({ propertyId: id, available: true });
    expect(estimate!.averageDailyRate).toBe(Math.round(str.adr.mid));
    expect(estimate!.occupationRate).toBeCloseTo(str.occupancy.mid, 9);
    expect(estimate!.yearlyIncome).toBe(Math.round(str.adr.mid * str.occupancy.mid * 365));
    expect(estimate!.yearlyIncomeLow!).toBeLessThanOrEqual(estimate!.yearlyIncome!);
    expect(estimate!.yearlyIncomeHigh!).toBeGreaterThanOrEqual(estimate!.yearlyIncome!);
    expect(estimate!.yearlyIncome!).toBeGreaterThan(0);
  });

  it('outside Mexico City, or without a location, it is not available (no other city is borrowed)', async () => {
    for (const id of [await announce(19.0414, -98.2063, 'Puebla'), await announce(null, null)]) {
      expect(await estimatesOf(id)).toEqual([
        {
          propertyId: id,
          available: false,
          averageDailyRate: null,
          occupationRate: null,
          yearlyIncome: null,
          yearlyIncomeLow: null,
          yearlyIncomeHigh: null,
        },
      ]);
    }
  });

  it('a move is estimated again; an edit that does not move the home is not', async () => {
    const id = await announce(null, null);
    await h.publish('listings.property.updated', {
      propertyId: id,
      changedFields: ['price'],
      name: 'Casa de prueba',
      timezone: 'America/Mexico_City',
      latitude: null,
      longitude: null,
      price: 6_000_000,
    });
    await h.publish('listings.property.updated', {
      propertyId: id,
      changedFields: ['latitude', 'longitude'],
      name: 'Casa de prueba',
      timezone: 'America/Mexico_City',
      latitude: 19.4326,
      longitude: -99.1332,
    });
    await eventually(async () => (await estimatesOf(id)).length === 2, 'the estimate after the move', 30_000);
    await h.settle();
    const after = await estimatesOf(id);
    expect(after.map((e) => e.available)).toEqual([false, true]);
  });
});
