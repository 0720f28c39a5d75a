import { afterAll, beforeAll, describe } from 'vitest';
import { accountsByLanguage, itRefusesNul, NUL, type NulCase } from '@casona/kit/testing/nul';
import { createProperty, makeStaff, startHarness, type Account, type Harness } from './testing/harness.ts';

/**
 * A NUL byte in any string documents takes is a 400 naming the field, in the caller's language,
 * never a 500 from PostgreSQL (#11 item 5). The multipart upload's fields are covered by
 * property-files.int.spec.ts.
 */
let h: Harness;
let staff: Record<'en' | 'es', Account>;
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  const people = await accountsByLanguage(h, { name: 'Staff' });
  staff = { en: await makeStaff(h, people.en, 'STAFF'), es: await makeStaff(h, people.es, 'STAFF') };
  propertyId = await createProperty(h, null, { name: 'Casa Nula' });
});
afterAll(async () => h?.stop());

describe('a NUL byte in any string is a 400, never a 500', () => {
  const cases: NulCase[] = [
    {
      what: 'the calendar secret in the path',
      method: 'GET',
      url: '/api/v1/property_file/calendar/aaaaaaaaaaaaaaaaaaaa%00bbbbbbbbbbbbbbbbbbb',
      path: '/params/token',
    },
    {
      what: 'the property of a file list',
      method: 'GET',
      url: '/api/v1/property_file?property_id=a%00b',
      signedIn: true,
      path: '/querystring/property_id',
    },
    {
      what: 'a published privacy policy',
      method: 'POST',
      url: '/api/v1/privacy_policy',
      body: () => ({ en_markdown: NUL, es_markdown: 'Privacidad' }),
      signedIn: true,
      path: '/en_markdown',
    },
    {
      what: 'the source of the credit limits',
      method: 'PUT',
      url: '/api/v1/credit_eligibility/limits',
      body: () => ({
        source: NUL,
        published_on: '2025-09-10',
        limits: [{ program: 'INFONAVIT', property_type: 'HOUSE', max_price: 2_830_672.54 }],
      }),
      signedIn: true,
      path: '/source',
    },
    {
      what: 'a renewal answer',
      method: 'POST',
      url: '/api/v1/property_file_contract_state',
      body: () => ({ property_file_id: crypto.randomUUID(), decision: NUL }),
      signedIn: true,
      path: '/decision',
    },
    {
      what: 'the property of a calendar address',
      method: 'POST',
      url: '/api/v1/property_file/calendar_feed',
      body: () => ({ property_id: `${propertyId}${NUL}` }),
      signedIn: true,
      path: '/property_id',
    },
  ];
  itRefusesNul(() => ({ target: h, accounts: staff }), cases);
});
