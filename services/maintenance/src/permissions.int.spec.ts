/**
 * Items, checklists and day plans over every role label (§6 via proto's `can()`): each endpoint
 * answers as the label's flags say, through the real gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, type RoleLabel } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import {
  createListing,
  createProperty,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let staff: Account;
let worker: Account;
let itemId: string;
/** Where each label sits: owner-type labels each hold a property of their own (one owner per property). */
const seats = new Map<RoleLabel, { account: Account; propertyId: string; listingId: string }>();
let shared: string;

const item = {
  es_name: 'Cafetera de goteo',
  en_name: 'Drip coffee maker',
  es_description: 'Para 12 tazas',
  en_description: 'For 12 cups',
  img_url: 'https://example.com/cafetera.jpg',
  price: 899.5,
  type: 'APPLIANCE',
  url: 'https://example.com/cafetera',
};

beforeAll(async () => {
  h = await startHarness();
  const admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  staff = await makeStaff(h, await registerAccount(h, { name: 'Staff' }), 'STAFF');
  const owner = await registerAccount(h, { name: 'Dueña' });
  shared = await createProperty(h, owner, { name: 'Casa Compartida', latitude: 19.41, longitude: -99.17 });
  const sharedListing = await createListing(h, shared);
  worker = await registerAccount(h, { name: 'Trabajador del plan' });
  await grant(h, admin, worker, shared, 'WORKER');
  for (const label of ROLE_LABELS) {
    let account = owner;
    let propertyId = shared;
    let listingId = sharedListing;
    if (label !== 'OWNER') {
      account = await registerAccount(h, { name: `Persona ${label}` });
      if ((OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)) {
        propertyId = await createProperty(h, null, {
          name: `Casa ${label}`,
          latitude: 19.4,
          longitude: -99.16,
        });
        listingId = await createListing(h, propertyId);
        await grant(h, admin, worker, propertyId, 'WORKER');
      }
      await grant(h, admin, account, propertyId, label);
    }
    seats.set(label, { account, propertyId, listingId });
  }
  const created = await h.call('POST', '/api/v1/admin/item', { token: staff.accessToken, body: item });
  expect(created.status).toBe(200);
  itemId = created.body.item_id;
});
afterAll(async () => h?.stop());

