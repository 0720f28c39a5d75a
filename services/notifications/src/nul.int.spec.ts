import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '@casona/proto/validation/test-builders';
import { accountsByLanguage, itRefusesNul, NUL, type NulCase } from '@casona/kit/testing/nul';
import { createProperty, makeStaff, startHarness, type Account, type Harness } from './testing/harness.ts';

/**
 * Issue 11 item 5: PostgreSQL refuses U+0000 in text, so a NUL byte anywhere in a request used to
 * reach the database and answer 500. The shared validation refuses it first: a 400 naming the field,
 * in the caller's language, and nothing stored.
 */
let h: Harness;
/** A signed-in caller is answered in their profile's language, so one staff member per language. */
let staff: Record<'en' | 'es', Account>;
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  const people = await accountsByLanguage(h, { name: 'Staff' });
  staff = { en: await makeStaff(h, people.en, 'STAFF'), es: await makeStaff(h, people.es, 'STAFF') };
  propertyId = await createProperty(h, null, 'Casa Nula');
});
afterAll(async () => h?.stop());

describe('a NUL byte in any string is a 400, never a 500 (#11 item 5)', () => {
  // Signed in as staff of the request's language where a case says `signedIn`.
  const cases: NulCase[] = [
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
      signedIn: true,
      body: () => ({ property_id: propertyId, en_markdown: 'Hola', es_markdown: NUL }),
      path: '/es_markdown',
    },
  ];

  itRefusesNul(() => ({ target: h, accounts: staff }), cases);

  it('nothing reached the tables', async () => {
    expect(await h.sql('SELECT id FROM contact_message')).toEqual([]);
    expect(await h.sql('SELECT joke_id FROM joke')).toEqual([]);
    expect(await h.sql('SELECT id FROM property_notification WHERE property_id = $1', [propertyId])).toEqual(
      [],
    );
  });
});
