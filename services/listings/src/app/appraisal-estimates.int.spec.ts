/**
 * The appraisal's estimate on the earnings block (issue 18): a property submitted from an appraisal
 * takes the appraisal's cap rate (which its earnings block is computed from) whether the appraisal's
 * event arrives before or after the submission, and staff's own cap rate is never overwritten.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '@casona/proto';
import { givenProfile, startUseCases, submission, type UseCases } from '../testing/use-cases.ts';
import { projectAppraisalEstimate } from './appraisal-estimates.ts';
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
