/**
 * Chores and reports over every role label (§6 via proto's `can()`): each endpoint answers as the
 * label's chore flags say, with §6's denial messages, through the real gateway. A worker acts on
 * what is assigned to them (the chores used here are).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, type RoleLabel } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import {
  createProperty,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  waitForMembership,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let staff: Account;
/** Owner-type labels each hold a property of their own (one owner per property). */
const seats = new Map<RoleLabel, { account: Account; propertyId: string; otherPropertyId: string }>();

beforeAll(async () => {
  h = await startHarness();
  const admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  staff = await makeStaff(h, await registerAccount(h, { name: 'Staff' }), 'STAFF');
  const owner = await registerAccount(h, { name: 'Dueña' });
  const shared = await createProperty(h, owner, { name: 'Casa Compartida' });
  const sharedOther = await createProperty(h, owner, { name: 'Casa Vecina' });
  for (const label of ROLE_LABELS) {
    let account = owner;
    let propertyId = shared;
    let otherPropertyId = sharedOther;
    if (label !== 'OWNER') {
      account = await registerAccount(h, { name: `Persona ${label}` });
      if ((OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)) {
        propertyId = await createProperty(h, null, { name: `Casa ${label}` });
        otherPropertyId = await createProperty(h, null, { name: `Casa ${label} 2` });
      }
      for (const p of [propertyId, otherPropertyId]) {
        await grant(h, admin, account, p, label);
        await waitForMembership(h, account.id, p, label);
      }
    }
    seats.set(label, { account, propertyId, otherPropertyId });
  }
});
afterAll(async () => h?.stop());

/** A chore staff made on the property, assigned to `assignee` when it may hold one. */
async function staffChore(propertyId: string, assignee: string | null) {
  const res = await h.call('POST', '/api/v1/property_chore', {
    token: staff.accessToken,
    body: {
      property_id: propertyId,
      name: 'Pintar la reja',
      type: 'PAINTING',
      status: 'PENDING',
      assigned_to: assignee,
      problem_images: [jpegBase64()],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('chores and reports over every role label', () => {
  for (const label of ROLE_LABELS) {
    const flags = {
      insert: can(label, 'chore', 'insert'),
      select: can(label, 'chore', 'select'),
      update: can(label, 'chore', 'update'),
      delete: can(label, 'chore', 'delete'),
    };
    it(`${label}: ${JSON.stringify(flags)}`, async () => {
      const { account, propertyId, otherPropertyId } = seats.get(label)!;
      const token = account.accessToken;
      const status = (allowed: boolean, ok = 200) => (allowed ? ok : 403);
      const assignee = label === 'WORKER' || label === 'MANAGER' ? account.id : null;

      const list = await h.call('GET', `/api/v1/property_chore?property_id=${propertyId}`, { token });
      expect(list.status).toBe(status(flags.select));
      if (!flags.select) expect(list.body.message).toBe('No tienes permiso para ver las tareas.');
      const reports = await h.call('GET', `/api/v1/property_chore?property_id=${propertyId}&kind=REPORT`, {
        token,
      });
      if (!flags.select) expect(reports.body.message).toBe('No tienes permiso para ver los reportes.');

      const posted = await h.call('POST', '/api/v1/property_chore', {
        token,
        body: {
          property_id: propertyId,
          name: `Tarea ${label}`,
          type: 'GENERAL',
          status: 'PENDING',
          assigned_to: assignee,
          problem_images: [jpegBase64()],
        },
      });
      expect(posted.status).toBe(status(flags.insert, 201));

      const report = await h.call('POST', '/api/v1/property_chore/report', {
        token,
        body: {
          property_id: propertyId,
          name: `Reporte ${label}`,
          type: 'PAINTING',
          problem_images: [jpegBase64()],
        },
      });
      expect(report.status).toBe(status(flags.insert, 201));
      if (!flags.insert) expect(report.body.message).toBe('No tienes permiso para agregar reportes.');

      const id = await staffChore(propertyId, assignee);
      const read = await h.call('GET', `/api/v1/property_chore/${id}`, { token });
      expect(read.status).toBe(status(flags.select));
      if (!flags.select) expect(read.body.message).toBe('No tienes permiso para ver las tareas.');
      const update = await h.call('PUT', '/api/v1/property_chore', {
        token,
        body: { chore_id: id, name: 'Pintar' },
      });
      expect(update.status).toBe(status(flags.update));
      const trigger = await h.call('POST', '/api/v1/property_chore/trigger', {
        token,
        body: { chore_id: id, trigger_event: null },
      });
      expect(trigger.status).toBe(status(flags.update));
      const recurrence = await h.call('POST', '/api/v1/property_chore/recurrence', {
        token,
        body: { chore_id: id, recurrence_rule: null },
      });
      expect(recurrence.status).toBe(status(flags.update));
      const solve = await h.call('POST', '/api/v1/property_chore/solve', {
        token,
        body: { chore_id: id, resolution_images: [jpegBase64()] },
      });
      expect(solve.status).toBe(status(flags.update));

      const movable = await staffChore(propertyId, assignee);
      const move = await h.call('PATCH', '/api/v1/property_chore', {
        token,
        body: { chore_id: movable, fromPropertyId: propertyId, toPropertyId: otherPropertyId },
      });
      expect(move.status).toBe(status(flags.update));

      const removed = await h.call('DELETE', `/api/v1/property_chore/${id}`, { token });
      expect(removed.status).toBe(flags.delete ? 204 : 403);
      expect(await h.sql('SELECT 1 FROM property_chore WHERE id = $1', [id])).toHaveLength(
        flags.delete ? 0 : 1,
      );
    });
  }

  it('a profile with no label on the property sees and changes nothing of it', async () => {
    const stranger = await registerAccount(h, { name: 'Extraña' });
    const { propertyId } = seats.get('OWNER')!;
    const id = await staffChore(propertyId, null);
    const token = stranger.accessToken;
    expect((await h.call('GET', `/api/v1/property_chore?property_id=${propertyId}`, { token })).status).toBe(
      403,
    );
    expect((await h.call('GET', `/api/v1/property_chore/${id}`, { token })).status).toBe(403);
    expect(
      (await h.call('PUT', '/api/v1/property_chore', { token, body: { chore_id: id, name: 'X' } })).status,
    ).toBe(403);
    const all = await h.call('GET', '/api/v1/property_chore', { token });
    expect(all.body).toMatchObject({ items: [], total: 0 });
  });

  it('anonymous callers get 401 wherever a session is needed', async () => {
    const { propertyId } = seats.get('OWNER')!;
    for (const [method, url] of [
      ['GET', `/api/v1/property_chore?property_id=${propertyId}`],
      ['POST', '/api/v1/property_chore'],
      ['PUT', '/api/v1/property_chore'],
      ['PATCH', '/api/v1/property_chore'],
      ['POST', '/api/v1/property_chore/solve'],
      ['POST', '/api/v1/property_chore/report'],
    ] as const) {
      expect(
        (await h.call(method, url, method === 'GET' ? {} : { body: {} })).status,
        `${method} ${url}`,
      ).toBe(401);
    }
  });
});
