import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMunicipalityOf } from '@casona/proto';
import { seedDemoProperties } from './app/seed.ts';
import { loadDemoSeed } from './seed/demo.ts';
import { listingsDeps } from './service.ts';
import { startHarness, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
});
afterAll(async () => h?.stop());

describe('demo marketplace on an empty database', () => {
  it('holds the 40 real listings, published, without photos', async () => {
    const seed = loadDemoSeed();
    const first = await h.call('GET', '/api/v1/market');
    expect(first.body.total).toBe(seed.properties.length);
    const cards = [...first.body.items, ...(await h.call('GET', '/api/v1/market?page=2')).body.items];
    for (const card of cards) {
      expect(card.image_url).toBeNull();
      expect(isMunicipalityOf(card.state, card.city)).toBe(true);
      expect(card.price).toBeGreaterThanOrEqual(300_000);
    }
    // The most expensive card is one of the real listings, with its figures and place as published.
    const top = await h.call('GET', '/api/v1/market?sort=price_desc');
    const card = top.body.items[0];
    const source = seed.properties.find(
      (p) => p.price === card.price && p.published_at === card.published_at,
    );
    expect(source).toBeDefined();
    expect(card).toMatchObject({
      name: source!.name,
      city: source!.city,
      state: source!.state,
      latitude: source!.latitude,
      bedrooms: source!.bedrooms,
    });
    expect(card.price).toBe(Math.max(...seed.properties.map((p) => p.price)));
    const page = await h.call('GET', `/api/v1/property/display/${top.body.items[0].slug}`);
    expect(page.body).toMatchObject({ images: [], status: 'PUBLISHED', description: null });
    expect((await h.events('listings.property.created')).length).toBe(seed.properties.length);
  });

  it('seeds once: a second start adds nothing', async () => {
    const added = await seedDemoProperties(listingsDeps(h.listings.context));
    expect(added).toBe(0);
    expect((await h.sql('SELECT id FROM property')).length).toBe(40);
  });
});
