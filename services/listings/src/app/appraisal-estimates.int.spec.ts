/**
 * The appraisal's estimate on the earnings block (issue 18): a property submitted from an appraisal
 * takes the appraisal's cap rate (which its earnings block is computed from) whether the appraisal's
 * event arrives before or after the submission, and staff's own cap rate is never overwritten.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '@casona/proto';
import { ANONYMOUS } from '@casona/kit/auth/context';
import { givenProfile, startUseCases, submission, type UseCases } from '../testing/use-cases.ts';
import { projectAppraisalEstimate } from './appraisal-estimates.ts';
import { displayProperty } from './market.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const appraised = (appraisalId: string, capRate: number, earningsAvailable = true) =>
  makeEvent('appraisal.appraisal.created', {
    producer: 'appraisal',
    payload: {
      appraisalId,
      profileId: null,
      searchAddressString: 'Francisco Sosa 200, Coyoacán',
      state: 'Ciudad de México',
      city: 'Coyoacán',
      price: 3_000_000,
      minPrice: 2_550_000,
      maxPrice: 3_450_000,
      capRate,
      occupationRate: 0.55,
      averageDailyRate: 1000,
      earningsAvailable,
      locale: 'ES',
    },
  });

const deliver = (event: Parameters<typeof projectAppraisalEstimate>[1]) =>
  uc.deps.db.tx((client) => projectAppraisalEstimate(client, event));

async function submittedFrom(appraisalId: string): Promise<string> {
  const person = await givenProfile(uc);
  const { property_id } = await submitProperty(
    uc.deps,
    person.auth,
    { ...submission(), appraisal_id: appraisalId },
    { locale: 'es' },
  );
  return property_id;
}

const capRateOf = async (id: string) =>
  (await uc.deps.db.query<{ cap_rate: string | null }>('SELECT cap_rate FROM property WHERE id = $1', [id]))
    .rows[0]!.cap_rate;

describe("a property submitted from an appraisal takes the appraisal's cap rate", () => {
  it('when the appraisal came first (the property created event fills it)', async () => {
    const appraisalId = randomUUID();
    await deliver(appraised(appraisalId, 0.0669));
    const id = await submittedFrom(appraisalId);
    const created = (await uc.deps.db.query('SELECT 1 FROM property WHERE id = $1', [id])).rows.length;
    expect(created).toBe(1);
    await deliver(
      makeEvent('listings.property.created', {
        producer: 'listings',
        payload: {
          propertyId: id,
          appraisalId,
          ownerProfileId: null,
          createdBy: null,
          name: 'Casa',
          slug: `casa-${id.slice(0, 8)}`,
          type: 'HOUSE',
          status: 'REVISION',
          state: 'Ciudad de México',
          city: 'Coyoacán',
          timezone: 'America/Mexico_City',
          price: 3_000_000,
        },
      }),
    );
    expect(Number(await capRateOf(id))).toBeCloseTo(0.0669, 5);
  });

  it('when the appraisal arrives after the submission', async () => {
    const appraisalId = randomUUID();
    const id = await submittedFrom(appraisalId);
    expect(await capRateOf(id)).toBeNull();
    await deliver(appraised(appraisalId, 0.05));
    expect(Number(await capRateOf(id))).toBeCloseTo(0.05, 5);
  });

  it("never overwrites staff's cap rate, and ignores an appraisal without earnings", async () => {
    const withOwn = randomUUID();
    const own = await submittedFrom(withOwn);
    await uc.deps.db.query('UPDATE property SET cap_rate = 0.08 WHERE id = $1', [own]);
    await deliver(appraised(withOwn, 0.03));
    expect(Number(await capRateOf(own))).toBeCloseTo(0.08, 5);

    const none = randomUUID();
    const id = await submittedFrom(none);
    await deliver(appraised(none, 0, false));
    expect(await capRateOf(id)).toBeNull();
  });
});

const estimated = (propertyId: string, yearlyIncome: number | null, occurredAt?: string) => {
  const event = makeEvent('appraisal.property_estimate.computed', {
    producer: 'appraisal',
    payload: {
      propertyId,
      available: yearlyIncome !== null,
      averageDailyRate: yearlyIncome === null ? null : 1500,
      occupationRate: yearlyIncome === null ? null : 0.5,
      yearlyIncome,
      yearlyIncomeLow: yearlyIncome === null ? null : yearlyIncome * 0.7,
      yearlyIncomeHigh: yearlyIncome === null ? null : yearlyIncome * 1.3,
    },
  });
  return occurredAt ? { ...event, occurredAt } : event;
};

const updated = (propertyId: string, changedFields: string[]) =>
  makeEvent('listings.property.updated', {
    producer: 'listings',
    payload: { propertyId, changedFields, name: 'Casa', timezone: 'America/Mexico_City', price: 3_000_000 },
  });

describe("every listed property's cap rate from its short-term-rental estimate", () => {
  async function listed(): Promise<string> {
    const id = await submittedFrom(randomUUID());
    await uc.deps.db.query(
      'UPDATE property SET price = 3000000, yearly_predial = 12000, yearly_maintenance = 18000 WHERE id = $1',
      [id],
    );
    return id;
  }

  it("is the gross income net of the property's yearly costs over its price", async () => {
    const id = await listed();
    await deliver(estimated(id, 330_000));
    // (330,000 − 30,000) / 3,000,000
    expect(Number(await capRateOf(id))).toBeCloseTo(0.1, 5);
  });

  it('follows a new price or new costs, and a newer estimate, but never replaces staff’s figure', async () => {
    const id = await listed();
    await deliver(estimated(id, 330_000));
    await uc.deps.db.query('UPDATE property SET price = 6000000 WHERE id = $1', [id]);
    await deliver(updated(id, ['price']));
    expect(Number(await capRateOf(id))).toBeCloseTo(0.05, 5);
    await deliver(estimated(id, 630_000));
    expect(Number(await capRateOf(id))).toBeCloseTo(0.1, 5);
    // A late, older estimate changes nothing.
    await deliver(estimated(id, 30_000, '2000-01-01T00:00:00.000Z'));
    expect(Number(await capRateOf(id))).toBeCloseTo(0.1, 5);

    await uc.deps.db.query('UPDATE property SET cap_rate = 0.07 WHERE id = $1', [id]);
    await deliver(updated(id, ['cap_rate']));
    await deliver(estimated(id, 930_000));
    await uc.deps.db.query('UPDATE property SET yearly_water = 5000 WHERE id = $1', [id]);
    await deliver(updated(id, ['yearly_water']));
    expect(Number(await capRateOf(id))).toBeCloseTo(0.07, 5);
  });

  it('is none where the estimate is not available (no other city is borrowed), and costs above income give 0', async () => {
    const id = await listed();
    await deliver(estimated(id, 330_000));
    await deliver(estimated(id, null));
    expect(await capRateOf(id)).toBeNull();
    await uc.deps.db.query("UPDATE property SET status = 'PUBLISHED' WHERE id = $1", [id]);
    const page = await displayProperty(uc.deps, ANONYMOUS, id, undefined);
    expect(page.estimated_earnings).toMatchObject({
      cap_rate: null,
      monthly_income_mxn: null,
      not_available: true,
    });
    const poor = await listed();
    await deliver(estimated(poor, 20_000));
    expect(Number(await capRateOf(poor))).toBe(0);
  });

  it("replaces the appraisal's gross cap rate with the property's own, net of its costs at its price", async () => {
    const appraisalId = randomUUID();
    const id = await submittedFrom(appraisalId);
    await deliver(appraised(appraisalId, 0.05));
    expect(Number(await capRateOf(id))).toBeCloseTo(0.05, 5);
    await uc.deps.db.query('UPDATE property SET price = 3000000, yearly_predial = 30000 WHERE id = $1', [id]);
    await deliver(estimated(id, 330_000));
    expect(Number(await capRateOf(id))).toBeCloseTo(0.1, 5);
  });
});
