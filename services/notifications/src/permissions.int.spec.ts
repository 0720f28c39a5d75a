import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, can, type RoleLabel } from '@casona/proto';
import {
  TEAM_EMAIL,
  createProperty,
  emailsTo,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let staff: Account;
/** Where each label sits: owner-type labels each hold a property of their own (one owner per property). */
const seats = new Map<RoleLabel, { account: Account; propertyId: string; noticeId: string }>();
let shared: string;

const notice = (propertyId: string) => ({
  property_id: propertyId,
  en_markdown: 'The **water** will be cut on Monday from 9 to 13 h.',
  es_markdown: 'El **agua** se cortará el lunes de 9 a 13 h.',
});

beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  staff = await makeStaff(h, await registerAccount(h, { name: 'Staff' }), 'STAFF');
  const owner = await registerAccount(h, { name: 'Dueña' });
  shared = await createProperty(h, owner, 'Casa Compartida');
  for (const label of ROLE_LABELS) {
    let account = owner;
    let propertyId = shared;
    if (label !== 'OWNER') {
      account = await registerAccount(h, { name: `Persona ${label}` });
      propertyId = (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)
        ? await createProperty(h, null, `Casa ${label}`)
        : shared;
      await grant(h, admin, account, propertyId, label);
    }
    seats.set(label, { account, propertyId, noticeId: '' });
  }
  // Company staff post the notices (staff pass every property check).
  for (const seat of seats.values()) {
    const posted = await h.call('POST', '/api/v1/property_notification', {
      token: staff.accessToken,
      body: notice(seat.propertyId),
    });
    expect(posted.status).toBe(201);
    seat.noticeId = posted.body.id;
  }
});
afterAll(async () => h?.stop());

