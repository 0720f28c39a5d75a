/**
 * listings.property.updated carries the price (#15 leftover): a new asking price re-judges "apta para
 * crédito" against the published limits, and an update without a price leaves the verdict alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '@casona/proto';
import {
  authOf,
  givenProperty,
  newProfile,
  pdf,
  startUseCases,
  type UseCases,
} from '../testing/use-cases.ts';
import { eligibilityOf } from './credit.ts';
import { uploadFile } from './files.ts';
import { projectProperty } from './properties.ts';

let uc: UseCases;
const owner = newProfile();

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const updated = (propertyId: string, price?: number) =>
  makeEvent('listings.property.updated', {
    producer: 'listings',
    payload: {
      propertyId,
      changedFields: price === undefined ? ['name'] : ['price'],
      name: 'Casa Colibrí',
      timezone: 'America/Mexico_City',
      ...(price === undefined ? {} : { price }),
    },
  });

describe('a price change re-judges credit eligibility', () => {
  it('a home priced above the published limits stops being eligible, and is eligible again within them', async () => {
    const propertyId = await givenProperty(uc, {
      members: [{ profileId: owner, label: 'OWNER' }],
      price: 2_000_000,
    });
    for (const type of ['PROPERTY_DEEDS', 'PREDIAL', 'WATER_BILL'])
      await uploadFile(
        uc.deps,
        authOf(owner),
        { property_id: propertyId, type, ...(type === 'PROPERTY_DEEDS' ? { valid_to: '2035-01-01' } : {}) },
        { bytes: pdf(), truncated: false },
      );
    const verdict = async () => eligibilityOf(uc.deps, authOf(owner), propertyId, 'es');
    const changes = async () =>
      (await uc.events('documents.credit_eligibility.changed'))
        .filter((e) => e.key === propertyId)
        .map((e) => (e.payload as { eligible: boolean }).eligible);
    expect((await verdict()).eligible).toBe(true);

    await uc.deps.db.tx((client) => projectProperty(client, uc.deps, updated(propertyId, 90_000_000)));
    expect((await verdict()).eligible).toBe(false);
    expect((await changes()).at(-1)).toBe(false);

    const count = (await changes()).length;
    await uc.deps.db.tx((client) => projectProperty(client, uc.deps, updated(propertyId)));
    expect(await changes()).toHaveLength(count);

    await uc.deps.db.tx((client) => projectProperty(client, uc.deps, updated(propertyId, 1_500_000)));
    expect((await verdict()).eligible).toBe(true);
    expect((await changes()).at(-1)).toBe(true);
  });
});
