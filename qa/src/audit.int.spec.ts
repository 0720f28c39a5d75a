/**
 * The staff audit log (issue 19) over the whole platform: a matrix of staff actions across the
 * services, each performed through the real gateway, each leaving exactly one entry with who, what,
 * which record, before → after, when and from which address; the log itself is read only — no
 * endpoint writes, changes or removes an entry, and the table refuses a direct UPDATE or DELETE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAdmin, type AuditAction } from '@casona/proto';
import { makeEvent } from '@casona/proto';
import { registerAccount, staffAccount } from '@casona/kit/testing/accounts';
import { recordAuditEntry } from '@casona/identity/app/audit';
import { startWholePlatform, submitProperty, type Account, type Platform } from './platform.ts';

let p: Platform;
let admin: Account;
let staff: Account;
let owner: Account;
let propertyId: string;

/** The address each action is sent from, as an ingress would forward it. */
const ADDRESS = '203.0.113.';
let nextAddress = 10;

beforeAll(async () => {
  p = await startWholePlatform('qa-audit');
  admin = await staffAccount(p, 'ADMIN', { name: 'Adriana Admin' });
  staff = await staffAccount(p, 'STAFF', { name: 'Esteban Staff' });
  owner = await registerAccount(p, { name: 'Olga Dueña' });
  propertyId = await submitProperty(p, owner, 'Casa Auditada');
}, 300_000);
afterAll(async () => {
  await p?.stop();
});

async function act(
  who: Account,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown>; ip: string }> {
  const ip = `${ADDRESS}${nextAddress++}`;
  const res = await p.call(method, url, {
    token: who.accessToken,
    body,
    headers: { 'x-forwarded-for': ip },
  });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  await p.settle();
  return { status: res.status, body: res.body ?? {}, ip };
}

async function entriesOf(query: Record<string, string>) {
  const res = await p.call('GET', `/api/v1/admin/audit_entry?${new URLSearchParams(query)}`, {
    token: staff.accessToken,
  });
  expect(res.status).toBe(200);
  return res.body as { items: Record<string, unknown>[]; total: number };
}

interface Case {
  service: string;
  action: AuditAction;
  actor: () => Account;
  /** Performs the action; answers the entity id the entry must name. */
  perform: () => Promise<{ entityId: string; ip: string }>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  label?: string;
}

let joke = '';
let itemId = '';

