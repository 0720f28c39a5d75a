/**
 * Favourites (issue 16): PUT/DELETE /api/v1/favourite/:id and GET /api/v1/favourite. Any signed-in
 * person keeps published homes; nobody reads or changes another person's list; a home that is not
 * published is 404 in the reader's language; a bad id is 400, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let buyer: Account;
let other: Account;
let published: string;
let second: string;
let inReview: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
  const owner = await registerAccount(h);
  buyer = await registerAccount(h);
  other = await registerAccount(h);
  published = await submitAs(h, owner);
  second = await submitAs(h, owner);
  inReview = await submitAs(h, owner);
  await publish(h, admin, published);
  await publish(h, admin, second);
});
afterAll(async () => h?.stop());

type List = {
  items: { property: { id: string; price: number; price_usd: number }; saved_at: string }[];
  ids: string[];
};
const list = (token?: string) => h.call<List>('GET', '/api/v1/favourite', { token });
const put = (id: string, token?: string, lang: 'es' | 'en' = 'en') =>
  h.call('PUT', `/api/v1/favourite/${id}`, { token, lang });
const del = (id: string, token?: string) => h.call('DELETE', `/api/v1/favourite/${id}`, { token });

describe('favourites', () => {
  it('asks nobody to sign in (401) on every route', async () => {
    expect((await list()).status).toBe(401);
    expect((await put(published)).status).toBe(401);
    expect((await del(published)).status).toBe(401);
  });

  it('keeps published homes newest first, once each, and takes them off', async () => {
    expect((await put(published, buyer.accessToken)).status).toBe(204);
    expect((await put(second, buyer.accessToken)).status).toBe(204);
    expect((await put(published, buyer.accessToken)).status).toBe(204); // again: no change
    const res = await list(buyer.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([second, published]);
    expect(res.body.items[0]!.property).toMatchObject({ id: second });
    expect(res.body.items[0]!.property.price_usd).toBeGreaterThan(0);
    expect((await del(second, buyer.accessToken)).status).toBe(204);
    expect((await del(second, buyer.accessToken)).status).toBe(204); // again: no change
    expect((await list(buyer.accessToken)).body.ids).toEqual([published]);
  });

  it("never shows or changes another person's list", async () => {
    await put(published, buyer.accessToken);
    expect((await list(other.accessToken)).body).toEqual({ items: [], ids: [] });
    expect((await del(published, other.accessToken)).status).toBe(204);
    expect((await list(buyer.accessToken)).body.ids).toContain(published);
  });

  it('a home not published or unknown is 404 in the reader’s language; a bad id is 400', async () => {
    const es = await put(inReview, buyer.accessToken, 'es');
    expect(es.status).toBe(404);
    expect(es.body.message).toBe('No se encontró la propiedad');
    // A signed-in reader is answered in their profile's language (Spanish by default).
    const unknown = await put('0b9f4c2e-8a51-4b0e-9d7e-2f4a6c1b3d5e', buyer.accessToken, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'No se encontró la propiedad' });
    expect((await put('not-an-id', buyer.accessToken)).status).toBe(400);
    expect((await list(buyer.accessToken)).body.ids).not.toContain(inReview);
  });

  it('a home taken off the market leaves the list but comes back if it returns', async () => {
    await put(second, buyer.accessToken);
    await h.sql("UPDATE property SET status = 'REVISION' WHERE id = $1", [second]);
    expect((await list(buyer.accessToken)).body.ids).not.toContain(second);
    await h.sql("UPDATE property SET status = 'PUBLISHED' WHERE id = $1", [second]);
    expect((await list(buyer.accessToken)).body.ids).toContain(second);
  });
});
