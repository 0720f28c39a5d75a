/**
 * The staff console's notification lists searched and paged (issue 19): jokes, contact messages and
 * manager applications take `?q=` (words of the text, or of the sender and the message, with
 * the typed `%` and `_` taken as letters), count only what matches, page 20 at a time, and refuse a
 * bad page or search with a 400 in the caller's language.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import { makeStaff, registerAccount, startHarness, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
let staff: Account;
let tokens: { en: string; es: string };

beforeAll(async () => {
  h = await startHarness();
  staff = await makeStaff(h, await registerAccount(h, { name: 'Sara Staff' }), 'STAFF');
  tokens = await staffTokensByLanguage(h, 'STAFF');
});
afterAll(async () => h?.stop());

type Listed = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };
const list = async (url: string) => {
  const res = await h.call('GET', url, { token: staff.accessToken });
  expect(res.status).toBe(200);
  return res.body as Listed;
};

/** Rows `minutes` minutes old, so the newest-first order is known. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('jokes', () => {
  beforeAll(async () => {
    const insert = (text: string, approved: boolean, minutes: number) =>
      h.sql(
        `INSERT INTO joke (joke_id, text, locale, approved, created_at, updated_at) VALUES ($1, $2, 'ES', $3, $4, $4)`,
        [randomUUID(), text, approved, ago(minutes)],
      );
    for (let i = 0; i < 23; i++) await insert(`Chiste del gato número ${i}`, false, i);
    await insert('¿Qué le dijo un pez a otro? Nada', false, 100);
    await insert('Un PEZ aprobado', true, 101);
    await insert('Descuento del 100% en peces', true, 102);
  });

  it('finds the words anywhere in the text, whatever their case, within the approval filter', async () => {
    expect((await list('/api/v1/admin/joke?q=pez')).items.map((j) => j.text)).toEqual([
      '¿Qué le dijo un pez a otro? Nada',
      'Un PEZ aprobado',
    ]);
    expect((await list('/api/v1/admin/joke?q=pez&approved=true')).items.map((j) => j.text)).toEqual([
      'Un PEZ aprobado',
    ]);
    // A typed % is a letter, not "anything".
    expect((await list('/api/v1/admin/joke?q=100%25')).items.map((j) => j.text)).toEqual([
      'Descuento del 100% en peces',
    ]);
    expect((await list('/api/v1/admin/joke?q=%25_')).total).toBe(0);
  });

  it('counts every match and pages them 20 at a time; a blank search lists everything', async () => {
    const first = await list('/api/v1/admin/joke?q=gato');
    expect({ total: first.total, page: first.page, pageSize: first.pageSize, n: first.items.length }).toEqual(
      {
        total: 23,
        page: 1,
        pageSize: 20,
        n: 20,
      },
    );
    const second = await list('/api/v1/admin/joke?q=gato&page=2');
    expect(second.items.map((j) => j.text)).toEqual([
      'Chiste del gato número 20',
      'Chiste del gato número 21',
      'Chiste del gato número 22',
    ]);
    expect((await list('/api/v1/admin/joke?q=%20%20')).total).toBe(26);
    expect((await list('/api/v1/admin/joke')).total).toBe(26);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/joke', tokens);
  });
});

describe('contact messages', () => {
  beforeAll(async () => {
    const insert = (name: string, email: string, phone: string | null, text: string, minutes: number) =>
      h.sql(
        `INSERT INTO contact_message (id, name, email, phone_number, text, locale, created_at)
         VALUES ($1, $2, $3, $4, $5, 'ES', $6)`,
        [randomUUID(), name, email, phone, text, ago(minutes)],
      );
    await insert('Ana López', 'ana@example.com', '5512345678', 'Quiero vender mi casa', 1);
    await insert('Beto Ruiz', 'beto@correo.mx', null, 'Tengo un departamento en Puebla', 2);
    await insert('Carla Díaz', 'carla@example.com', '2221112233', 'Hola', 3);
  });

  it('finds the sender by name, email or phone, and the message by its words', async () => {
    const names = async (q: string) =>
      (await list(`/api/v1/admin/contact?q=${encodeURIComponent(q)}`)).items.map((m) => m.name);
    expect(await names('beto')).toEqual(['Beto Ruiz']);
    expect(await names('example.com')).toEqual(['Ana López', 'Carla Díaz']);
    expect(await names('222111')).toEqual(['Carla Díaz']);
    expect(await names('PUEBLA')).toEqual(['Beto Ruiz']);
    expect(await names('nadie')).toEqual([]);
    const unanswered = await list('/api/v1/admin/contact?q=example&answered=false');
    expect(unanswered.total).toBe(2);
    expect((await list('/api/v1/admin/contact?q=example&answered=true')).total).toBe(0);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/contact?answered=false', tokens);
  });
});

describe('manager applications', () => {
  beforeAll(async () => {
    const insert = (name: string, email: string | null, message: string, minutes: number) =>
      h.sql(
        `INSERT INTO manager_application (id, name, email, phone_number, airbnb_profile_url, message, locale, created_at)
         VALUES ($1, $2, $3, NULL, 'https://www.airbnb.mx/users/show/1', $4, 'ES', $5)`,
        [randomUUID(), name, email, message, ago(minutes)],
      );
    await insert('Diego Anfitrión', 'diego@example.com', 'Administro diez casas en Tulum', 1);
    await insert('Elena Sin Correo', null, 'Soy superanfitriona en Oaxaca', 2);
  });

  it('finds the applicant by name or email and the message by its words', async () => {
    const names = async (q: string) =>
      (await list(`/api/v1/admin/manager_application?q=${encodeURIComponent(q)}`)).items.map((a) => a.name);
    expect(await names('tulum')).toEqual(['Diego Anfitrión']);
    expect(await names('diego@')).toEqual(['Diego Anfitrión']);
    expect(await names('elena')).toEqual(['Elena Sin Correo']);
    expect(await names('anfitri')).toEqual(['Diego Anfitrión', 'Elena Sin Correo']);
    expect((await list('/api/v1/admin/manager_application')).total).toBe(2);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/manager_application', tokens);
  });
});
