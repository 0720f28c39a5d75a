/**
 * The demo's people (proto's demo profiles, example.com addresses that nobody reads) get no email
 * and no WhatsApp: a notice meant for one of them stores nothing, while the same notice for a real
 * person is queued on both channels. Against the real database, with WhatsApp configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ALLY_PROFILE_IDS, DEMO_PROFILE_ID } from '@casona/proto/demo';
import { makeEvent } from '@casona/proto/events/catalogue';
import { startUseCases, WHATSAPP_QUEUED_ENV, type UseCases } from '../testing/use-cases.ts';
import { intent } from '../domain/recipients.ts';
import { handleChoreNotice } from './chore-notices.ts';
import { queueEmails } from './emails.ts';
import { upsertProfile, upsertProperty } from './projections-store.ts';
import { savePreferences } from './preference-store.ts';
import { queueWhatsapp } from './whatsapp.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases(WHATSAPP_QUEUED_ENV);
}, 120_000);
afterAll(async () => uc?.stop());

/** A profile as identity's events leave it, with a phone and WhatsApp on for chores and stays. */
async function person(id: string, email: string, name: string): Promise<void> {
  const at = new Date().toISOString();
  await upsertProfile(
    uc.deps.db,
    { profileId: id, email, name, locale: 'ES', phoneNumber: '5512345678' },
    at,
  );
  await savePreferences(
    uc.deps.db,
    id,
    (['CHORES', 'RESERVATIONS'] as const).map((category) => ({
      category,
      email: true,
      whatsapp: true,
      in_app: true,
    })),
    new Date(),
  );
}

async function queued(profileId: string) {
  const emails = await uc.sql<{ template: string }>(
    'SELECT template FROM email_notification WHERE profile_id = $1',
    [profileId],
  );
  const whatsapp = await uc.sql<{ template: string }>(
    'SELECT template FROM whatsapp_message WHERE profile_id = $1',
    [profileId],
  );
  return { emails: emails.map((e) => e.template), whatsapp: whatsapp.map((w) => w.template) };
}

const assigned = (propertyId: string, assignedTo: string) =>
  makeEvent('maintenance.chore.assigned', {
    producer: 'maintenance',
    payload: {
      choreId: crypto.randomUUID(),
      propertyId,
      propertyName: 'Casa Demo',
      kind: 'CHORE',
      name: 'Limpieza de salida',
      type: 'GENERAL',
      dueDate: '2031-03-10',
      assignedTo,
      reservationId: crypto.randomUUID(),
      sameDayTurnover: false,
    },
  });

describe("the demo's people are never sent anything", () => {
  it('a chore assigned to a demo worker queues no email and no WhatsApp; a real worker gets both', async () => {
    const demoWorker = DEMO_ALLY_PROFILE_IDS.worker;
    const realWorker = crypto.randomUUID();
    await person(demoWorker, 'trabajador.demo@example.com', 'Trabajador Demo');
    await person(realWorker, `rosa.${realWorker.slice(0, 8)}@casona.test`, 'Rosa');
    const propertyId = crypto.randomUUID();
    await upsertProperty(uc.deps.db, { propertyId, name: 'Casa Demo' }, new Date().toISOString());

    for (const to of [demoWorker, realWorker]) {
      const event = assigned(propertyId, to);
      await uc.deps.db.tx((client) => handleChoreNotice(event, client, uc.deps));
    }

    expect(await queued(demoWorker)).toEqual({ emails: [], whatsapp: [] });
    expect(await queued(realWorker)).toEqual({ emails: ['chore_assigned'], whatsapp: ['chore_assigned'] });
  });

  it('queueEmails and queueWhatsapp drop the demo owner and keep everyone else in the same batch', async () => {
    const owner = crypto.randomUUID();
    await person(DEMO_PROFILE_ID, 'duena.demo@example.com', 'Dueña Demo');
    await person(owner, `dueno.${owner.slice(0, 8)}@casona.test`, 'Dueño');
    const propertyId = crypto.randomUUID();
    const data = { name: 'Dueña', propertyId, propertyName: 'Casa Vendida' };
    const source = crypto.randomUUID();
    const stored = await uc.deps.db.tx(async (client) => {
      const emails = await queueEmails(client, uc.deps, source, [
        intent(
          'property_sold',
          { email: 'duena.demo@example.com', locale: 'ES', profileId: DEMO_PROFILE_ID },
          data,
          propertyId,
        ),
        intent(
          'property_sold',
          { email: `dueno.${owner.slice(0, 8)}@casona.test`, locale: 'ES', profileId: owner },
          data,
          propertyId,
        ),
      ]);
      const whatsapp = await queueWhatsapp(
        client,
        uc.deps,
        source,
        [DEMO_PROFILE_ID, owner].map((profileId) => ({
          key: 'reservation_added' as const,
          profileId,
          locale: 'ES' as const,
          propertyId,
          data: { propertyName: 'Casa Vendida', checkIn: '2031-03-10', checkOut: '2031-03-12', nights: 2 },
        })),
      );
      return { emails: emails.map((e) => e.recipient), whatsapp };
    });
    expect(stored).toEqual({ emails: [`dueno.${owner.slice(0, 8)}@casona.test`], whatsapp: 1 });
    expect(await queued(DEMO_PROFILE_ID)).toEqual({ emails: [], whatsapp: [] });
    expect(await queued(owner)).toEqual({ emails: ['property_sold'], whatsapp: ['reservation_added'] });
  });
});
