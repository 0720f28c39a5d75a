import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, startHarness, type Account, type Harness } from './testing/harness.ts';

/**
 * Issue 11 item 5: PostgreSQL refuses U+0000 in text, so a NUL byte in a query string, a path or a
 * body used to reach the database and answer 500. The shared validation refuses it first: a 400
 * naming the field, in the caller's language, and nothing stored.
 */
let h: Harness;
/** A signed-in caller is answered in their profile's language, so one account per language. */
const accounts = {} as Record<'en' | 'es', Account>;
beforeAll(async () => {
  h = await startHarness();
  accounts.en = await registerAccount(h, 'EN');
  accounts.es = await registerAccount(h, 'ES');
});
afterAll(async () => h?.stop());

const NUL = 'a\u0000b';
const FORM = {
  en: 'Please correct the errors in the form.',
  es: 'Por favor, corrige los errores del formulario.',
} as const;
const CHARACTERS = {
  en: 'This value contains characters that are not allowed.',
  es: 'Este valor contiene caracteres no permitidos.',
} as const;

describe('a NUL byte in any string is a 400, never a 500 (#11 item 5)', () => {
  const propertyId = randomUUID();
  const buyer = {
    name: NUL,
    email: 'comprador@example.com',
    phone_number: '5512345678',
    property_id: propertyId,
  };
  const cases: {
    what: string;
    method: string;
    url: string;
    body?: unknown;
    signedIn?: boolean;
    path: string;
  }[] = [
    {
      what: 'the marketplace search',
      method: 'GET',
      url: '/api/v1/market?city=a%00b',
      path: '/querystring/city',
    },
    {
      what: 'a public property page',
      method: 'GET',
      url: '/api/v1/property/display/a%00b',
      path: '/params/idOrSlug',
    },
    { what: 'a lead', method: 'POST', url: '/api/v1/lead', body: buyer, path: '/name' },
    {
      what: 'a tour request',
      method: 'POST',
      url: '/api/v1/tour_request',
      body: {
        ...buyer,
        locale: 'ES',
        budget: '2.5-5',
        buyer_profile: 'INVESTOR',
        credit_option: 'INFONAVIT',
        time_to_buy: '1-3',
        tour_time: '2099-05-01T10:00:00-06:00',
      },
      path: '/name',
    },
    {
      what: 'a property change',
      method: 'PATCH',
      url: `/api/v1/property/${propertyId}`,
      signedIn: true,
      body: { street: NUL },
      path: '/street',
    },
  ];

  for (const c of cases) {
    for (const lang of ['en', 'es'] as const) {
      it(`${c.what} (${lang})`, async () => {
        const res = await h.call(c.method, c.url, {
          body: c.body,
          lang,
          ...(c.signedIn ? { token: accounts[lang].accessToken } : {}),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: FORM[lang] });
        expect(res.body.errors).toContainEqual({ path: c.path, message: CHARACTERS[lang] });
      });
    }
  }

  it('nothing was stored', async () => {
    expect(await h.sql('SELECT id FROM lead WHERE property_id = $1', [propertyId])).toEqual([]);
    expect(await h.sql('SELECT id FROM tour_request WHERE property_id = $1', [propertyId])).toEqual([]);
  });
});
