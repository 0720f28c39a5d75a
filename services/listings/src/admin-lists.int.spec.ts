/**
 * The staff console's listings lists searched and paged (issue 19): properties (name, city, state,
 * owner's email; with the status filter), tour requests (the buyer or the property), the amenity and
 * neighborhood-insight catalogues (either name), and Airbnb listing reviews take `?q=` — accents and
 * case ignored where they are names, the typed `%` and `_` taken as letters — count only what
 * matches, page 20 at a time, and refuse a bad page or search with a 400 in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import { AMENITIES, NEIGHBORHOOD_INSIGHTS } from './seed/catalogue.ts';
import { startStaffSuite, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
let admin: Account;
let tokens: { en: string; es: string };
let colibri: string;
let jacaranda: string;

beforeAll(async () => {
  ({
    h,
    admin,
    homes: [colibri, jacaranda],
  } = await startStaffSuite({
    owner: { email: `duena.${Date.now()}@correo.mx` },
    homes: [
      { fields: { name: 'Casa Colibrí', city: 'Coyoacán', state: 'Ciudad de México' } },
      { fields: { name: 'Depa Jacaranda', city: 'Puebla', state: 'Puebla' }, published: true },
    ],
  }));
  tokens = await staffTokensByLanguage(h);
}, 120_000);
afterAll(async () => h?.stop());

type Listed = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };
const list = async (url: string) => {
  const res = await h.call('GET', url, { token: admin.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed;
};
const names = async (url: string) => (await list(url)).items.map((i) => i.name);

describe('properties', () => {
  it('finds a property by its name, city or state whatever the accents, and its owner by email', async () => {
    expect(await names('/api/v1/admin/properties?q=colibri')).toEqual(['Casa Colibrí']);
    expect(await names('/api/v1/admin/properties?q=COYOACAN')).toEqual(['Casa Colibrí']);
    expect(await names('/api/v1/admin/properties?q=puebla')).toEqual(['Depa Jacaranda']);
    expect(await names('/api/v1/admin/properties?q=correo.mx')).toEqual(['Depa Jacaranda', 'Casa Colibrí']);
    expect(await names('/api/v1/admin/properties?q=100%25')).toEqual([]);
  });

  it('searches within the status filter, and counts only what matches', async () => {
    const published = await list('/api/v1/admin/properties?q=casa%20colibri&status=PUBLISHED');
    expect({ total: published.total, items: published.items }).toEqual({ total: 0, items: [] });
    const review = await list('/api/v1/admin/properties?q=casa%20colibri&status=REVISION');
    expect({ total: review.total, ids: review.items.map((p) => p.id) }).toEqual({ total: 1, ids: [colibri] });
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/properties', tokens);
  });
});

describe('tour requests', () => {
  beforeAll(async () => {
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000;
    const buyers = [
      ['Mario Ruiz', 'mario@example.com', '5511223344'],
      ['Lucía Peña', 'lucia@correo.mx', '2229876543'],
    ] as const;
    for (const [i, [name, email, phone_number]] of buyers.entries()) {
      const res = await h.call('POST', '/api/v1/tour_request', {
        body: {
          property_id: jacaranda,
          name,
          email,
          phone_number,
          locale: 'ES',
          budget: '2.5-5',
          buyer_profile: 'INVESTOR',
          credit_option: 'INFONAVIT',
          time_to_buy: '1-3',
          tour_time: new Date(hour + i * 3_600_000).toISOString(),
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('finds the buyer by name (accents ignored), email or phone, and the property by name', async () => {
    expect(await names('/api/v1/admin/tour_request?q=lucia')).toEqual(['Lucía Peña']);
    expect(await names('/api/v1/admin/tour_request?q=mario@')).toEqual(['Mario Ruiz']);
    expect(await names('/api/v1/admin/tour_request?q=98765')).toEqual(['Lucía Peña']);
    expect((await list('/api/v1/admin/tour_request?q=jacaranda')).total).toBe(2);
    expect((await list('/api/v1/admin/tour_request?q=colibri')).total).toBe(0);
    expect((await list('/api/v1/admin/tour_request')).total).toBe(2);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/tour_request', tokens);
  });
});

describe('amenity and neighborhood insight catalogues', () => {
  it('page every entry 20 at a time, archived ones last', async () => {
    const first = await list('/api/v1/admin/amenity');
    expect({ total: first.total, page: first.page, pageSize: first.pageSize, n: first.items.length }).toEqual(
      {
        total: AMENITIES.length,
        page: 1,
        pageSize: 20,
        n: Math.min(20, AMENITIES.length),
      },
    );
    const second = await list('/api/v1/admin/amenity?page=2');
    expect(second.items).toHaveLength(Math.max(0, AMENITIES.length - 20));
    expect((await list('/api/v1/admin/neighborhood_insight')).total).toBe(NEIGHBORHOOD_INSIGHTS.length);
  });

  it('find an entry by its Spanish or English name, accents and case ignored', async () => {
    const pool = AMENITIES.find((a) => a.en_name === 'Swimming pool')!;
    const found = (url: string) => list(url).then((l) => l.items.map((i) => i.es_name));
    expect(await found('/api/v1/admin/amenity?q=ALBERCA')).toEqual([pool.es_name]);
    expect(await found('/api/v1/admin/amenity?q=swimming')).toEqual([pool.es_name]);
    const accented = AMENITIES.find((a) => /[áéíóú]/.test(a.es_name))!;
    const plain = accented.es_name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    expect(await found(`/api/v1/admin/amenity?q=${encodeURIComponent(plain)}`)).toContain(accented.es_name);
    expect((await list('/api/v1/admin/amenity?q=%25')).total).toBe(0);
  });

  it('refuse a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/amenity', tokens);
    await expectListQueryRefusals(h.call, '/api/v1/admin/neighborhood_insight', tokens);
  });
});

describe('Airbnb listing reviews', () => {
  beforeAll(async () => {
    for (const [listing_id, reviewer_id, review_text] of [
      ['53896442', '700700', 'Casa limpia y anfitriona atenta'],
      ['11112222', '800800', 'Great view, noisy street'],
    ] as const) {
      const res = await h.call('POST', '/api/v1/admin/airbnb_profile/review', {
        token: admin.accessToken,
        body: { listing_id, host_id: '123123', reviewer_id, rating: 5, review_text },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('finds a review by its words or by a listing, host or reviewer id', async () => {
    const texts = (q: string) =>
      list(`/api/v1/admin/airbnb_profile/review?q=${encodeURIComponent(q)}`).then((l) =>
        l.items.map((i) => i.review_text),
      );
    expect(await texts('NOISY')).toEqual(['Great view, noisy street']);
    expect(await texts('5389')).toEqual(['Casa limpia y anfitriona atenta']);
    expect(await texts('800800')).toEqual(['Great view, noisy street']);
    expect((await texts('123123')).length).toBe(2);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/airbnb_profile/review', tokens);
    await expectListQueryRefusals(h.call, '/api/v1/admin/airbnb_profile', tokens);
  });
});
