/**
 * The back office's chores and day plans (issue 19): GET /api/v1/admin/chore and
 * /api/v1/admin/day_plan list every property's, by words of the chore's, property's or people's
 * names, with their filters, 20 a page with the total; only staff (an owner or worker gets 403);
 * a bad page, search or date range is a 400 in the caller's language.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import {
  createProperty,
  eventually,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let staff: Account;
let owner: Account;
let worker: Account;
let tokens: { en: string; es: string };
let roma: string;
let condesa: string;

type Listed = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };
const list = async (url: string) => {
  const res = await h.call('GET', url, { token: staff.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed;
};

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function chore(c: {
  propertyId: string;
  name: string;
  kind?: 'CHORE' | 'REPORT';
  status?: 'PENDING' | 'SOLVED';
  due?: string | null;
  assignedTo?: string | null;
  trigger?: boolean;
  recurrence?: boolean;
  ruleId?: string | null;
  minutes?: number;
}): Promise<string> {
  const id = randomUUID();
  await h.sql(
    `INSERT INTO property_chore (id, property_id, kind, name, type, status, due_date, assigned_to, created_by,
       trigger_event, trigger_event_due_date_offset, trigger_event_night_range, recurrence_rule, rule_id,
       occurrence_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'GENERAL', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
    [
      id,
      c.propertyId,
      c.kind ?? 'CHORE',
      c.name,
      c.status ?? 'PENDING',
      c.due ?? null,
      c.assignedTo ?? null,
      owner.id,
      c.trigger ? 'CHECK_OUT' : null,
      c.trigger ? 0 : null,
      c.trigger ? '[1,3)' : null,
      c.recurrence ? 'FREQ=WEEKLY;INTERVAL=1' : null,
      c.ruleId ?? null,
      c.ruleId && !c.trigger && c.due ? c.due : null,
      ago(c.minutes ?? 0),
    ],
  );
  return id;
}

beforeAll(async () => {
  h = await startHarness();
  staff = await makeStaff(h, await registerAccount(h, { name: 'Sara Staff' }), 'STAFF');
  tokens = await staffTokensByLanguage(h, 'STAFF');
  owner = await registerAccount(h, { name: 'Olga Dueña' });
  worker = await registerAccount(h, { name: 'Wendy Limpieza' });
  roma = await createProperty(h, owner, { name: 'Casa Roma Norte' });
  condesa = await createProperty(h, owner, { name: 'Depa Condesa' });
  await grant(h, staff, worker, roma, 'WORKER');
  await eventually(
    async () =>
      (await h.sql('SELECT 1 FROM planning_person WHERE profile_id = $1', [worker.id])).length === 1,
    "the worker's name",
  );
});
afterAll(async () => h?.stop());

describe('GET /api/v1/admin/chore', () => {
  let weekly: string;
  let checkout: string;
  beforeAll(async () => {
    for (let i = 0; i < 22; i++)
      await chore({
        propertyId: condesa,
        name: `Revisar foco ${i}`,
        due: `2026-03-${String(i + 1).padStart(2, '0')}`,
      });
    await chore({ propertyId: roma, name: 'Pintar la fachada', due: '2026-02-10', assignedTo: worker.id });
    await chore({ propertyId: roma, name: 'Fuga en el baño', kind: 'REPORT', status: 'SOLVED', minutes: 5 });
    weekly = await chore({ propertyId: roma, name: 'Regar el jardín', recurrence: true, minutes: 10 });
    await chore({ propertyId: roma, name: 'Regar el jardín', ruleId: weekly, due: '2026-02-12' });
    checkout = await chore({ propertyId: roma, name: 'Limpieza de salida', trigger: true, minutes: 20 });
    await chore({
      propertyId: roma,
      name: 'Limpieza de salida',
      ruleId: checkout,
      trigger: false,
      due: '2026-02-11',
    });
    await chore({ propertyId: roma, name: 'Descuento 100% en focos', minutes: 30 });
  });

  it("lists every property's chores with the property's and assignee's names, soonest due first", async () => {
    const first = await list('/api/v1/admin/chore?property_id=' + roma);
    expect(first.total).toBe(7);
    expect(first.items.map((c) => [c.name, c.due_date, c.origin, c.is_rule])).toEqual([
      ['Pintar la fachada', '2026-02-10', 'ONE_OFF', false],
      ['Limpieza de salida', '2026-02-11', 'TRIGGERED', false],
      ['Regar el jardín', '2026-02-12', 'RECURRING', false],
      ['Fuga en el baño', null, 'ONE_OFF', false],
      ['Regar el jardín', null, 'RECURRING', true],
      ['Limpieza de salida', null, 'TRIGGERED', true],
      ['Descuento 100% en focos', null, 'ONE_OFF', false],
    ]);
    expect(first.items[0]).toMatchObject({
      property_id: roma,
      property_name: 'Casa Roma Norte',
      kind: 'CHORE',
      type: 'GENERAL',
      status: 'PENDING',
      assigned_to: { profile_id: worker.id, name: 'Wendy Limpieza' },
      canceled_at: null,
    });
  });

  it('counts every match and pages them 20 at a time', async () => {
    const all = await list('/api/v1/admin/chore');
    expect({ total: all.total, page: all.page, pageSize: all.pageSize, n: all.items.length }).toEqual({
      total: 29,
      page: 1,
      pageSize: 20,
      n: 20,
    });
    const third = await list('/api/v1/admin/chore?page=2');
    expect(third.items).toHaveLength(9);
    expect((await list('/api/v1/admin/chore?page=3')).items).toEqual([]);
  });

  it("searches the chore's and the property's names, the typed % a letter", async () => {
    const names = async (query: string) =>
      (await list(`/api/v1/admin/chore?${query}`)).items.map((c) => c.name);
    expect(await names('q=FACHADA')).toEqual(['Pintar la fachada']);
    expect((await list('/api/v1/admin/chore?q=condesa')).total).toBe(22);
    expect(await names('q=100%25')).toEqual(['Descuento 100% en focos']);
    expect((await list('/api/v1/admin/chore?q=%25_')).total).toBe(0);
    expect((await list('/api/v1/admin/chore?q=%20%20')).total).toBe(29);
  });

  it('filters by kind, status, origin, assignee and due-date range', async () => {
    const names = async (query: string) =>
      (await list(`/api/v1/admin/chore?property_id=${roma}&${query}`)).items.map((c) => c.name);
    expect(await names('kind=REPORT')).toEqual(['Fuga en el baño']);
    expect(await names('status=SOLVED')).toEqual(['Fuga en el baño']);
    expect(await names('origin=RECURRING')).toEqual(['Regar el jardín', 'Regar el jardín']);
    expect(await names('origin=TRIGGERED')).toEqual(['Limpieza de salida', 'Limpieza de salida']);
    expect(await names(`assigned_to=${worker.id}`)).toEqual(['Pintar la fachada']);
    expect(await names('due_from=2026-02-11&due_to=2026-02-12')).toEqual([
      'Limpieza de salida',
      'Regar el jardín',
    ]);
    expect((await list('/api/v1/admin/chore?due_from=2026-03-21')).total).toBe(2);
  });

  it('is for staff only: an owner or a worker of the property gets 403', async () => {
    for (const who of [owner, worker]) {
      const res = await h.call('GET', '/api/v1/admin/chore', { token: who.accessToken });
      expect(res.status).toBe(403);
    }
    expect((await h.call('GET', '/api/v1/admin/chore')).status).toBe(401);
  });

  it('refuses a bad page, search, filter or date range in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/chore', tokens);
    const range = async (lang: 'es' | 'en') =>
      h.call('GET', '/api/v1/admin/chore?due_from=2026-03-02&due_to=2026-03-01', {
        token: tokens[lang],
        lang,
      });
    expect((await range('es')).status).toBe(400);
    expect((await range('es')).body.errors).toEqual([
      { path: '/querystring/due_to', message: 'La fecha de inicio no debe ser posterior a la fecha de fin.' },
    ]);
    expect((await range('en')).body.errors).toEqual([
      { path: '/querystring/due_to', message: 'The start date must not be later than the end date.' },
    ]);
    const origin = await h.call('GET', '/api/v1/admin/chore?origin=WEEKLY', { token: tokens.en, lang: 'en' });
    expect(origin.status).toBe(400);
    expect(origin.body.errors[0].path).toBe('/querystring/origin');
    const who = await h.call('GET', '/api/v1/admin/chore?assigned_to=nadie', {
      token: tokens.es,
      lang: 'es',
    });
    expect(who.status).toBe(400);
    expect(who.body.errors[0].path).toBe('/querystring/assigned_to');
  });
});

describe('GET /api/v1/admin/day_plan', () => {
  async function plan(date: string, propertyIds: string[], workerIds: string[], stops = 0): Promise<string> {
    const id = randomUUID();
    await h.sql(
      `INSERT INTO day_plan (id, created_by, schedule_date, timezone, created_at, updated_at)
       VALUES ($1, $2, $3, 'America/Mexico_City', now(), now())`,
      [id, owner.id, date],
    );
    for (const [i, p] of propertyIds.entries())
      await h.sql('INSERT INTO day_plan_property (day_plan_id, property_id, position) VALUES ($1, $2, $3)', [
        id,
        p,
        i,
      ]);
    for (const [i, w] of workerIds.entries())
      await h.sql('INSERT INTO day_plan_worker (day_plan_id, profile_id, position) VALUES ($1, $2, $3)', [
        id,
        w,
        i,
      ]);
    for (let i = 0; i < stops; i++)
      await h.sql(
        `INSERT INTO day_plan_worker_schedule (id, day_plan_id, profile_id, hour, property_airbnb_listing_id, created_at)
         VALUES ($1, $2, $3, $4, $5, now())`,
        [randomUUID(), id, workerIds[0], 9 + i, randomUUID()],
      );
    return id;
  }

  beforeAll(async () => {
    for (let i = 0; i < 21; i++) await plan(`2026-04-${String(i + 1).padStart(2, '0')}`, [condesa], []);
    await plan('2026-05-02', [roma, condesa], [worker.id], 2);
  });

  it('lists every plan, latest day first, with its properties, workers and stops by name', async () => {
    const first = await list('/api/v1/admin/day_plan');
    expect({ total: first.total, n: first.items.length, pageSize: first.pageSize }).toEqual({
      total: 22,
      n: 20,
      pageSize: 20,
    });
    expect(first.items[0]).toMatchObject({
      schedule_date: '2026-05-02',
      timezone: 'America/Mexico_City',
      created_by: { profile_id: owner.id, name: 'Olga Dueña' },
      properties: [
        { property_id: roma, name: 'Casa Roma Norte' },
        { property_id: condesa, name: 'Depa Condesa' },
      ],
      workers: [{ profile_id: worker.id, name: 'Wendy Limpieza' }],
      stop_count: 2,
    });
    const second = await list('/api/v1/admin/day_plan?page=2');
    expect(second.items.map((p) => p.schedule_date)).toEqual(['2026-04-02', '2026-04-01']);
  });

  it("searches the properties' and workers' names, filters by date range and worker", async () => {
    expect((await list('/api/v1/admin/day_plan?q=roma')).total).toBe(1);
    expect((await list('/api/v1/admin/day_plan?q=WENDY')).total).toBe(1);
    expect((await list('/api/v1/admin/day_plan?q=condesa')).total).toBe(22);
    expect((await list('/api/v1/admin/day_plan?q=nadie')).total).toBe(0);
    expect((await list(`/api/v1/admin/day_plan?worker=${worker.id}`)).total).toBe(1);
    const april = await list('/api/v1/admin/day_plan?from=2026-04-10&to=2026-04-12');
    expect(april.items.map((p) => p.schedule_date)).toEqual(['2026-04-12', '2026-04-11', '2026-04-10']);
  });

  it('is for staff only', async () => {
    for (const who of [owner, worker])
      expect((await h.call('GET', '/api/v1/admin/day_plan', { token: who.accessToken })).status).toBe(403);
  });

  it('refuses a bad page, search or date range in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/day_plan', tokens);
    const range = await h.call('GET', '/api/v1/admin/day_plan?from=2026-04-02&to=2026-04-01', {
      token: tokens.en,
      lang: 'en',
    });
    expect(range.status).toBe(400);
    expect(range.body.errors).toEqual([
      { path: '/querystring/to', message: 'The start date must not be later than the end date.' },
    ]);
    const day = await h.call('GET', '/api/v1/admin/day_plan?from=2026-02-30', {
      token: tokens.es,
      lang: 'es',
    });
    expect(day.status).toBe(400);
    expect(day.body.errors[0].path).toBe('/querystring/from');
  });
});
