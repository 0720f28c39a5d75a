/**
 * "Apta para crédito Infonavit / Cofinavit" on the marketplace (issue 15): documents' verdict
 * (documents.credit_eligibility.changed, the latest event winning) is carried by each market card
 * and the property page, and the market's credit filter returns only the eligible properties.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, type EventPayload, type MarketCard } from '@casona/proto';
import { ANONYMOUS } from '@casona/kit/auth/context';
import { authOf, givenProfile, startUseCases, submission, type UseCases } from '../testing/use-cases.ts';
import { projectCreditEligibility } from './credit-eligibility.ts';
import { changeStatus } from './lifecycle.ts';
import { displayProperty, searchMarket } from './market.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const staff = authOf(randomUUID(), 'STAFF');

const deliver = async (payload: EventPayload<'documents.credit_eligibility.changed'>, occurredAt: string) => {
  const event = {
    ...makeEvent('documents.credit_eligibility.changed', { payload, producer: 'documents' }),
    occurredAt,
  };
  await uc.deps.db.tx((client) => projectCreditEligibility(client, event));
};

async function publishedProperty(): Promise<string> {
  const person = await givenProfile(uc);
  const { property_id: id } = await submitProperty(uc.deps, person.auth, submission(), { locale: 'es' });
  for (const status of ['ACCEPTED', 'PUBLISHED'] as const) await changeStatus(uc.deps, staff, id, { status });
  return id;
}

/** Every card of a market search (all its pages). */
async function allCards(query: Parameters<typeof searchMarket>[1]): Promise<MarketCard[]> {
  const cards: MarketCard[] = [];
  for (let page = 1; ; page++) {
    const result = await searchMarket(uc.deps, { ...query, page });
    cards.push(...result.items);
    if (cards.length >= result.total || result.items.length === 0) return cards;
  }
}

describe('apta para crédito on the marketplace', () => {
  it('a verdict in → the card carries it → the credit filter returns only eligible properties', async () => {
    const eligible = await publishedProperty();
    const refused = await publishedProperty();
    const unjudged = await publishedProperty();

    await deliver(
      { propertyId: eligible, eligible: true, programs: ['INFONAVIT', 'COFINAVIT'], reasons: [] },
      '2026-03-01T10:00:00.000Z',
    );
    await deliver(
      { propertyId: refused, eligible: false, programs: [], reasons: ['credit.reason.deedsMissing'] },
      '2026-03-01T10:00:00.000Z',
    );

    const cards = await allCards({});
    const card = (id: string) => cards.find((c) => c.id === id)!;
    expect(card(eligible)).toMatchObject({
      credit_eligible: true,
      credit_programs: ['INFONAVIT', 'COFINAVIT'],
    });
    expect(card(refused)).toMatchObject({ credit_eligible: false, credit_programs: [] });
    expect(card(unjudged)).toMatchObject({ credit_eligible: false, credit_programs: [] });

    const infonavit = await allCards({ credit: 'INFONAVIT' });
    expect(infonavit.map((c) => c.id)).toContain(eligible);
    expect(infonavit.map((c) => c.id)).not.toContain(refused);
    expect(infonavit.map((c) => c.id)).not.toContain(unjudged);
    expect(infonavit.every((c) => c.credit_eligible && c.credit_programs.includes('INFONAVIT'))).toBe(true);
    const page = await searchMarket(uc.deps, { credit: 'INFONAVIT' });
    expect(page.total).toBe(infonavit.length);

    // The property page says the same.
    expect(await displayProperty(uc.deps, ANONYMOUS, eligible, undefined)).toMatchObject({
      credit_eligible: true,
      credit_programs: ['INFONAVIT', 'COFINAVIT'],
    });
  });

  it('the latest verdict wins: a late older event changes nothing, a newer refusal ends it', async () => {
    const id = await publishedProperty();
    await deliver(
      { propertyId: id, eligible: true, programs: ['INFONAVIT'], reasons: [] },
      '2026-03-02T10:00:00.000Z',
    );
    await deliver(
      { propertyId: id, eligible: false, programs: [], reasons: ['credit.reason.predialMissing'] },
      '2026-03-01T10:00:00.000Z',
    );
    expect((await allCards({ credit: 'INFONAVIT' })).map((c) => c.id)).toContain(id);
    expect((await allCards({ credit: 'COFINAVIT' })).map((c) => c.id)).not.toContain(id);

    await deliver(
      { propertyId: id, eligible: false, programs: [], reasons: ['credit.reason.predialMissing'] },
      '2026-03-03T10:00:00.000Z',
    );
    expect((await allCards({ credit: 'INFONAVIT' })).map((c) => c.id)).not.toContain(id);
    expect(await displayProperty(uc.deps, ANONYMOUS, id, undefined)).toMatchObject({
      credit_eligible: false,
      credit_programs: [],
    });
  });
});