const CASES: Case[] = [
  {
    service: 'identity',
    action: 'STAFF_ROLE_GRANTED',
    actor: () => admin,
    perform: async () => {
      const someone = await registerAccount(p, { name: 'Nuevo Staff' });
      const { ip } = await act(admin, 'PUT', '/api/v1/admin/role', { email: someone.email, role: 'STAFF' });
      return { entityId: someone.id, ip };
    },
    before: { staff_role: null },
    after: { staff_role: 'STAFF' },
    label: 'Nuevo Staff',
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_SET',
    actor: () => staff,
    perform: async () => {
      const worker = await registerAccount(p, { name: 'Wendy Trabajadora' });
      const { ip } = await act(staff, 'PUT', '/api/v1/admin/property_customer', {
        property_id: propertyId,
        profile_id: worker.id,
        label: 'WORKER',
      });
      return { entityId: worker.id, ip };
    },
    before: null,
    after: { label: 'WORKER' },
    label: 'Wendy Trabajadora',
  },
  {
    service: 'listings',
    action: 'PROPERTY_STATUS_CHANGED',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', `/api/v1/admin/property/${propertyId}/status`, {
        status: 'ACCEPTED',
      });
      return { entityId: propertyId, ip };
    },
    before: { status: 'REVISION' },
    after: { status: 'ACCEPTED' },
    label: 'Casa Auditada',
  },
  {
    service: 'listings',
    action: 'CATALOGUE_ENTRY_CREATED',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/amenity', {
        en_name: 'Rooftop',
        es_name: 'Azotea',
      });
      return { entityId: body['id'] as string, ip };
    },
    before: null,
    after: { es_name: 'Azotea', en_name: 'Rooftop', archived: false },
    label: 'Azotea',
  },
  {
    service: 'maintenance',
    action: 'ITEM_CREATED',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/item', {
        es_name: 'Cafetera',
        en_name: 'Coffee maker',
        es_description: 'De goteo',
        img_url: 'https://example.com/cafetera.jpg',
        price: 850,
        type: 'APPLIANCE',
        url: 'https://example.com/cafetera',
      });
      itemId = body['item_id'] as string;
      return { entityId: itemId, ip };
    },
    before: null,
    after: { es_name: 'Cafetera', price: 850, type: 'APPLIANCE' },
    label: 'Cafetera',
  },
  {
    service: 'appraisal',
    action: 'BASE_FURNISHING_SET',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/appraisal_item', {
        item_id: itemId,
        condition_type: 'BEDROOM',
        base_quantity: 2,
      });
      return { entityId: itemId, ip };
    },
    before: null,
    after: { condition_type: 'BEDROOM', base_quantity: 2 },
    label: 'Cafetera',
  },
  {
    service: 'finance',
    action: 'EXCHANGE_RATE_SET',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/exchange_rate', {
        date: '2026-11-02',
        mxn_per_usd: 18.25,
        source: 'Banxico FIX',
      });
      return { entityId: '2026-11-02', ip };
    },
    before: null,
    after: { mxn_per_usd: 18.25, source: 'Banxico FIX' },
  },
  {
    service: 'documents',
    action: 'LEGAL_TEXT_UPDATED',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/privacy_policy', {
        es_markdown: '# Aviso de privacidad',
        en_markdown: '# Privacy notice',
      });
      return { entityId: body['id'] as string, ip };
    },
    // The version it replaces (documents seeds one on start).
    before: { es_markdown: expect.any(String), en_markdown: expect.any(String) },
    after: { es_markdown: '# Aviso de privacidad', en_markdown: '# Privacy notice' },
  },
  {
    service: 'notifications',
    action: 'JOKE_APPROVED',
    actor: () => staff,
    perform: async () => {
      const sent = await p.call('POST', '/api/v1/joke', {
        body: { text: '¿Qué hace una casa en el gimnasio? Pesas de concreto.', locale: 'ES' },
      });
      expect(sent.status).toBe(201);
      joke = sent.body.id as string;
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/joke/${joke}`, { approved: true });
      return { entityId: joke, ip };
    },
    before: { approved: false },
    after: { approved: true },
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_REMOVED',
    actor: () => staff,
    perform: async () => {
      const ally = await registerAccount(p, { name: 'Alicia Aliada' });
      const added = await p.call('PUT', '/api/v1/admin/property_customer', {
        token: staff.accessToken,
        body: { property_id: propertyId, profile_id: ally.id, label: 'OTHER' },
      });
      expect(added.status).toBe(200);
      const { ip } = await act(staff, 'DELETE', '/api/v1/admin/property_customer', {
        property_id: propertyId,
        profile_id: ally.id,
      });
      return { entityId: ally.id, ip };
    },
    before: { label: 'OTHER' },
    after: null,
    label: 'Alicia Aliada',
  },
  {
    service: 'listings',
    action: 'PROPERTY_EDITED',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/property/${propertyId}`, {
        property_id: propertyId,
        name: 'Casa Auditada Dos',
      });
      return { entityId: propertyId, ip };
    },
    before: { name: 'Casa Auditada' },
    after: { name: 'Casa Auditada Dos' },
    label: 'Casa Auditada Dos',
  },
  {
    service: 'listings',
    action: 'AIRBNB_PROFILE_CREATED',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/airbnb_profile', {
        profile_url: 'https://www.airbnb.mx/users/show/777001',
        is_host: true,
      });
      return { entityId: body['id'] as string, ip };
    },
    before: null,
    after: { profile_url: 'https://www.airbnb.mx/users/show/777001', is_host: true },
  },
  {
    service: 'finance',
    action: 'TRANSACTION_CREATED',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_transaction', {
        property_id: propertyId,
        amount: 1250,
        category: 'CLEANING',
        date: '2026-11-03',
        expense: 'OPEX',
        method: 'CASH',
        subject: 'Limpieza profunda',
        type: 'EGRESS',
      });
      return { entityId: (body['transaction'] as { transaction_id: string }).transaction_id, ip };
    },
    before: null,
    after: { amount: 1250, category: 'CLEANING', subject: 'Limpieza profunda' },
    label: 'Limpieza profunda',
  },
  {
    service: 'finance',
    action: 'WITHHOLDING_TABLE_SET',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/withholding_rate/WITH_RFC', {
        isr_rate: 0.011,
        iva_rate: 0.16,
        iva_withheld_share: 0.6667,
        legal_source: 'LISR art. 116',
        effective_date: '2026-01-01',
      });
      return { entityId: 'WITH_RFC', ip };
    },
    before: { isr_rate: expect.any(Number) },
    after: { isr_rate: 0.011, legal_source: 'LISR art. 116' },
  },
  {
    service: 'notifications',
    action: 'JOKE_DELETED',
    actor: () => admin,
    perform: async () => {
      const { ip } = await act(admin, 'DELETE', `/api/v1/admin/joke/${joke}`);
      return { entityId: joke, ip };
    },
    before: { approved: true },
    after: null,
  },
  {
    service: 'notifications',
    action: 'NOTICE_CREATED',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_notification', {
        property_id: propertyId,
        es_markdown: 'Corte de agua el lunes',
        en_markdown: 'Water cut on Monday',
      });
      return { entityId: body['id'] as string, ip };
    },
    before: null,
    after: { es_markdown: 'Corte de agua el lunes' },
  },
  {
    service: 'maintenance',
    action: 'DAY_PLAN_CREATED',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/day_plan', {
        schedule_date: '2026-12-07',
        timezone: 'America/Mexico_City',
        properties: [propertyId],
        workers: [],
      });
      return { entityId: body['id'] as string, ip };
    },
    before: null,
    after: { schedule_date: '2026-12-07', properties: [expect.any(String)], workers: [] },
    label: '2026-12-07',
  },
  {
    service: 'identity',
    action: 'PROFILE_DELETED',
    actor: () => admin,
    perform: async () => {
      const leaving = await registerAccount(p, { name: 'Perfil Que Se Va' });
      const { ip } = await act(admin, 'DELETE', '/api/v1/profile', {
        profile_id: leaving.id,
        confirmation: leaving.email,
      });
      return { entityId: leaving.id, ip };
    },
    before: { name: 'Perfil Que Se Va', memberships: [] },
    after: null,
    label: 'Perfil Que Se Va',
  },
];

