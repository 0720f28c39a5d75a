import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '@casona/proto/validation/test-builders';
import { NUL, nulRefusal } from '@casona/kit/testing/nul';
import { createProperty, makeStaff, registerAccount, startHarness, type Harness } from './testing/harness.ts';

/**
 * Issue 11 item 5: PostgreSQL refuses U+0000 in text, so a NUL byte anywhere in a request used to
 * reach the database and answer 500. The shared validation refuses it first: a 400 naming the field,
 * in the caller's language, and nothing stored.
 */
let h: Harness;
/** A signed-in caller is answered in their profile's language, so one staff member per language. */
const staffTokens = { en: '', es: '' };
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  for (const lang of ['en', 'es'] as const) {
    const account = await registerAccount(h, { name: 'Staff', locale: lang === 'en' ? 'EN' : 'ES' });
    staffTokens[lang] = (await makeStaff(h, account, 'STAFF')).accessToken;
  }
  propertyId = await createProperty(h, null, 'Casa Nula');
});
afterAll(async () => h?.stop());

describe('a NUL byte in any string is a 400, never a 500 (#11 item 5)', () => {
  const cases: {
    what: string;
    method: string;
    url: string;
    body?: () => unknown;
    staff?: true;
    path: string;
  }[] = [
    {
      what: 'unsubscribe token in the query string',
      method: 'GET',
      url: '/api/v1/email/unsubscribe?token=a%00b',
      path: '/querystring/token',
    },
    {
      what: 'unsubscribe token in the body',
      method: 'POST',
      url: '/api/v1/email/unsubscribe',
      body: () => ({ token: NUL }),
      path: '/token',
    },
    {
      what: 'the contact form',
      method: 'POST',
      url: '/api/v1/contact',
      body: () => build('contact', { text: NUL }),
      path: '/text',
    },
    {
      what: 'the joke box',
      method: 'POST',
      url: '/api/v1/joke',
      body: () => build('joke', { text: NUL }),
      path: '/text',
    },
    {
      what: 'a property notification (staff)',
      method: 'POST',
      url: '/api/v1/property_notification',
      staff: true,
      body: () => ({ property_id: propertyId, en_markdown: 'Hola', es_markdown: NUL }),
      path: '/es_markdown',
    },
  ];

  for (const c of cases) {
    for (const lang of ['en', 'es'] as const) {
      it(`${c.what} (${lang})`, async () => {
        const res = await h.call(c.method, c.url, {
          body: c.body?.(),
          lang,
          ...(c.staff ? { token: staffTokens[lang] } : {}),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toEqual(nulRefusal(c.path, lang));
      });
    }
  }

  it('nothing reached the tables', async () => {
    expect(await h.sql('SELECT id FROM contact_message')).toEqual([]);
    expect(await h.sql('SELECT joke_id FROM joke')).toEqual([]);
    expect(await h.sql('SELECT id FROM property_notification WHERE property_id = $1', [propertyId])).toEqual(
      [],
    );
  });
});
