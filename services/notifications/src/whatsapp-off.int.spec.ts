/**
 * Issue 19: WhatsApp is configured by environment and off when WHATSAPP_* is unset. Without them a
 * person who turned WhatsApp on (while it was configured, say) gets their notices by email as before,
 * and no WhatsApp message is stored, queued or tried; the preferences page says it is unavailable.
 * A message left queued from a run that had them is failed with its reason, never tried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@casona/proto/events/catalogue';
import { reservationAddedPayload } from '@casona/kit/testing/property-events';
import {
  createProperty,
  emailReached,
  eventually,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;

beforeAll(async () => {
  // WhatsApp settings are read from the environment: make sure none leaks in from the shell.
  for (const name of ['WHATSAPP_API_BASE', 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'])
    expect(process.env[name], name).toBeUndefined();
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin Casona' }), 'ADMIN');
});
afterAll(async () => h?.stop());

describe('WhatsApp unset', () => {
  it('sends the email of every notice and stores no WhatsApp message, even for people who turned it on', async () => {
    const owner = await registerAccount(h, { name: 'Dueña Sin WhatsApp' });
    const worker = await registerAccount(h, { name: 'Trabajador Sin WhatsApp', locale: 'EN' });
    const propertyId = await createProperty(h, owner, 'Casa Sin WhatsApp');
    await grant(h, admin, worker, propertyId, 'WORKER');
    for (const who of [owner, worker])
      await eventually(
        async () => (await h.sql('SELECT 1 FROM profile WHERE id = $1', [who.id])).length === 1,
        'the profile projection',
      );

    const page = await h.call('GET', '/api/v1/notification_preference', { token: worker.accessToken });
    expect(page.body.whatsapp_available).toBe(false);
    const on = { email: true, whatsapp: true, in_app: false };
    for (const [who, categories] of [
      [worker, ['CHORES', 'DAY_PLANS']],
      [owner, ['PUBLICATION', 'STATEMENTS']],
    ] as const) {
      const res = await h.call('PUT', '/api/v1/notification_preference', {
        token: who.accessToken,
        body: { preferences: categories.map((category) => ({ category, ...on })) },
      });
      expect(res.status).toBe(200);
    }
    await h.sql(
      `INSERT INTO notification_preference (profile_id, category, email, whatsapp, in_app, updated_at)
       VALUES ($1, 'RESERVATIONS', false, true, false, now())
       ON CONFLICT (profile_id, category) DO UPDATE SET whatsapp = true`,
      [owner.id],
    );

    const chore: EventPayload<'maintenance.chore.assigned'> = {
      choreId: crypto.randomUUID(),
      propertyId,
      propertyName: null,
      kind: 'CHORE',
      name: 'Limpieza de salida',
      type: 'GENERAL',
      dueDate: '2031-03-10',
      assignedTo: worker.id,
      reservationId: null,
      sameDayTurnover: false,
    };
    await h.publish('maintenance.chore.assigned', chore);
    await h.publish('listings.property.published', {
      propertyId,
      name: 'Casa Sin WhatsApp',
      slug: `casa-${propertyId.slice(0, 8)}`,
      publishedAt: new Date().toISOString(),
    });
    await h.publish('finance.statement.ready', {
      propertyId,
      month: '2031-02',
      ownerProfileId: owner.id,
      payout: 12500.5,
    });
    const reservation = await h.publish('listings.reservation.added', reservationAddedPayload(propertyId));

    await emailReached(h, worker.email, 'chore_assigned');
    await emailReached(h, owner.email, 'property_published');
    await emailReached(h, owner.email, 'owner_statement');
    // The reservation has no email: wait until the consumer has handled it.
    await eventually(
      async () =>
        (await h.sql('SELECT 1 FROM processed_event WHERE event_id = $1', [reservation.id])).length === 1,
      'the reservation handled',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await h.sql('SELECT template, status FROM whatsapp_message')).toEqual([]);
    const log = await h.call('GET', '/api/v1/admin/whatsapp_message', { token: admin.accessToken });
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ items: [], total: 0 });
  });

  it('a message left queued from when WhatsApp was configured is failed with its reason, never sent', async () => {
    const worker = await registerAccount(h, { name: 'Trabajadora De Antes' });
    await eventually(
      async () => (await h.sql('SELECT 1 FROM profile WHERE id = $1', [worker.id])).length === 1,
      'the profile projection',
    );
    const optIn = await h.call('PUT', '/api/v1/notification_preference', {
      token: worker.accessToken,
      body: { preferences: [{ category: 'CHORES', email: true, whatsapp: true, in_app: false }] },
    });
    expect(optIn.status).toBe(200);
    const id = crypto.randomUUID();
    await h.sql(
      `INSERT INTO whatsapp_message (id, dedupe_key, template, profile_id, recipient, locale, parameters, status,
         created_at, updated_at)
       VALUES ($1, $2, 'chore_assigned', $3, '525512345678', 'ES',
         '["Limpieza", "Casa", "10 de marzo de 2031"]'::jsonb, 'QUEUED', now(), now())`,
      [id, `before:${id}`, worker.id],
    );
    const row = await eventually(
      async () =>
        (
          await h.sql<{ status: string; last_error: string | null }>(
            'SELECT status, last_error FROM whatsapp_message WHERE id = $1',
            [id],
          )
        ).find((r) => r.status !== 'QUEUED' && r.status !== 'SENDING'),
      'the queued message handled',
    );
    expect(row).toEqual({
      status: 'FAILED',
      last_error: 'WhatsApp is not configured or the template is unknown',
    });
    expect(await h.sql('SELECT 1 FROM whatsapp_attempt WHERE message_id = $1', [id])).toEqual([]);
  });
});