describe('a matrix of staff actions across services: each leaves exactly one entry', () => {
  for (const c of CASES) {
    it(`${c.service}: ${c.action}`, async () => {
      const { entityId, ip } = await c.perform();
      const { items, total } = await entriesOf({ entity_id: entityId, action: c.action });
      expect(total, JSON.stringify(items)).toBe(1);
      const entry = items[0]!;
      const actor = c.actor();
      expect(entry).toMatchObject({
        service: c.service,
        action: c.action,
        actor_profile_id: actor.id,
        actor_name: actor.name,
        actor_is_staff: true,
        entity_id: entityId,
        ip,
      });
      if (c.label) expect(entry['entity_label']).toBe(c.label);
      if (c.before === null) expect(entry['before']).toBeNull();
      else expect(entry['before']).toMatchObject(c.before);
      if (c.after === null) expect(entry['after']).toBeNull();
      else expect(entry['after']).toMatchObject(c.after);
      expect(Date.now() - Date.parse(entry['at'] as string)).toBeLessThan(120_000);
      // No secret is ever kept: no field of the change names one.
      const fields = Object.keys({ ...(entry['before'] ?? {}), ...(entry['after'] ?? {}) });
      expect(fields.join(' ')).not.toMatch(/password|token|secret|hash/i);
    });
  }

  it('a change that fails leaves no entry (written in the change’s transaction)', async () => {
    // SOLD is not a step from ACCEPTED: 409, nothing changed, nothing recorded.
    const res = await p.call('POST', `/api/v1/admin/property/${propertyId}/status`, {
      token: staff.accessToken,
      body: { status: 'SOLD' },
    });
    expect(res.status).toBe(409);
    await p.settle();
    const { total } = await entriesOf({ entity_id: propertyId, action: 'PROPERTY_STATUS_CHANGED' });
    expect(total).toBe(1);
  });

  it('finds entries by the actor’s name, the service, words of the record and the day', async () => {
    const byActor = await entriesOf({ actor: 'adriana' });
    expect(byActor.items.map((e) => e['action'])).toEqual([
      'PROFILE_DELETED',
      'JOKE_DELETED',
      'STAFF_ROLE_GRANTED',
    ]);
    const byService = await entriesOf({ service: 'finance' });
    expect(byService.items.map((e) => e['action']).sort()).toEqual([
      'EXCHANGE_RATE_SET',
      'TRANSACTION_CREATED',
      'WITHHOLDING_TABLE_SET',
    ]);
    const byWords = await entriesOf({ q: 'azotea' });
    expect(byWords.items.map((e) => e['action'])).toEqual(['CATALOGUE_ENTRY_CREATED']);
    const all = await entriesOf({});
    expect(all.total).toBeGreaterThanOrEqual(CASES.length);
    expect(all.items.map((e) => e['at'])).toEqual([...all.items.map((e) => e['at'])].sort().reverse());
    expect((await entriesOf({ from: '2001-01-01', to: '2001-12-31' })).total).toBe(0);
  });
});

