import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import {
  grant,
  publish,
  registerAccount,
  staffAccount,
  startHarness,
  submitAs,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let admin: Account;
const ids: Record<string, string> = {};
const id = (name: string): string => ids[name]!;

/** 24 published properties in Puebla and Hidalgo plus one in review and one sold. */
beforeAll(async () => {
  h = await startHarness({ env: { USD_MXN_RATE: '20' } });
  owner = await registerAccount(h);
  admin = await staffAccount(h);
  for (let i = 0; i < 24; i++) {
    const puebla = i % 2 === 0;
    const id = await submitAs(h, owner, {
      name: `Casa Mercado ${i}`,
      state: puebla ? 'Puebla' : 'Hidalgo',
      city: puebla ? 'Puebla' : 'Pachuca de Soto',
      zip: puebla ? '72000' : '42000',
      type: i % 3 === 0 ? 'APARTMENT' : 'HOUSE',
      price: 1_000_000 + i * 100_000,
      ...(i === 0 ? { images: [] } : {}),
      latitude: i === 5 ? undefined : 19 + i / 100,
      longitude: -98,
    });
    await publish(h, admin, id);
    ids[`p${i}`] = id;
  }
  ids.review = await submitAs(h, owner, {
    name: 'Casa En Revision',
    state: 'Puebla',
    city: 'Puebla',
    zip: '72000',
  });
  ids.sold = await submitAs(h, owner, {
    name: 'Casa Vendida',
    state: 'Puebla',
    city: 'Puebla',
    zip: '72000',
  });
  await publish(h, admin, ids.sold);
  await h.call('POST', `/api/v1/admin/property/${ids.sold}/status`, {
    token: admin.accessToken,
    body: { status: 'SOLD', confirmation: 'Casa Vendida' },
  });
}, 120_000);
afterAll(async () => h?.stop());

const market = (query = '') => h.call('GET', `/api/v1/market${query}`);

describe('marketplace (get_market_properties)', () => {
  it('lists only PUBLISHED properties, 20 a page, newest first, with the total', async () => {
    const first = await market();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(first.body.items).toHaveLength(20);
    const second = await market('?page=2');
    expect(second.body.items).toHaveLength(4);
    const all = [...first.body.items, ...second.body.items].map((c: { id: string }) => c.id);
    expect(new Set(all).size).toBe(24);
    expect(all).not.toContain(ids.review);
    expect(all).not.toContain(ids.sold);
    const dates = first.body.items.map((c: { published_at: string }) => c.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by state, city, price range, type and label, and sorts by price', async () => {
    const puebla = await market('?state=Puebla&city=puebla&sort=price_asc');
    expect(puebla.body.total).toBe(12);
    const prices = puebla.body.items.map((c: { price: number }) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(puebla.body.items.every((c: { city: string }) => c.city === 'Puebla')).toBe(true);

    const range = await market('?minPrice=1500000&maxPrice=2000000&sort=price_desc');
    expect(range.body.items.map((c: { price: number }) => c.price)).toEqual([
      2_000_000, 1_900_000, 1_800_000, 1_700_000, 1_600_000, 1_500_000,
    ]);
    const apartments = await market('?propertyType=APARTMENT&state=Hidalgo');
    expect(apartments.body.total).toBe(4);
    expect(
      apartments.body.items.every(
        (c: { type: string; state: string }) => c.type === 'APARTMENT' && c.state === 'Hidalgo',
      ),
    ).toBe(true);

    await h.call('PATCH', `/api/v1/admin/property/${ids.p3}`, {
      token: admin.accessToken,
      body: { label: 'NEW' },
    });
    const fresh = await market('?label=NEW');
    expect(fresh.body.items.map((c: { id: string }) => c.id)).toEqual([ids.p3]);
    const none = await market('?state=Yucat%C3%A1n');
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('cards carry price in USD at the configured rate, the first image URL or null', async () => {
    const { body } = await market('?sort=price_asc');
    const cheapest = body.items[0];
    expect(cheapest).toMatchObject({ id: ids.p0, price: 1_000_000, price_usd: 50_000, image_url: null });
    expect(body.items[1].image_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/casona-public\/properties\//);
  });

  it('refuses bad filters in the caller’s language', async () => {
    const res = await h.call('GET', '/api/v1/market?minPrice=5000000&maxPrice=1000000', { lang: 'es' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: '/maxPrice', message: 'Debe ser mayor o igual a 5,000,000.' }]);
    const state = await h.call('GET', '/api/v1/market?state=Texas', { lang: 'en' });
    expect(state.body.errors).toEqual([
      { path: '/querystring/state', message: translate('validation.state', 'en') },
    ]);
  });

  it('counts visits per utm_source', async () => {
    await market('?utm_source=Facebook');
    await market('?utm_source=facebook&page=2');
    await market('?utm_source=google');
    const rows = await h.sql<{ utm_source: string; visits: number }>(
      "SELECT utm_source, visits FROM utm_visit WHERE page = 'market' ORDER BY utm_source",
    );
    expect(rows).toEqual([
      { utm_source: 'facebook', visits: 2 },
      { utm_source: 'google', visits: 1 },
    ]);
  });

  it('map points: the whole filtered set with coordinates', async () => {
    const points = await h.call('GET', '/api/v1/market/points?state=Hidalgo');
    expect(points.status).toBe(200);
    // All 12 in Hidalgo: the one submitted without a pin is placed at its postal code's centre (eb80c58).
    expect(points.body.items).toHaveLength(12);
    expect(points.body.items[0]).toEqual({
      id: expect.any(String),
      slug: expect.any(String),
      latitude: expect.any(Number),
      longitude: -98,
      price: expect.any(Number),
    });
  });
});

describe('public property page', () => {
  it('by id or slug, with amenities, insights, earnings and the QR link', async () => {
    await h.call('PATCH', `/api/v1/admin/property/${ids.p4}`, {
      token: admin.accessToken,
      body: {
        cap_rate: 0.08,
        yearly_predial: '6,000',
        amenities: ['c8963db1-3bf1-495e-a41e-046c21b78375'],
        neighborhood_insights: [
          { neighborhood_insight_id: 'dd53b2e5-611b-4c85-aa22-8243ec6f0c71', amount: 80 },
        ],
      },
    });
    const byId = await h.call('GET', `/api/v1/property/display/${ids.p4}`);
    expect(byId.status).toBe(200);
    const bySlug = await h.call('GET', `/api/v1/property/display/${byId.body.slug}`);
    expect(bySlug.body.id).toBe(ids.p4);
    expect(byId.body).toMatchObject({
      status: 'PUBLISHED',
      price: 1_400_000,
      amenities: [
        { id: 'c8963db1-3bf1-495e-a41e-046c21b78375', es_name: 'Alberca', en_name: 'Swimming pool' },
      ],
      neighborhood_insights: [
        {
          id: 'dd53b2e5-611b-4c85-aa22-8243ec6f0c71',
          es_name: 'Transporte público',
          en_name: 'Public transport',
          amount: 80,
        },
      ],
      estimated_earnings: {
        cap_rate: 0.08,
        yearly_expenses_mxn: 6000,
        yearly_income_mxn: 118_000,
        monthly_income_mxn: 9833.33,
      },
      qr_url: `${h.base}/api/v1/property/${ids.p4}/qr.svg`,
    });
  });

  it('a sold property stays visible; utm_source=qr counts a QR view', async () => {
    expect((await h.call('GET', `/api/v1/property/display/${ids.sold}`)).body.status).toBe('SOLD');
    await h.call('GET', `/api/v1/property/display/${ids.p1}?utm_source=qr`);
    await h.call('GET', `/api/v1/property/display/${ids.p1}?utm_source=qr`);
    const [row] = await h.sql<{ qr_code_views: number }>('SELECT qr_code_views FROM property WHERE id = $1', [
      ids.p1,
    ]);
    expect(row!.qr_code_views).toBe(2);
    const qr = await h.call('GET', `/api/v1/property/${ids.p1}/qr.svg`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('a property not published is invisible to anonymous visitors and to other owners; its members and staff see it', async () => {
    const other = await registerAccount(h);
    await submitAs(h, other, { name: 'Casa Del Otro' });
    const notFound = (res: { status: number; body: { message: string } }) => {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(translate('property.notFound', 'es'));
    };
    notFound(await h.call('GET', `/api/v1/property/display/${ids.review}`, { lang: 'es' }));
    notFound(await h.call('GET', `/api/v1/property/display/${ids.review}`, { token: other.accessToken }));
    notFound(await h.call('GET', `/api/v1/property/${ids.review}`, { token: other.accessToken }));
    expect((await h.call('GET', `/api/v1/property/${ids.review}/qr.svg`)).status).toBe(404);
    expect(
      (await h.call('GET', `/api/v1/property/display/${ids.review}`, { token: owner.accessToken })).status,
    ).toBe(200);
    expect(
      (await h.call('GET', `/api/v1/property/display/${ids.review}`, { token: admin.accessToken })).status,
    ).toBe(200);
    const worker = await registerAccount(h);
    await grant(h, admin, worker, id('review'), 'WORKER');
    // A worker's label does not read properties.
    notFound(await h.call('GET', `/api/v1/property/display/${ids.review}`, { token: worker.accessToken }));
    const market1 = await h.call('GET', '/api/v1/market?state=Puebla', { token: owner.accessToken });
    expect(market1.body.items.map((c: { id: string }) => c.id)).not.toContain(ids.review);
  });
});

describe('price per m² (issue 16)', () => {
  type Card = { id: string; price: number; built_area: number };
  const perM2 = (c: Card) => c.price / c.built_area;

  it('sorts the published homes by price per m² of built area, lowest first', async () => {
    const first = await market('?sort=price_m2_asc');
    expect(first.status).toBe(200);
    const second = await market('?sort=price_m2_asc&page=2');
    const cards: Card[] = [...first.body.items, ...second.body.items];
    expect(cards).toHaveLength(24);
    const values = cards.map(perM2);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it("gives the municipality's median over its published homes, with how many", async () => {
    const puebla = await market('?state=Puebla&city=Puebla');
    const values = (puebla.body.items as Card[]).map(perM2).sort((a, b) => a - b);
    expect(values).toHaveLength(12);
    const median = Math.round((values[5]! + values[6]!) / 2);
    const res = await h.call('GET', '/api/v1/market/price_m2?state=Puebla&city=puebla');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'Puebla', city: 'puebla', median_price_m2: median, count: 12 });
  });

  it('shows no median under five homes, and refuses a call without a state', async () => {
    const none = await h.call('GET', '/api/v1/market/price_m2?state=Hidalgo&city=Tulancingo%20de%20Bravo');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ median_price_m2: null, count: 0 });
    const bad = await h.call('GET', '/api/v1/market/price_m2?city=Puebla');
    expect(bad.status).toBe(400);
    const notAState = await h.call('GET', '/api/v1/market/price_m2?state=Texas&city=Austin');
    expect(notAState.status).toBe(400);
  });
});