describe('property_notification and email_notification over every role label (§6 via proto can())', () => {
  for (const label of ROLE_LABELS) {
    const select = can(label, 'notification', 'select');
    const insert = can(label, 'notification', 'insert');
    const file = can(label, 'file', 'insert');
    const remove = can(label, 'notification', 'delete');
    it(`${label}: notifications ${select ? 'seen' : 'hidden'}, posting ${insert ? 'allowed' : '403'}, file email ${file ? '202' : '403'}, deleting ${remove ? '204' : '403'}`, async () => {
      const { account, propertyId, noticeId } = seats.get(label)!;
      const token = account.accessToken;

      const list = await h.call('GET', `/api/v1/property_notification?property_id=${propertyId}`, { token });
      expect(list.status).toBe(select ? 200 : 403);
      if (select) {
        expect(list.body.items).toContainEqual({
          id: noticeId,
          property_name:
            label === 'OWNER' || !label.startsWith('OWNER') ? 'Casa Compartida' : `Casa ${label}`,
          ...notice(propertyId),
          created_at: expect.any(String),
          read: false,
        });
      } else {
        expect(list.body.message).toBe('No tienes permiso para realizar esta acción.');
      }

      const mine = await h.call('GET', '/api/v1/property_notification', { token });
      expect(mine.status).toBe(200);
      const ids = mine.body.items.map((n: { id: string }) => n.id);
      if (select) expect(ids).toContain(noticeId);
      else expect(mine.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });

      const unread = await h.call('GET', '/api/v1/property_notification/unread_count', { token });
      expect(unread.status).toBe(200);
      const before = unread.body.count as number;
      expect(before > 0).toBe(select);

      const read = await h.call('POST', `/api/v1/property_notification/${noticeId}/read`, { token });
      expect(read.status).toBe(select ? 204 : 403);
      if (select) {
        const after = await h.call('GET', '/api/v1/property_notification/unread_count', { token });
        expect(after.body.count).toBe(before - 1);
        const again = await h.call('GET', `/api/v1/property_notification?property_id=${propertyId}`, {
          token,
        });
        expect(again.body.items.find((n: { id: string }) => n.id === noticeId).read).toBe(true);
      }

      const posted = await h.call('POST', '/api/v1/property_notification', {
        token,
        body: notice(propertyId),
      });
      expect(posted.status).toBe(insert ? 201 : 403);

      // Deleting follows the matrix (#11 item 13), on a notice of its own so the others stay.
      const doomed = await h.call('POST', '/api/v1/property_notification', {
        token: staff.accessToken,
        body: notice(propertyId),
      });
      expect(doomed.status).toBe(201);
      const deleted = await h.call('DELETE', `/api/v1/property_notification/${doomed.body.id}`, { token });
      expect(deleted.status).toBe(remove ? 204 : 403);
      const left = await h.sql('SELECT 1 FROM property_notification WHERE id = $1', [doomed.body.id]);
      expect(left).toHaveLength(remove ? 0 : 1);
      if (propertyId !== shared) {
        // A label on one property gives no power over another's notices.
        const elsewhere = seats.get('OWNER')!.noticeId;
        const other = await h.call('DELETE', `/api/v1/property_notification/${elsewhere}`, { token });
        expect(other.status).toBe(403);
      }

      const before202 = (await emailsTo(h, TEAM_EMAIL)).length;
      const asked = await h.call('POST', '/api/v1/email_notification', {
        token,
        body: { property_id: propertyId, type: 'CONTRACT_UPLOADED', locale: 'ES' },
      });
      expect(asked.status).toBe(file ? 202 : 403);
      const team = await emailsTo(h, TEAM_EMAIL);
      if (file) {
        expect(team.find((e) => e.id === asked.body.id)).toMatchObject({
          template: 'contract_uploaded_team',
          type: 'CONTRACT_UPLOADED',
          property_id: propertyId,
        });
      } else {
        expect(team.length).toBe(before202);
      }

      expect((await h.call('GET', '/api/v1/admin/email_notification', { token })).status).toBe(403);
    });
  }

  it('a profile with no label on the property sees nothing of it', async () => {
    const stranger = await registerAccount(h, { name: 'Extraña' });
    const token = stranger.accessToken;
    expect(
      (await h.call('GET', `/api/v1/property_notification?property_id=${shared}`, { token })).status,
    ).toBe(403);
    expect((await h.call('GET', '/api/v1/property_notification', { token })).body.total).toBe(0);
    expect((await h.call('GET', '/api/v1/property_notification/unread_count', { token })).body.count).toBe(0);
    const noticeId = seats.get('OWNER')!.noticeId;
    expect((await h.call('POST', `/api/v1/property_notification/${noticeId}/read`, { token })).status).toBe(
      403,
    );
    expect((await h.call('DELETE', `/api/v1/property_notification/${noticeId}`, { token })).status).toBe(403);
    const asked = await h.call('POST', '/api/v1/email_notification', {
      token,
      body: { property_id: shared, type: 'MISCELLANEOUS_FILE_SUBMITTED', locale: 'ES' },
    });
    expect(asked.status).toBe(403);
  });

  it('staff see and may delete every property’s notifications; the owners get a receipt of uploaded files', async () => {
    const all = await h.call('GET', '/api/v1/property_notification', { token: staff.accessToken });
    expect(all.body.total).toBeGreaterThanOrEqual(seats.size);
    const { propertyId, noticeId, account: owner } = seats.get('OWNER')!;
    const asked = await h.call('POST', '/api/v1/email_notification', {
      token: staff.accessToken,
      body: { property_id: propertyId, type: 'MISCELLANEOUS_FILE_SUBMITTED', locale: 'ES' },
    });
    expect(asked.status).toBe(202);
    const receipts = (await emailsTo(h, owner.email)).filter(
      (e) => e.template === 'miscellaneous_file_submitted',
    );
    expect(receipts).toHaveLength(1);
    expect(
      (await h.call('DELETE', `/api/v1/property_notification/${noticeId}`, { token: staff.accessToken }))
        .status,
    ).toBe(204);
    const gone = await h.call('DELETE', `/api/v1/property_notification/${noticeId}`, {
      token: staff.accessToken,
      lang: 'en',
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('No se encontró la notificación');
  });

  it('anonymous callers get 401 "You need to login" wherever a session is needed', async () => {
    const id = seats.get('MANAGER')!.noticeId;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/property_notification'],
      ['GET', `/api/v1/property_notification?property_id=${shared}`],
      ['GET', '/api/v1/property_notification/unread_count'],
      ['POST', `/api/v1/property_notification/${id}/read`],
      ['POST', '/api/v1/property_notification', notice(shared)],
      ['DELETE', `/api/v1/property_notification/${id}`],
      [
        'POST',
        '/api/v1/email_notification',
        { property_id: shared, type: 'CONTRACT_UPLOADED', locale: 'ES' },
      ],
    ];
    for (const [method, url, body] of calls) {
      for (const [lang, message] of [
        ['en', 'You need to login'],
        ['es', 'Necesitas iniciar sesión'],
      ] as const) {
        const res = await h.call(method, url, { body, lang });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body.message).toBe(message);
      }
    }
  });
});
