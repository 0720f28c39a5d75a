/**
 * Issue 19, /dashboard/announcement's "created from this listing": a property submitted from an
 * Airbnb listing link (/submit_from_listing) keeps the link with it — the owner's and staff's
 * property views show it with the day it was submitted; a form submission has none, a copy is not
 * created from it, and a link §5's listing rule refuses is a 400 in es and en with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';

import {
  buildSubmission,
  registerAccount,
  staffAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let admin: Account;
beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h);
  admin = await staffAccount(h);
  await h.settle();
});
afterAll(async () => h?.stop());

const LINK = 'https://www.airbnb.mx/rooms/52100002';

const submit = (overrides: Record<string, unknown>, lang: 'en' | 'es' = 'es') =>
  h.call('POST', '/api/v1/submit_property', {
    lang,
    token: owner.accessToken,
    body: buildSubmission(overrides),
  });

describe('a property created from a listing link keeps it', () => {
  it('the owner and staff see the link and the day it was submitted; a form submission shows none', async () => {
    const fromListing = await submit({ name: 'Casa del Anuncio', listing_url: LINK });
    expect(fromListing.status, JSON.stringify(fromListing.body)).toBe(201);
    const byForm = await submit({ name: 'Casa del Formulario' });
    expect(byForm.status).toBe(201);
    await h.settle();

    const mine = await h.call('GET', `/api/v1/property/${fromListing.body.property_id}`, {
      token: owner.accessToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.source_listing).toEqual({ url: LINK, created_at: mine.body.created_at });

    const staffView = await h.call('GET', `/api/v1/admin/property/${fromListing.body.property_id}`, {
      token: admin.accessToken,
    });
    expect(staffView.body.source_listing).toEqual(mine.body.source_listing);

    const plain = await h.call('GET', `/api/v1/property/${byForm.body.property_id}`, {
      token: owner.accessToken,
    });
    expect(plain.body.source_listing).toBeNull();

    // The owner's list shows the same.
    const list = await h.call('GET', '/api/v1/property', { token: owner.accessToken });
    const byId = new Map(
      (list.body.items as { id: string; source_listing: unknown }[]).map((p) => [p.id, p.source_listing]),
    );
    expect(byId.get(fromListing.body.property_id)).toEqual(mine.body.source_listing);
    expect(byId.get(byForm.body.property_id)).toBeNull();
  });

  it('a copy of the property was not created from the listing', async () => {
    const original = await submit({ name: 'Casa Original', listing_url: LINK });
    expect(original.status).toBe(201);
    await h.settle();
    const copy = await h.call('POST', '/api/v1/admin/property/copy', {
      token: admin.accessToken,
      body: { property_id: original.body.property_id, name: 'Casa Copia' },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const copied = await h.call('GET', `/api/v1/admin/property/${copy.body.id}`, {
      token: admin.accessToken,
    });
    expect(copied.body.source_listing).toBeNull();
  });

  it('a link that is not an Airbnb listing is refused with §5’s message in es and en, and nothing is stored', async () => {
    const before = await h.sql('SELECT property_id FROM property_source_listing');
    const properties = (await h.sql('SELECT id FROM property')).length;
    for (const url of [
      'https://www.airbnb.mx/users/show/45280934',
      'https://www.inmuebles24.com/propiedades/casa-123.html',
      'airbnb casa',
    ])
      for (const lang of ['es', 'en'] as const) {
        // Signed out, so the answer follows Accept-Language (a profile's own locale would win).
        const res = await h.call('POST', '/api/v1/submit_property', {
          lang,
          body: buildSubmission({
            listing_url: url,
            profile: { name: 'Lucía Hernández', email: `lucia.${Date.now()}@example.com` },
          }),
        });
        expect(res.status, url).toBe(400);
        expect(res.body.message).toBe(translate('form.invalid', lang));
        expect(res.body.errors).toContainEqual({
          path: '/listing_url',
          message: translate('validation.airbnbListingUrl', lang),
        });
      }
    expect(await h.sql('SELECT property_id FROM property_source_listing')).toEqual(before);
    expect((await h.sql('SELECT id FROM property')).length).toBe(properties);
  });
});
