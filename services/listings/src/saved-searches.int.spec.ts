/**
 * Saved searches with alerts and colonia search (issue 16), through the real gateway:
 * GET/POST/DELETE /api/v1/saved_search (the caller's own, at most 20, 409 in their language past it),
 * publishing a home announces listings.saved_search.matched once per (search, home) for exactly the
 * searches GET /market would show it for, and GET /api/v1/market/colonia suggests colonias.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX } from '@casona/proto';
import {
  publish,
  registerAccount,
  staffAccount,
  startHarness,
  submitAs,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let owner: Account;
let buyer: Account;
let other: Account;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
  owner = await registerAccount(h);
  buyer = await registerAccount(h, { locale: 'EN' });
  other = await registerAccount(h);
});
afterAll(async () => h?.stop());

type Saved = { id: string; name: string; query: Record<string, unknown>; last_alerted_at: string | null };
const list = (token?: string) => h.call<{ items: Saved[] }>('GET', '/api/v1/saved_search', { token });
const save = (body: unknown, token?: string, lang: 'es' | 'en' = 'en') =>
  h.call<Saved & { message?: string }>('POST', '/api/v1/saved_search', { token, body, lang });
const del = (id: string, token?: string) => h.call('DELETE', `/api/v1/saved_search/${id}`, { token });
/** The alerts announced for a home, to one person's searches. */
const matched = async (propertyId: string, person: Account) =>
  (await h.events('listings.saved_search.matched')).filter(
    (e) =>
      (e.payload as { propertyId: string }).propertyId === propertyId &&
      (e.payload as { profileId: string }).profileId === person.id,
  );

describe('saved searches', () => {
  it('asks nobody to sign in (401) on every route', async () => {
    expect((await list()).status).toBe(401);
    expect((await save({ name: 'x', query: {} })).status).toBe(401);
    expect((await del('0b9f4c2e-8a51-4b0e-9d7e-2f4a6c1b3d5e')).status).toBe(401);
  });

  it('keeps a named search with the market’s filters, newest first; another person never sees or deletes it', async () => {
    const first = await save(
      { name: '  Casas en Puebla  ', query: { state: 'Puebla', propertyType: 'HOUSE', colonia: ' ' } },
      buyer.accessToken,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Casas en Puebla',
      query: { state: 'Puebla', propertyType: 'HOUSE' },
      last_alerted_at: null,
    });
    const second = await save(
      { name: 'Infonavit', query: { credit: 'INFONAVIT', maxPrice: 1_500_000 } },
      buyer.accessToken,
    );
    expect((await list(buyer.accessToken)).body.items.map((s) => s.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    expect((await list(other.accessToken)).body.items).toEqual([]);
    const foreign = await del(first.body.id, other.accessToken);
    expect(foreign.status).toBe(404);
    expect((await list(buyer.accessToken)).body.items).toHaveLength(2);
    expect((await del(second.body.id, buyer.accessToken)).status).toBe(204);
    expect((await del(second.body.id, buyer.accessToken)).status).toBe(404);
    expect((await del(first.body.id, buyer.accessToken)).status).toBe(204);
  });

  it('refuses bad input with 400, never 500', async () => {
    expect((await save({ name: '', query: {} }, buyer.accessToken)).status).toBe(400);
    expect((await save({ name: 'x'.repeat(81), query: {} }, buyer.accessToken)).status).toBe(400);
    expect((await save({ name: 'x', query: { propertyType: 'CASTLE' } }, buyer.accessToken)).status).toBe(
      400,
    );
    expect((await save({ name: 'x', query: { page: 2 } }, buyer.accessToken)).status).toBe(400);
    expect((await save({ name: 'x' }, buyer.accessToken)).status).toBe(400);
    expect((await del('not-an-id', buyer.accessToken)).status).toBe(400);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} a person, and says so in their language`, async () => {
    const person = await registerAccount(h, { locale: 'EN' });
    const spanish = await registerAccount(h);
    const made = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) =>
        save({ name: `Búsqueda ${i}`, query: {} }, person.accessToken),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(made.map(() => 201));
    const over = await save({ name: 'Una más', query: {} }, person.accessToken);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one you no longer need to save this one.`,
    );
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++)
      await save({ name: `B ${i}`, query: {} }, spanish.accessToken);
    const es = await save({ name: 'Una más', query: {} }, spanish.accessToken);
    expect(es.status).toBe(409);
    expect(es.body.message).toBe(
      `Puedes guardar hasta ${SAVED_SEARCHES_MAX} búsquedas. Borra una que ya no necesites para guardar esta.`,
    );
    expect((await list(person.accessToken)).body.items).toHaveLength(SAVED_SEARCHES_MAX);
  });
});

