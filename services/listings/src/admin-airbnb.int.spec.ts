/**
 * The back office's Airbnb listings (issue 19, admin console): GET /api/v1/admin/airbnb_listing
 * lists every property's listings, for staff only, 20 a page, searchable by the listing's or the
 * property's name (accents and case ignored, % taken as a letter), and filtered to those needing
 * attention (stale or failing) or those syncing well; the feed's secret address is never listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffByLanguage } from '@casona/kit/testing/nul';
import {
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
let propertyId: string;
/** Callers are answered in their profile's language: one member of staff per language. */
let staffByLang: Record<'es' | 'en', Account>;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
  staffByLang = await staffByLanguage(h);
  owner = await registerAccount(h);
  propertyId = await submitAs(h, owner);
});
afterAll(async () => h?.stop());

const create = async (name: string, icsUrl: string, main: boolean): Promise<string> => {
  const created = await h.call('POST', '/api/v1/property_airbnb_listing', {
    token: admin.accessToken,
    body: {
      property_id: propertyId,
      name,
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: icsUrl,
      currency: 'MXN',
      base_hours_to_clean: 2,
      is_main_listing: main,
    },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
};

type Item = { property_airbnb_listing_id: string; name: string; property_name: string; stale: boolean };
type Page = { items: Item[]; total: number; page: number; pageSize: number };
const list = (query: string, token?: string, lang?: 'es' | 'en') =>
  h.call<Page>('GET', `/api/v1/admin/airbnb_listing${query}`, { token, lang });

describe('GET /api/v1/admin/airbnb_listing', () => {
  it('answers 401 to nobody and 403 to an owner', async () => {
    expect((await list('')).status).toBe(401);
    expect((await list('', owner.accessToken)).status).toBe(403);
  });

  it('finds listings by name without accents, and by health', async () => {
    const healthy = await create('Suite Peñón', 'https://www.airbnb.mx/calendar/ical/11.ics?s=secreto', true);
    const stale = await create(
      'Loft 50% Cholula',
      'https://www.airbnb.mx/calendar/ical/12.ics?s=secreto',
      false,
    );
    await h.sql("UPDATE property_airbnb_listing SET created_at = now() - interval '2 days' WHERE id = $1", [
      stale,
    ]);

    const all = await list('', admin.accessToken);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20 });
    const ids = all.body.items.map((i) => i.property_airbnb_listing_id);
    expect(ids).toEqual(expect.arrayContaining([healthy, stale]));
    expect(JSON.stringify(all.body)).not.toContain('secreto');

    const byName = await list('?q=PENON', admin.accessToken);
    expect(byName.body.items.map((i) => i.property_airbnb_listing_id)).toEqual([healthy]);
    const percent = await list(`?q=${encodeURIComponent('50%')}`, admin.accessToken);
    expect(percent.body.items.map((i) => i.property_airbnb_listing_id)).toEqual([stale]);
    const [property] = await h.sql<{ name: string }>('SELECT name FROM property WHERE id = $1', [propertyId]);
    const byProperty = await list(
      `?q=${encodeURIComponent(property!.name.toUpperCase())}`,
      admin.accessToken,
    );
    expect(byProperty.body.total).toBeGreaterThanOrEqual(2);

    const attention = await list('?health=attention', admin.accessToken);
    const attentionIds = attention.body.items.map((i) => i.property_airbnb_listing_id);
    expect(attentionIds).toContain(stale);
    expect(attentionIds).not.toContain(healthy);
    expect(attention.body.items.find((i) => i.property_airbnb_listing_id === stale)?.stale).toBe(true);
    const fine = await list('?health=healthy', admin.accessToken);
    expect(fine.body.items.map((i) => i.property_airbnb_listing_id)).toContain(healthy);
    expect(fine.body.items.map((i) => i.property_airbnb_listing_id)).not.toContain(stale);
  });

  for (const [lang, text] of [
    ['es', /Debe ser uno de los siguientes|Elige una opción/],
    ['en', /Must be one of|Choose an option/],
  ] as const)
    it(`refuses an unknown health in ${lang}`, async () => {
      const bad = await list('?health=rotten', staffByLang[lang].accessToken, lang);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(text);
    });
});