describe('an entry cannot be changed', () => {
  it('the route table only reads', () => {
    expect(Object.values(auditAdmin).map((r) => r.method)).toEqual(['GET']);
  });

  it('no method of the API writes the log', async () => {
    const [entry] = (await entriesOf({})).items;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const url of ['/api/v1/admin/audit_entry', `/api/v1/admin/audit_entry/${entry!['id']}`]) {
        const res = await p.call(method, url, { token: admin.accessToken, body: { after: {} } });
        expect([404, 405], `${method} ${url}`).toContain(res.status);
      }
    }
    const again = (await entriesOf({ entity_id: entry!['entity_id'] as string })).items;
    expect(again.find((e) => e['id'] === entry!['id'])).toEqual(entry);
  });

  it('the table refuses UPDATE and DELETE, and a redelivered event adds nothing', async () => {
    const [row] = await p.identitySql<{ id: string }>('SELECT id FROM audit_entry LIMIT 1');
    await expect(
      p.identitySql(`UPDATE audit_entry SET after = '{}' WHERE id = $1`, [row!.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(p.identitySql('DELETE FROM audit_entry WHERE id = $1', [row!.id])).rejects.toThrow(
      /kept 400 days/,
    );
    await expect(p.identitySql('TRUNCATE audit_entry')).rejects.toThrow(/cannot be truncated/);

    const event = makeEvent('audit.entry.recorded', {
      producer: 'qa',
      payload: {
        actorProfileId: staff.id,
        actorIsStaff: true,
        actorRole: 'STAFF',
        service: 'notifications',
        action: 'JOKE_DELETED',
        entity: 'joke',
        entityId: 'redelivered',
        entityLabel: null,
        propertyId: null,
        before: { text: 'x' },
        after: null,
        at: new Date().toISOString(),
        ip: null,
      },
    });
    const db = p.services.identity.context.db;
    expect(await db.tx((tx) => recordAuditEntry(tx, event))).toBe(true);
    expect(await db.tx((tx) => recordAuditEntry(tx, event))).toBe(false);
    expect((await entriesOf({ entity_id: 'redelivered' })).total).toBe(1);
  });
});

describe('who may read the log', () => {
  it('staff and administrators; nobody else', async () => {
    const url = '/api/v1/admin/audit_entry';
    expect((await p.call('GET', url)).status).toBe(401);
    expect((await p.call('GET', url, { token: owner.accessToken })).status).toBe(403);
    expect((await p.call('GET', url, { token: staff.accessToken })).status).toBe(200);
    expect((await p.call('GET', url, { token: admin.accessToken })).status).toBe(200);
  });

  it('refuses a bad filter with a 400, never a 500', async () => {
    for (const q of ['action=NOPE', 'service=nowhere', 'from=ayer', 'page=0', 'property_id=x']) {
      const res = await p.call('GET', `/api/v1/admin/audit_entry?${q}`, {
        token: staff.accessToken,
        lang: 'en',
      });
      expect(res.status, q).toBe(400);
    }
  });
});
