/**
 * The staff console's list of company staff (GET /admin/role, issue 19): a page at a time (20), by
 * role then email, searched by name or email (`?q=`, the typed `%` and `_` taken as letters), and a
 * bad page or search refused with a 400 in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import { makeStaff, registerAccount, startHarness, testSigningKey, type Harness } from './testing/harness.ts';

let h: Harness;
let admin: string;
let tokens: { en: string; es: string };

beforeAll(async () => {
  h = await startHarness({ JWT_PRIVATE_KEY: testSigningKey() });
  admin = (await makeStaff(h, await registerAccount(h, { name: 'Ada Admin' }), 'ADMIN')).accessToken;
  tokens = await staffTokensByLanguage(h);
  for (let i = 0; i < 21; i++)
    await makeStaff(
      h,
      await registerAccount(h, { name: `Equipo ${i}`, email: `equipo.${i}@casona.test` }),
      'STAFF',
    );
  await makeStaff(h, await registerAccount(h, { name: 'Rosa Ávila', email: 'rosa_50%@otro.mx' }), 'STAFF');
}, 120_000);
afterAll(async () => h?.stop());

type Listed = {
  items: { name: string; email: string; role: string }[];
  total: number;
  page: number;
  pageSize: number;
};
const list = async (query: string) => {
  const res = await h.call('GET', `/api/v1/admin/role${query}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed;
};

describe('the staff list', () => {
  it('pages everyone 20 at a time, administrators first', async () => {
    const first = await list('');
    // Ada, the two per-language administrators, 21 + 1 staff.
    expect({ total: first.total, page: first.page, pageSize: first.pageSize, n: first.items.length }).toEqual(
      {
        total: 25,
        page: 1,
        pageSize: 20,
        n: 20,
      },
    );
    expect(first.items.slice(0, 3).map((m) => m.role)).toEqual(['ADMIN', 'ADMIN', 'ADMIN']);
    expect((await list('?page=2')).items).toHaveLength(5);
  });

  it('finds people by name or email, with typed wildcards taken as letters', async () => {
    expect((await list('?q=equipo')).total).toBe(21);
    expect((await list('?q=EQUIPO%201')).items.map((m) => m.name).sort()).toEqual([
      'Equipo 1',
      'Equipo 10',
      'Equipo 11',
      'Equipo 12',
      'Equipo 13',
      'Equipo 14',
      'Equipo 15',
      'Equipo 16',
      'Equipo 17',
      'Equipo 18',
      'Equipo 19',
    ]);
    expect((await list('?q=rosa')).items.map((m) => m.email)).toEqual(['rosa_50%@otro.mx']);
    expect((await list('?q=_50%25')).items.map((m) => m.name)).toEqual(['Rosa Ávila']);
    // As a wildcard, _ would find equipo.1@…
    expect((await list('?q=o_1')).total).toBe(0);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/role', tokens);
  });
});
