/**
 * The back office's allies (issue 19, admin console "allies"): GET /api/v1/admin/property_customer
 * lists every property's people with their role label; staff find them by words of the person's
 * name or email (`q`, the typed % a letter) and by role label, 20 a page with the total; an owner
 * gets 403; a bad page, search or label is a 400 in the caller's language.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canFlags, type RoleLabel } from '@casona/proto';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import { makeStaff, registerAccount, startHarness, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
let staff: Account;
let owner: Account;
let tokens: { en: string; es: string };
const casa = randomUUID();
const depa = randomUUID();

async function member(propertyId: string, label: RoleLabel, who: Account, minutes = 0): Promise<void> {
  await h.sql(
    `INSERT INTO property_customer (profile_id, property_id, label, can_flags, created_at, updated_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5), now())`,
    [who.id, propertyId, label, JSON.stringify(canFlags(label)), minutes],
  );
}

type Listed = {
  items: { profile: { name: string; email: string }; label: string; property_id: string }[];
  total: number;
  page: number;
  pageSize: number;
};
const list = async (query: string) => {
  const res = await h.call('GET', `/api/v1/admin/property_customer?${query}`, { token: staff.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed;
};

beforeAll(async () => {
  h = await startHarness();
  staff = await makeStaff(h, await registerAccount(h, { name: 'Sara Staff' }), 'STAFF');
  tokens = await staffTokensByLanguage(h, 'STAFF');
  owner = await registerAccount(h, {
    name: 'Olga Dueña',
    email: `olga.${randomUUID().slice(0, 8)}@example.com`,
  });
  await member(casa, 'OWNER', owner, 60);
  await member(depa, 'OWNER', owner, 59);
  const wendy = await registerAccount(h, { name: 'Wendy Limpieza' });
  await member(casa, 'WORKER', wendy, 30);
  await member(depa, 'WORKER', wendy, 29);
  await member(casa, 'MANAGER', await registerAccount(h, { name: 'Mario Gestor' }), 20);
  await member(depa, 'OTHER', await registerAccount(h, { name: 'Ana 100% Aliada' }), 10);
  for (let i = 0; i < 21; i++)
    await member(randomUUID(), 'OWNER_AIRBNB', await registerAccount(h, { name: `Anfitrión ${i}` }), 100 + i);
});
afterAll(async () => h?.stop());

describe('GET /api/v1/admin/property_customer (allies across properties)', () => {
  it('filters by role label across properties, newest first, 20 a page with the total', async () => {
    const workers = await list('label=WORKER');
    expect(workers.items.map((m) => [m.profile.name, m.property_id])).toEqual([
      ['Wendy Limpieza', depa],
      ['Wendy Limpieza', casa],
    ]);
    const hosts = await list('label=OWNER_AIRBNB');
    expect({ total: hosts.total, n: hosts.items.length, pageSize: hosts.pageSize }).toEqual({
      total: 21,
      n: 20,
      pageSize: 20,
    });
    expect((await list('label=OWNER_AIRBNB&page=2')).items.map((m) => m.profile.name)).toEqual([
      'Anfitrión 20',
    ]);
    expect((await list(`label=OWNER&property_id=${casa}`)).items.map((m) => m.profile.name)).toEqual([
      'Olga Dueña',
    ]);
  });

  it("searches the person's name and email, whatever the case, the typed % a letter", async () => {
    const names = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map((m) => `${m.profile.name} ${m.label}`);
    expect(await names('WENDY')).toEqual(['Wendy Limpieza WORKER', 'Wendy Limpieza WORKER']);
    expect(await names(owner.email.slice(0, 12))).toEqual(['Olga Dueña OWNER', 'Olga Dueña OWNER']);
    expect(await names('100%')).toEqual(['Ana 100% Aliada OTHER']);
    expect((await list('q=%25_')).total).toBe(0);
    expect((await list('q=gestor&label=WORKER')).total).toBe(0);
    expect((await list('q=gestor&label=MANAGER')).total).toBe(1);
  });

  it('is for staff only', async () => {
    const res = await h.call('GET', '/api/v1/admin/property_customer?label=WORKER', {
      token: owner.accessToken,
    });
    expect(res.status).toBe(403);
  });

  it('refuses a bad page, search or label in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/property_customer?label=WORKER', tokens);
    for (const lang of ['es', 'en'] as const) {
      const res = await h.call('GET', '/api/v1/admin/property_customer?label=JEFE', {
        token: tokens[lang],
        lang,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('/querystring/label');
    }
  });
});
