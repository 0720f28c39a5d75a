import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '@casona/proto/validation/test-builders';
import { accountsByLanguage, itRefusesNul, NUL, type NulCase } from '@casona/kit/testing/nul';
import { startHarness, type Account, type Harness } from './testing/harness.ts';

/**
 * Issue 11 item 5: PostgreSQL refuses U+0000 in text, so a NUL byte in a query string, a path or a
 * body used to reach the database and answer 500. The shared validation refuses it first: a 400
 * naming the field, in the caller's language, and nothing stored.
 */
let h: Harness;
/** A signed-in caller is answered in their profile's language, so one account per language. */
let accounts: Record<'en' | 'es', Account>;
beforeAll(async () => {
  h = await startHarness();
  accounts = await accountsByLanguage(h);
});
afterAll(async () => h?.stop());

describe('a NUL byte in any string is a 400, never a 500 (#11 item 5)', () => {
  const property_id = randomUUID();
  const cases: NulCase[] = [
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
    {
      what: 'a lead',
      method: 'POST',
      url: '/api/v1/lead',
      body: () => build('lead', { name: NUL, property_id }),
      path: '/name',
    },
    {
      what: 'a tour request',
      method: 'POST',
      url: '/api/v1/tour_request',
      body: () => build('tourRequest', { name: NUL, property_id }),
      path: '/name',
    },
    {
      what: 'a property change',
      method: 'PATCH',
      url: `/api/v1/property/${property_id}`,
      signedIn: true,
      body: () => ({ street: NUL }),
      path: '/street',
    },
  ];

  itRefusesNul(() => ({ target: h, accounts }), cases);

  it('nothing was stored', async () => {
    expect(await h.sql('SELECT id FROM lead WHERE property_id = $1', [property_id])).toEqual([]);
    expect(await h.sql('SELECT id FROM tour_request WHERE property_id = $1', [property_id])).toEqual([]);
  });
});
