/**
 * Staff's appraisal page (GET /admin/appraisal, issue 19) searched: `?q=` keeps the appraisals whose
 * searched address, city or state contains the words, the total following; a bad page or search is
 * a 400 in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import {
  appraisalForm,
  registerAccount,
  staffAccount,
  startHarness,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let staff: string;
let tokens: { en: string; es: string };

beforeAll(async () => {
  h = await startHarness();
  staff = (await staffAccount(h, 'ADMIN')).accessToken;
  tokens = await staffTokensByLanguage(h);
  const owner = await registerAccount(h);
  for (const search_address_string of [
    'Francisco Sosa 200, Coyoacán, Ciudad de México',
    'Calle Jacarandas 12, Coyoacán, Ciudad de México',
  ]) {
    const res = await h.call('POST', '/api/v1/appraisal', {
      body: appraisalForm({ search_address_string }),
      token: owner.accessToken,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}, 120_000);
afterAll(async () => h?.stop());

const addresses = async (q: string) => {
  const res = await h.call('GET', `/api/v1/admin/appraisal?q=${encodeURIComponent(q)}`, { token: staff });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    total: res.body.total as number,
    items: (res.body.items as { search_address_string: string }[]).map((a) => a.search_address_string),
  };
};

describe('staff’s appraisals searched', () => {
  it('finds the words in the searched address, the city or the state', async () => {
    expect(await addresses('JACARANDAS')).toEqual({
      total: 1,
      items: ['Calle Jacarandas 12, Coyoacán, Ciudad de México'],
    });
    expect((await addresses('coyoacán')).total).toBe(2);
    expect((await addresses('Guadalajara')).total).toBe(0);
    expect((await addresses('%')).total).toBe(0);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/appraisal', tokens);
  });
});