describe('alerts when a home is published', () => {
  it('announces each search that finds it (as GET /market would), once per (search, home)', async () => {
    const person = await registerAccount(h);
    const fits = await save(
      {
        name: 'Olímpica barata',
        query: {
          state: 'Puebla',
          city: 'puebla',
          colonia: 'villa olimpica',
          maxPrice: 3_000_000,
          propertyType: 'HOUSE',
        },
      },
      person.accessToken,
    );
    const tooCheap = await save({ name: 'Muy barata', query: { maxPrice: 1_000_000 } }, person.accessToken);
    const otherState = await save({ name: 'Jalisco', query: { state: 'Jalisco' } }, person.accessToken);
    const home = await submitAs(h, owner, {
      name: 'Casa Olímpica',
      state: 'Puebla',
      city: 'Puebla',
      zip: '72000',
      latitude: 19.04,
      longitude: -98.2,
      neighborhood: '  Villa   Olímpica ',
      price: 2_500_000,
    });
    expect(await matched(home, person)).toEqual([]); // not published yet
    await publish(h, admin, home);

    const events = await matched(home, person);
    expect(events.map((e) => (e.payload as { savedSearchId: string }).savedSearchId)).toEqual([fits.body.id]);
    expect(events[0]!.payload).toMatchObject({
      profileId: person.id,
      searchName: 'Olímpica barata',
      propertyName: 'Casa Olímpica',
      price: 2_500_000,
      city: 'Puebla',
      state: 'Puebla',
    });
    const payload = events[0]!.payload as { slug: string; priceUsd: number; imageUrl: string | null };
    expect(payload.priceUsd).toBeGreaterThan(0);
    expect(payload.imageUrl).toMatch(/^https?:\/\//);
    // The marketplace finds it for the same filters (accents and case aside).
    const market = await h.call('GET', '/api/v1/market?state=Puebla&colonia=VILLA%20OL%C3%8DMPICA');
    expect(market.body.items.map((c: { id: string }) => c.id)).toEqual([home]);
    expect(
      (await list(person.accessToken)).body.items.find((s) => s.id === fits.body.id)?.last_alerted_at,
    ).not.toBeNull();
    expect(
      (await list(person.accessToken)).body.items.find((s) => s.id === tooCheap.body.id)?.last_alerted_at,
    ).toBeNull();
    expect(otherState.status).toBe(201);

    // Off the market and published again: no second alert for the same (search, home).
    await h.sql("UPDATE property SET status = 'ACCEPTED' WHERE id = $1", [home]);
    const again = await h.call('POST', `/api/v1/admin/property/${home}/status`, {
      token: admin.accessToken,
      body: { status: 'PUBLISHED' },
    });
    expect(again.status).toBe(200);
    expect(await matched(home, person)).toHaveLength(1);
  });

  it('a deleted search is never alerted', async () => {
    const person = await registerAccount(h);
    const gone = await save({ name: 'Mérida', query: { state: 'Yucatán' } }, person.accessToken);
    await del(gone.body.id, person.accessToken);
    const home = await submitAs(h, owner, {
      name: 'Casa Mérida',
      state: 'Yucatán',
      city: 'Mérida',
      zip: '97000',
      latitude: 20.97,
      longitude: -89.62,
    });
    await publish(h, admin, home);
    expect(await matched(home, person)).toEqual([]);
  });
});

describe('colonia suggestions', () => {
  it('suggests published homes’ colonias holding what was typed, accents and case aside, with counts', async () => {
    const a = await submitAs(h, owner, {
      name: 'Casa Héroes',
      state: 'Puebla',
      city: 'Puebla',
      zip: '72000',
      neighborhood: 'Héroes de Puebla',
    });
    const b = await submitAs(h, owner, {
      name: 'Casa Héroes 2',
      state: 'Puebla',
      city: 'Puebla',
      zip: '72000',
      neighborhood: 'heroes de puebla',
    });
    await submitAs(h, owner, {
      name: 'Casa sin publicar',
      state: 'Puebla',
      city: 'Puebla',
      zip: '72000',
      neighborhood: 'Los Héroes Norte',
    });
    await publish(h, admin, a);
    await publish(h, admin, b);
    const res = await h.call('GET', '/api/v1/market/colonia?q=HEROES');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { name: expect.stringMatching(/^h[ée]roes de puebla$/i), city: 'Puebla', state: 'Puebla', count: 2 },
    ]);
    // Starting with what was typed first; narrowed by state and municipality.
    const olimp = await h.call('GET', '/api/v1/market/colonia?q=olimp&state=Puebla&municipality=puebla');
    expect(olimp.body.items).toEqual([{ name: 'Villa Olímpica', city: 'Puebla', state: 'Puebla', count: 1 }]);
    expect((await h.call('GET', '/api/v1/market/colonia?q=olimp&state=Jalisco')).body.items).toEqual([]);
    expect((await h.call('GET', '/api/v1/market/colonia?q=%25')).body.items).toEqual([]);
  });

  it('answers 400 for a missing or bad query, never 500', async () => {
    expect((await h.call('GET', '/api/v1/market/colonia')).status).toBe(400);
    expect((await h.call('GET', `/api/v1/market/colonia?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await h.call('GET', '/api/v1/market/colonia?q=x&state=Atlantis')).status).toBe(400);
    expect((await h.call('GET', '/api/v1/market?colonia=' + 'a'.repeat(101))).status).toBe(400);
  });
});
