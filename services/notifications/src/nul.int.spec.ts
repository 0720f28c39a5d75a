import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

/**
 * Issue 11 item 5: PostgreSQL refuses U+0000 in text, so a NUL byte anywhere in a request used to
 * reach the database and answer 500. The shared validation refuses it first: a 400 naming the field,
 * in the caller's language, and nothing stored.
 */
let h: Harness;
/** A signed-in caller is answered in their profile's language, so one staff member per language. */
const staff = {} as Record<'en' | 'es', Account>;
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  staff.en = await makeStaff(h, await registerAccount(h, { name: 'Staff', locale: 'EN' }), 'STAFF');
  staff.es = await makeStaff(h, await registerAccount(h, { name: 'Personal', locale: 'ES' }), 'STAFF');
  propertyId = await createProperty(h, null, 'Casa Nula');
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

const contact = (o: Record<string, unknown> = {}) => ({
  name: 'Carla Contreras',
  email: 'carla@example.mx',
  phone_number: '5512345678',
  text: '¿Operan en Mérida?',
  locale: 'ES',
  ...o,
});

describe('a NUL byte in any string is a 400, never a 500 (#11 item 5)', () => {
  const cases: {
    what: string;
    method: string;
    url: string;
    body?: unknown;
    staff?: boolean;
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
      body: { token: NUL },
      path: '/token',
    },
    {
      what: 'the contact form',
      method: 'POST',
      url: '/api/v1/contact',
      body: contact({ text: NUL }),
      path: '/text',
    },
    {
      what: 'the joke box',
      method: 'POST',
      url: '/api/v1/joke',
      body: { text: NUL, locale: 'EN' },
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
        const body = typeof c.body === 'function' ? (c.body as () => unknown)() : c.body;
        const res = await h.call(c.method, c.url, {
          body,
          lang,
          ...(c.staff ? { token: staff[lang].accessToken } : {}),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: FORM[lang] });
        expect(res.body.errors).toContainEqual({ path: c.path, message: CHARACTERS[lang] });
      });
    }
  }

  it('nothing reached the tables', async () => {
    expect(await h.sql("SELECT id FROM contact_message WHERE text LIKE '¿Operan%'")).toEqual([]);
    expect(await h.sql('SELECT id FROM property_notification WHERE property_id = $1', [propertyId])).toEqual(
      [],
    );
  });
});