describe('items, checklists and day plans over every role label', () => {
  for (const label of ROLE_LABELS) {
    const flags = {
      itemSelect: can(label, 'item', 'select'),
      itemInsert: can(label, 'item', 'insert'),
      itemUpdate: can(label, 'item', 'update'),
      itemDelete: can(label, 'item', 'delete'),
      propertySelect: can(label, 'property', 'select'),
      propertyUpdate: can(label, 'property', 'update'),
      planInsert: can(label, 'day_plan', 'insert'),
      planSelect: can(label, 'day_plan', 'select'),
      planUpdate: can(label, 'day_plan', 'update'),
      planDelete: can(label, 'day_plan', 'delete'),
    };
    it(`${label}: ${JSON.stringify(flags)}`, async () => {
      const { account, propertyId, listingId } = seats.get(label)!;
      const token = account.accessToken;
      const status = (allowed: boolean, ok = 200) => (allowed ? ok : 403);

      // The catalogue: anyone signed in may search it; only staff manage it.
      expect((await h.call('GET', '/api/v1/item?search=cafe', { token })).body.items).toEqual([
        expect.objectContaining({ item_id: itemId, es_name: 'Cafetera de goteo' }),
      ]);
      expect((await h.call('GET', '/api/v1/admin/item', { token })).status).toBe(403);
      expect((await h.call('POST', '/api/v1/admin/item', { token, body: item })).status).toBe(403);
      expect((await h.call('DELETE', `/api/v1/admin/item/${itemId}`, { token })).status).toBe(403);

      // A property's items.
      const list = await h.call('GET', `/api/v1/property_item?property_id=${propertyId}`, { token });
      expect(list.status).toBe(status(flags.itemSelect));
      if (!flags.itemSelect) expect(list.body.message).toBe('No tienes permiso para realizar esta acción.');
      const added = await h.call('POST', '/api/v1/property_item', {
        token,
        body: { property_id: propertyId, en_name: `Toallas ${label}`, quantity: 6 },
      });
      expect(added.status).toBe(status(flags.itemInsert));
      const own = await h.call('POST', '/api/v1/property_item', {
        token: staff.accessToken,
        body: { property_id: propertyId, en_name: `Sábanas ${label}`, quantity: 4 },
      });
      expect(own.status).toBe(200);
      const changed = await h.call('POST', '/api/v1/property_item', {
        token,
        body: { id: own.body.id, property_id: propertyId, en_name: `Sábanas ${label}`, quantity: 5 },
      });
      expect(changed.status).toBe(status(flags.itemUpdate));
      const removed = await h.call('DELETE', `/api/v1/property_item/${own.body.id}`, { token });
      expect(removed.status).toBe(flags.itemDelete ? 204 : 403);
      expect(await h.sql('SELECT 1 FROM property_item WHERE id = $1', [own.body.id])).toHaveLength(
        flags.itemDelete ? 0 : 1,
      );

      // The checklist follows the property permission.
      const checklist = await h.call('GET', `/api/v1/property_checklist?property_id=${propertyId}`, {
        token,
      });
      expect(checklist.status).toBe(status(flags.propertySelect));
      const saved = await h.call('PUT', '/api/v1/property_checklist', {
        token,
        body: { property_id: propertyId, lights: true },
      });
      expect(saved.status).toBe(status(flags.propertyUpdate));

      // Day plans: creating needs day_plan insert on the property.
      const body = {
        schedule_date: '2026-12-01',
        timezone: 'America/Mexico_City',
        properties: [propertyId],
        workers: [worker.id],
      };
      const created = await h.call('POST', '/api/v1/day_plan', { token, body });
      expect(created.status).toBe(status(flags.planInsert));
      if (flags.planInsert) expect(created.body).toMatchObject({ can_edit: flags.planUpdate });

      // A plan staff made and shared with the label as EDITOR: the matrix decides what the share allows.
      const shared = await h.call('POST', '/api/v1/day_plan', {
        token: staff.accessToken,
        body: { ...body, permissions: [{ profile_id: account.id, permission: 'EDITOR' }] },
      });
      expect(shared.status).toBe(200);
      const planId = shared.body.id;
      const read = await h.call('GET', `/api/v1/day_plan/${planId}`, { token });
      expect(read.status).toBe(status(flags.planSelect));
      const day = await h.call('GET', '/api/v1/day_plan/day?d=2026-12-01', { token });
      expect(day.status).toBe(200);
      expect(day.body.plans.some((p: { id: string }) => p.id === planId)).toBe(flags.planSelect);
      expect(day.body.properties.some((p: { property_id: string }) => p.property_id === propertyId)).toBe(
        flags.planSelect,
      );
      const stop = await h.call('POST', '/api/v1/day_plan_worker_schedule', {
        token,
        body: { day_plan_id: planId, profile_id: worker.id, hour: 9, property_airbnb_listing_id: listingId },
      });
      expect(stop.status).toBe(status(flags.planUpdate));
      const put = await h.call('PUT', `/api/v1/day_plan/${planId}`, {
        token,
        body: { ...body, workers: [] },
      });
      expect(put.status).toBe(status(flags.planUpdate));
      const gone = await h.call('DELETE', `/api/v1/day_plan/${planId}`, { token });
      expect(gone.status).toBe(flags.planDelete ? 204 : 403);
    });
  }

  it('a profile with no label on the property sees and changes nothing of it', async () => {
    const stranger = await registerAccount(h, { name: 'Extraña' });
    const token = stranger.accessToken;
    expect((await h.call('GET', `/api/v1/property_item?property_id=${shared}`, { token })).status).toBe(403);
    expect((await h.call('GET', `/api/v1/property_checklist?property_id=${shared}`, { token })).status).toBe(
      403,
    );
    const plan = await h.call('POST', '/api/v1/day_plan', {
      token,
      body: {
        schedule_date: '2026-12-02',
        timezone: 'America/Mexico_City',
        properties: [shared],
        workers: [],
      },
    });
    expect(plan.status).toBe(403);
    const day = await h.call('GET', '/api/v1/day_plan/day?d=2026-12-01', { token });
    expect(day.body).toMatchObject({ properties: [], plans: [], can_create: false });
  });

  it('anonymous callers get 401 "You need to login" wherever a session is needed', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/v1/item'],
      ['GET', `/api/v1/property_item?property_id=${shared}`],
      ['GET', `/api/v1/property_checklist?property_id=${shared}`],
      ['GET', '/api/v1/day_plan/day?d=2026-12-01'],
      ['GET', '/api/v1/day_plan?d=2026-12-01'],
      ['POST', '/api/v1/day_plan'],
    ];
    for (const [method, url] of calls) {
      for (const [lang, message] of [
        ['en', 'You need to login'],
        ['es', 'Necesitas iniciar sesión'],
      ] as const) {
        const res = await h.call(method, url, { lang, body: method === 'POST' ? {} : undefined });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body.message).toBe(message);
      }
    }
  });
});
