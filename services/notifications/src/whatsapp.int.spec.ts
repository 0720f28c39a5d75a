/**
 * Issue 19: WhatsApp Cloud API template messages beside email, and each person's channel choices.
 * A local server speaks the Graph API's messages endpoint (testing/whatsapp-api.ts): it checks every
 * request against the documented template-message shape and the approved templates, and answers as
 * Meta does (429, 500, 131026…, then the message id). Each kind of notice the issue lists goes through
 * it in es and en; a rate limit and a server error are retried with backoff until
 * WHATSAPP_MAX_ATTEMPTS; a refusal is not retried; a person who opted in and then out gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@casona/proto/events/catalogue';
import { reservationAddedPayload } from '@casona/kit/testing/property-events';
import {
  createProperty,
  emailReached,
  emailsTo,
  eventually,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';
import {
  cloudError,
  rateLimited,
  serverError,
  startCloudApi,
  undeliverable,
  type CloudApi,
  type TemplateBody,
} from './testing/whatsapp-api.ts';

const VERSION = 'v21.0';
const PHONE_ID = '109876543210987';
const TOKEN = 'test-whatsapp-token';
const MAX_ATTEMPTS = 4;

interface MessageRow {
  template: string;
  recipient: string;
  locale: string;
  parameters: string[];
  status: string;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
}

const messagesOf = (h: Harness, profileId: string): Promise<MessageRow[]> =>
  h.sql<MessageRow>(
    `SELECT template, recipient, locale, parameters, status, attempts, provider_id, last_error
       FROM whatsapp_message WHERE profile_id = $1 ORDER BY created_at`,
    [profileId],
  );

/** Every try of the messages of `profileId` (whatsapp_attempt), oldest first. */
const triesOf = (h: Harness, profileId: string) =>
  h.sql<{ template: string; attempt: number; ok: boolean; error: string | null }>(
    `SELECT m.template, a.attempt, a.ok, a.error
       FROM whatsapp_attempt a JOIN whatsapp_message m ON m.id = a.message_id
      WHERE m.profile_id = $1 ORDER BY m.created_at, a.attempt`,
    [profileId],
  );

const chore = (propertyId: string, assignedTo: string): EventPayload<'maintenance.chore.assigned'> => ({
  choreId: crypto.randomUUID(),
  propertyId,
  propertyName: null,
  kind: 'CHORE',
  name: 'Limpieza de salida',
  type: 'GENERAL',
  dueDate: '2031-03-10',
  assignedTo,
  reservationId: crypto.randomUUID(),
  sameDayTurnover: false,
});

/** Every channel that carries chores and day plans (no in-app notice of them: proto's CATEGORY_CHANNELS). */
const allOn = { email: true, whatsapp: true, in_app: false };

let h: Harness;
let api: CloudApi;
let admin: Account;

beforeAll(async () => {
  api = startCloudApi({ version: VERSION, phoneNumberId: PHONE_ID, token: TOKEN });
  const base = await api.listen();
  h = await startHarness({
    env: {
      WHATSAPP_API_BASE: base,
      WHATSAPP_API_VERSION: VERSION,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_BACKOFF_MS: '100',
      WHATSAPP_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    },
  });
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin Casona' }), 'ADMIN');
});
afterAll(async () => {
  await h?.stop();
  await api?.close();
});

const putPreferences = (who: Account, preferences: unknown[]) =>
  h.call('PUT', '/api/v1/notification_preference', { token: who.accessToken, body: { preferences } });

/** Identity's profile event reached notifications' projection (it carries the phone). */
const profileKnown = (who: Account) =>
  eventually(
    async () => (await h.sql('SELECT 1 FROM profile WHERE id = $1', [who.id])).length === 1,
    'the profile projection',
  );

describe('notification preferences', () => {
  it('answers the defaults until the person chooses, keeps what they choose, and refuses nonsense in their language', async () => {
    const person = await registerAccount(h, { name: 'Marta' });
    await profileKnown(person);
    const first = await h.call('GET', '/api/v1/notification_preference', { token: person.accessToken });
    expect(first.status).toBe(200);
    expect(first.body.whatsapp_available).toBe(true);
    expect(first.body.phone_number).toBe('5512345678');
    expect(first.body.preferences).toHaveLength(8);
    expect(first.body.preferences[0]).toEqual({
      category: 'CHORES',
      email: true,
      whatsapp: false,
      in_app: false,
    });

    const saved = await putPreferences(person, [
      { category: 'STATEMENTS', email: false, whatsapp: true, in_app: false },
    ]);
    expect(saved.status).toBe(200);
    const again = await h.call('GET', '/api/v1/notification_preference', { token: person.accessToken });
    expect(again.body.preferences.find((p: { category: string }) => p.category === 'STATEMENTS')).toEqual({
      category: 'STATEMENTS',
      email: false,
      whatsapp: true,
      in_app: false,
    });
    expect(again.body.preferences.find((p: { category: string }) => p.category === 'CHORES').email).toBe(
      true,
    );

    // Errors follow the signed-in person's language.
    const english = await registerAccount(h, { name: 'Jane', locale: 'EN' });
    const twice = { category: 'CHORES', ...allOn };
    for (const [who, text] of [
      [person, 'Cada tipo de aviso puede aparecer una sola vez.'],
      [english, 'Each kind of notice can appear only once.'],
    ] as const) {
      const res = await putPreferences(who, [twice, twice]);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path: '/preferences/1/category', message: text });
    }
    const unknown = await putPreferences(person, [{ category: 'SPAM', ...allOn }]);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).not.toContain('SAVED_SEARCH_ALERTS');
    expect((await h.call('GET', '/api/v1/notification_preference')).status).toBe(401);
  });

  it('WhatsApp cannot be turned on without a phone number on the profile', async () => {
    const person = await registerAccount(h, { name: 'Sin Teléfono', phone_number: null, locale: 'EN' });
    await profileKnown(person);
    const res = await putPreferences(person, [{ category: 'CHORES', ...allOn }]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: '/preferences/0/whatsapp',
      message: 'Add a 10-digit phone number to your profile to receive WhatsApp messages.',
    });
  });
  it("in-app off for expiring documents hides Casona's expiry warnings from the list and the unread count", async () => {
    const owner = await registerAccount(h, { name: 'Dueña Avisos' });
    const propertyId = await createProperty(h, owner, 'Casa Avisos');
    await h.publish('documents.file.expiring', {
      fileId: crypto.randomUUID(),
      propertyId,
      validFrom: null,
      validTypes: ['PROPERTY_DEEDS'],
      type: 'PROPERTY_DEEDS',
      validTo: '2031-09-15',
      warning: 'THREE_MONTHS',
      propertyName: 'Casa Avisos',
    });
    const list = () =>
      h.call('GET', `/api/v1/property_notification?property_id=${propertyId}`, { token: owner.accessToken });
    const unread = async () =>
      (
        await h.call('GET', `/api/v1/property_notification/unread_count?property_id=${propertyId}`, {
          token: owner.accessToken,
        })
      ).body.count;
    await eventually(async () => (await list()).body.items?.length === 1, 'the expiry notice');
    expect(await unread()).toBe(1);
    const off = { category: 'DOCUMENTS_EXPIRING', email: true, whatsapp: false, in_app: false };
    expect((await putPreferences(owner, [off])).status).toBe(200);
    expect((await list()).body).toMatchObject({ items: [], total: 0 });
    expect(await unread()).toBe(0);
    expect((await putPreferences(owner, [{ ...off, in_app: true }])).status).toBe(200);
    expect((await list()).body.items).toHaveLength(1);
  });
});

describe('WhatsApp template messages', () => {
  it('an opted-in worker gets the chore as a template message: 429 then 500 are retried and it is sent once', async () => {
    const owner = await registerAccount(h, { name: 'Dueña WA' });
    const worker = await registerAccount(h, { name: 'Rosa WA', locale: 'EN' });
    const propertyId = await createProperty(h, owner, 'Casa Jacaranda');
    await grant(h, admin, worker, propertyId, 'WORKER');
    await profileKnown(worker);
    expect((await putPreferences(worker, [{ category: 'CHORES', ...allOn }])).status).toBe(200);

    api.script.push(
      {
        status: 429,
        body: {
          error: {
            message: '(#130429) Rate limit hit',
            type: 'OAuthException',
            code: 130429,
            fbtrace_id: 'A1',
          },
        },
      },
      {
        status: 500,
        body: {
          error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'A2' },
        },
      },
    );
    const before = api.received.length;
    await h.publish('maintenance.chore.assigned', chore(propertyId, worker.id));

    const sent = await eventually(
      async () => (await messagesOf(h, worker.id)).find((m) => m.status === 'SENT'),
      'the WhatsApp message SENT',
      30_000,
    );
    expect(sent).toMatchObject({
      template: 'chore_assigned',
      recipient: '525512345678',
      locale: 'EN',
      parameters: ['Limpieza de salida', 'Casa Jacaranda', 'March 10, 2031'],
      attempts: 3,
    });
    expect(sent.provider_id).toMatch(/^wamid\./);
    const calls = api.received.slice(before);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.valid)).toBe(true);
    // Each try is kept with its answer, as email's are.
    expect(await triesOf(h, worker.id)).toEqual([
      {
        template: 'chore_assigned',
        attempt: 1,
        ok: false,
        error: 'HTTP 429: (#130429) Rate limit hit (code 130429, trace A1)',
      },
      {
        template: 'chore_assigned',
        attempt: 2,
        ok: false,
        error: 'HTTP 500: An unknown error occurred (code 1, trace A2)',
      },
      { template: 'chore_assigned', attempt: 3, ok: true, error: null },
    ]);
    expect(calls[0]!.body).toMatchObject({
      to: '525512345678',
      type: 'template',
      template: { name: 'casona_chore_assigned', language: { code: 'en_US' } },
    });
    // The email went too (its channel is on), and a redelivered event sends nothing more.
    await emailReached(h, worker.email, 'chore_assigned');
    await h.publish('maintenance.chore.assigned', chore(propertyId, worker.id));
    await eventually(async () => (await messagesOf(h, worker.id)).length === 2, 'the second chore queued');
    await eventually(
      async () => (await messagesOf(h, worker.id)).every((m) => m.status === 'SENT'),
      'the second chore SENT',
      30_000,
    );
    expect(api.received.slice(before)).toHaveLength(4);

    // Staff read the log; anyone else is refused.
    const log = await h.call('GET', '/api/v1/admin/whatsapp_message', { token: admin.accessToken });
    expect(log.status).toBe(200);
    expect(log.body.items).toContainEqual(
      expect.objectContaining({ template: 'chore_assigned', status: 'SENT', attempts: 3, last_error: null }),
    );
    expect(
      (await h.call('GET', '/api/v1/admin/whatsapp_message', { token: worker.accessToken })).status,
    ).toBe(403);
  });

  it('an owner opted out of WhatsApp gets no message, and one opted out of email gets no email', async () => {
    // The first keeps the defaults (WhatsApp off); the second turns email off and WhatsApp on.
    const owner = await registerAccount(h, { name: 'Dueño Callado' });
    const quiet = await registerAccount(h, { name: 'Dueña Sin Correo' });
    const loud = await createProperty(h, owner, 'Casa Ruido');
    const silent = await createProperty(h, quiet, 'Casa Silencio');
    await profileKnown(quiet);
    const choice = { category: 'PUBLICATION', email: false, whatsapp: true, in_app: false };
    expect((await putPreferences(quiet, [choice])).status).toBe(200);
    const before = api.received.length;
    for (const [propertyId, name] of [
      [loud, 'Casa Ruido'],
      [silent, 'Casa Silencio'],
    ] as const) {
      await h.publish('listings.property.published', {
        propertyId,
        name,
        slug: `casa-${propertyId.slice(0, 8)}`,
        publishedAt: new Date().toISOString(),
      });
    }
    await emailReached(h, owner.email, 'property_published');
    const sent = await eventually(
      async () => (await messagesOf(h, quiet.id)).find((m) => m.status === 'SENT'),
      'the WhatsApp message to the owner who chose it',
      30_000,
    );
    expect(sent).toMatchObject({ template: 'property_published', parameters: ['Casa Silencio'] });
    expect(await messagesOf(h, owner.id)).toEqual([]);
    const quietEmails = (await emailsTo(h, quiet.email)).filter((e) => e.template === 'property_published');
    expect(quietEmails.map((e) => e.status)).toEqual(['SUPPRESSED']);
    const mail = await h.outbox();
    expect(
      mail.filter((m) => m.to.includes(quiet.email.toLowerCase()) && m.subject.includes('Casa Silencio')),
    ).toEqual([]);
    expect(api.received.slice(before)).toHaveLength(1);
  });

  it('a new reservation reaches the opted-in owner on WhatsApp only', async () => {
    const owner = await registerAccount(h, { name: 'Dueña Reservas' });
    const propertyId = await createProperty(h, owner, 'Casa Reservas');
    await profileKnown(owner);
    expect((await putPreferences(owner, [{ category: 'RESERVATIONS', ...allOn, email: false }])).status).toBe(
      200,
    );
    await h.publish('listings.reservation.added', reservationAddedPayload(propertyId));
    const sent = await eventually(
      async () => (await messagesOf(h, owner.id)).find((m) => m.status === 'SENT'),
      'the reservation message',
      30_000,
    );
    expect(sent).toMatchObject({
      template: 'reservation_added',
      locale: 'ES',
      parameters: ['Casa Reservas', '1 de abril de 2031', '4 de abril de 2031', '3'],
    });
  });
});

/** Tomorrow's route of a worker, two stops, as maintenance announces it. */
const route = (workerId: string): EventPayload<'maintenance.day_plan.announced'> => ({
  dayPlanId: crypto.randomUUID(),
  workerId,
  date: '2031-05-06',
  timezone: 'America/Mexico_City',
  stops: [
    {
      propertyId: crypto.randomUUID(),
      propertyName: 'Depa Roma',
      listingName: 'Loft Roma',
      arrival: 9,
      departure: 11,
    },
    {
      propertyId: crypto.randomUUID(),
      propertyName: 'Casa Coyoacán',
      listingName: 'Casa azul',
      arrival: 11.42,
      departure: 14.42,
    },
  ],
  totalKm: 8.1,
  endHour: 14.42,
});

describe("tomorrow's route (maintenance.day_plan.announced)", () => {
  it('emails every worker their route and sends the template only to those who opted in to day plans', async () => {
    const optedIn = await registerAccount(h, { name: 'Wendy Ruta' });
    const emailOnly = await registerAccount(h, { name: 'Pablo Ruta', locale: 'EN' });
    await profileKnown(optedIn);
    await profileKnown(emailOnly);
    expect((await putPreferences(optedIn, [{ category: 'DAY_PLANS', ...allOn }])).status).toBe(200);

    const event = route(optedIn.id);
    await h.publish('maintenance.day_plan.announced', event);
    await h.publish('maintenance.day_plan.announced', route(emailOnly.id));

    const sent = await eventually(
      async () => (await messagesOf(h, optedIn.id)).find((m) => m.status === 'SENT'),
      'the day plan on WhatsApp',
      30_000,
    );
    expect(sent).toMatchObject({
      template: 'day_plan_tomorrow',
      locale: 'ES',
      parameters: [
        '6 de mayo de 2031',
        '1. Depa Roma — Loft Roma ~09:00 · 2. Casa Coyoacán — Casa azul ~11:25',
        '14:25',
      ],
    });
    await emailReached(h, optedIn.email, 'day_plan_tomorrow');
    await emailReached(h, emailOnly.email, 'day_plan_tomorrow');
    expect((await emailsTo(h, optedIn.email)).filter((e) => e.template === 'day_plan_tomorrow')).toHaveLength(
      1,
    );
    expect(await messagesOf(h, optedIn.id)).toHaveLength(1);
    expect(await messagesOf(h, emailOnly.id)).toHaveLength(0);
  });
});

/** A person with their own number, so the local server's answers can be scripted for them alone. */
let nextPhone = 0;
async function withPhone(name: string, locale: 'ES' | 'EN' = 'ES') {
  const phone = `55200${String(++nextPhone).padStart(5, '0')}`;
  const account = await registerAccount(h, { name, locale, phone_number: phone });
  await profileKnown(account);
  return { account, to: `52${phone}` };
}

interface SentRow extends MessageRow {
  id: string;
}

/** The messages of `profileId` once every one left QUEUED/SENDING, oldest first. */
const settled = (who: Account, count: number, ms = 30_000) =>
  eventually(
    async () => {
      const rows = await h.sql<SentRow>(
        `SELECT id, template, recipient, locale, parameters, status, attempts, provider_id, last_error
           FROM whatsapp_message WHERE profile_id = $1 ORDER BY created_at`,
        [who.id],
      );
      return rows.length === count && rows.every((r) => ['SENT', 'FAILED', 'SUPPRESSED'].includes(r.status))
        ? rows
        : undefined;
    },
    `${count} WhatsApp message(s) of ${who.name} done`,
    ms,
  );

describe('every notice the issue lists, through the local Cloud API in es and en', () => {
  it('assigned and moved chores and tomorrow’s plan to the worker; published, sold, a new reservation, the monthly statement and an expiring document to the owner', async () => {
    const expected = {
      ES: {
        chore_assigned: [
          'casona_chore_assigned',
          ['Limpieza de salida', 'Casa Mezquite', '10 de marzo de 2031'],
        ],
        chore_rescheduled: [
          'casona_chore_moved',
          ['Revisión de alberca', 'Casa Mezquite', '10 de marzo de 2031', '12 de marzo de 2031'],
        ],
        day_plan_tomorrow: [
          'casona_day_plan',
          [
            '6 de mayo de 2031',
            '1. Depa Roma — Loft Roma ~09:00 · 2. Casa Coyoacán — Casa azul ~11:25',
            '14:25',
          ],
        ],
        property_published: ['casona_property_published', ['Casa Mezquite']],
        property_sold: ['casona_property_sold', ['Casa Mezquite']],
        reservation_added: [
          'casona_reservation_added',
          ['Casa Mezquite', '1 de abril de 2031', '4 de abril de 2031', '3'],
        ],
        owner_statement: ['casona_owner_statement', ['Casa Mezquite', 'febrero de 2031', 'MX$12,500.50']],
        file_expiring: ['casona_file_expiring', ['Casa Mezquite', 'Escrituras', '10 de marzo de 2031']],
      },
      EN: {
        chore_assigned: ['casona_chore_assigned', ['Limpieza de salida', 'Sage House', 'March 10, 2031']],
        chore_rescheduled: [
          'casona_chore_moved',
          ['Revisión de alberca', 'Sage House', 'March 10, 2031', 'March 12, 2031'],
        ],
        day_plan_tomorrow: [
          'casona_day_plan',
          ['May 6, 2031', '1. Depa Roma — Loft Roma ~09:00 · 2. Casa Coyoacán — Casa azul ~11:25', '14:25'],
        ],
        property_published: ['casona_property_published', ['Sage House']],
        property_sold: ['casona_property_sold', ['Sage House']],
        reservation_added: [
          'casona_reservation_added',
          ['Sage House', 'April 1, 2031', 'April 4, 2031', '3'],
        ],
        owner_statement: ['casona_owner_statement', ['Sage House', 'February 2031', 'MX$12,500.50']],
        file_expiring: ['casona_file_expiring', ['Sage House', 'Property deeds', 'March 10, 2031']],
      },
    } as const;
    const language = { ES: 'es_MX', EN: 'en_US' } as const;
    const worker = ['chore_assigned', 'chore_rescheduled', 'day_plan_tomorrow'];

    await Promise.all(
      (['ES', 'EN'] as const).map(async (locale) => {
        const home = locale === 'ES' ? 'Casa Mezquite' : 'Sage House';
        const crew = await withPhone(`Trabajadora ${locale}`, locale);
        const owner = await withPhone(`Dueña ${locale}`, locale);
        const propertyId = await createProperty(h, owner.account, home);
        await grant(h, admin, crew.account, propertyId, 'WORKER');
        const on = { email: true, whatsapp: true, in_app: false };
        expect(
          (
            await putPreferences(crew.account, [
              { category: 'CHORES', ...on },
              { category: 'DAY_PLANS', ...on },
            ])
          ).status,
        ).toBe(200);
        expect(
          (
            await putPreferences(owner.account, [
              { category: 'PUBLICATION', ...on },
              { category: 'STATEMENTS', ...on },
              { category: 'RESERVATIONS', ...on, email: false },
              { category: 'DOCUMENTS_EXPIRING', ...on },
            ])
          ).status,
        ).toBe(200);

        await h.publish('maintenance.chore.assigned', chore(propertyId, crew.account.id));
        await h.publish('maintenance.chore.rescheduled', {
          ...chore(propertyId, crew.account.id),
          name: 'Revisión de alberca',
          dueDate: '2031-03-12',
          previousDueDate: '2031-03-10',
        });
        await h.publish('maintenance.day_plan.announced', route(crew.account.id));
        const slug = `casa-${propertyId.slice(0, 8)}`;
        await h.publish('listings.property.published', {
          propertyId,
          name: home,
          slug,
          publishedAt: new Date().toISOString(),
        });
        await h.publish('listings.property.sold', {
          propertyId,
          name: home,
          soldAt: new Date().toISOString(),
        });
        await h.publish('listings.reservation.added', reservationAddedPayload(propertyId));
        await h.publish('finance.statement.ready', {
          propertyId,
          month: '2031-02',
          ownerProfileId: owner.account.id,
          payout: 12500.5,
        });
        // Not in the issue's list, but a template too since documents' warnings reach WhatsApp.
        await h.publish('documents.file.expiring', {
          fileId: crypto.randomUUID(),
          propertyId,
          validFrom: null,
          validTypes: ['PROPERTY_DEEDS'],
          type: 'PROPERTY_DEEDS',
          validTo: '2031-03-10',
          warning: 'THREE_MONTHS',
          propertyName: home,
        });

        const rows = [...(await settled(crew.account, 3)), ...(await settled(owner.account, 5))];
        const kinds = expected[locale];
        expect(rows.map((r) => r.template).sort()).toEqual(Object.keys(kinds).sort());
        for (const row of rows) {
          const [name, parameters] = kinds[row.template as keyof typeof kinds];
          expect(row, row.template).toMatchObject({ status: 'SENT', attempts: 1, locale });
          expect(row.recipient).toBe(worker.includes(row.template) ? crew.to : owner.to);
          // What reached the Cloud API: the approved template in the person's language, its words in order.
          const request = api.received.find((r) => r.messageId === row.provider_id);
          expect(request?.valid, row.template).toBe(true);
          const body = request!.body as TemplateBody;
          expect(body.to).toBe(row.recipient);
          expect(body.template.name).toBe(name);
          expect(body.template.language.code).toBe(language[locale]);
          expect(body.template.components).toEqual([
            { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
          ]);
        }
        expect(api.to(crew.to)).toHaveLength(3);
        expect(api.to(owner.to)).toHaveLength(5);
      }),
    );
  });
});

describe('opting out, failures that use up the tries, and refusals', () => {
  it('an owner who opted in and then out of WhatsApp gets nothing more on it, while email still goes', async () => {
    const owner = await withPhone('Dueño Arrepentido');
    const propertyId = await createProperty(h, owner.account, 'Casa Arrepentida');
    const choice = { category: 'PUBLICATION', email: true, whatsapp: true, in_app: false };
    expect((await putPreferences(owner.account, [choice])).status).toBe(200);
    await h.publish('listings.property.published', {
      propertyId,
      name: 'Casa Arrepentida',
      slug: `casa-${propertyId.slice(0, 8)}`,
      publishedAt: new Date().toISOString(),
    });
    expect((await settled(owner.account, 1))[0]).toMatchObject({
      template: 'property_published',
      status: 'SENT',
    });

    expect((await putPreferences(owner.account, [{ ...choice, whatsapp: false }])).status).toBe(200);
    const shown = await h.call('GET', '/api/v1/notification_preference', {
      token: owner.account.accessToken,
    });
    expect(shown.body.preferences).toContainEqual({ ...choice, whatsapp: false });
    await h.publish('listings.property.sold', {
      propertyId,
      name: 'Casa Arrepentida',
      soldAt: new Date().toISOString(),
    });
    // The sale's email and its WhatsApp decision are written in one transaction: once the email is
    // there, nothing more will be queued for this event.
    await emailReached(h, owner.account.email, 'property_sold');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await messagesOf(h, owner.account.id)).map((m) => m.template)).toEqual(['property_published']);
    expect(api.to(owner.to)).toHaveLength(1);
  });

  it('a message waiting for its retry is not sent once its person turns WhatsApp off: it is SUPPRESSED', async () => {
    const crew = await withPhone('Trabajadora Indecisa');
    const owner = await registerAccount(h, { name: 'Dueño Indeciso' });
    const propertyId = await createProperty(h, owner, 'Casa Indecisa');
    const choice = { category: 'CHORES', email: true, whatsapp: true, in_app: false };
    expect((await putPreferences(crew.account, [choice])).status).toBe(200);
    // The first try is answered late with a 500; the retry would be sent.
    api.answerTo(crew.to, { ...serverError(), delayMs: 1_500 });
    await h.publish('maintenance.chore.assigned', chore(propertyId, crew.account.id));
    await eventually(async () => api.to(crew.to).length === 1, 'the first try');
    expect((await putPreferences(crew.account, [{ ...choice, whatsapp: false }])).status).toBe(200);

    const [row] = await settled(crew.account, 1);
    expect(row).toMatchObject({ status: 'SUPPRESSED', provider_id: null, last_error: null });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.to(crew.to).map((r) => r.answer.status)).toEqual([500]);
    expect((await triesOf(h, crew.account.id)).map((t) => t.ok)).toEqual([false]);
  });

  it(`rate limits and server errors are retried with growing waits until WHATSAPP_MAX_ATTEMPTS (${MAX_ATTEMPTS}), then the message is FAILED`, async () => {
    const crew = await withPhone('Trabajador Sin Suerte');
    const owner = await registerAccount(h, { name: 'Dueña Paciente' });
    const propertyId = await createProperty(h, owner, 'Casa Paciencia');
    expect(
      (
        await putPreferences(crew.account, [
          { category: 'CHORES', email: true, whatsapp: true, in_app: false },
        ])
      ).status,
    ).toBe(200);
    api.answerTo(crew.to, rateLimited(), serverError(), rateLimited(), serverError(), serverError());
    await h.publish('maintenance.chore.assigned', chore(propertyId, crew.account.id));

    const [failed] = await settled(crew.account, 1);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS, provider_id: null });
    const tries = await triesOf(h, crew.account.id);
    expect(tries.map((t) => [t.attempt, t.ok, t.error?.slice(0, 8)])).toEqual([
      [1, false, 'HTTP 429'],
      [2, false, 'HTTP 500'],
      [3, false, 'HTTP 429'],
      [4, false, 'HTTP 500'],
    ]);
    expect(failed!.last_error).toMatch(/^HTTP 500: An unknown error occurred \(code 1, trace A\w+\)$/);
    await emailReached(h, crew.account.email, 'chore_assigned');
    // No try after the last one: the fifth scripted error is never asked for.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const calls = api.to(crew.to);
    expect(calls.map((c) => c.answer.status)).toEqual([429, 500, 429, 500]);
    // Exponential backoff from WHATSAPP_BACKOFF_MS (100 ms): at least 100, 200, 400 ms between tries.
    const waits = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
    waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(100 * 2 ** i - 5));

    const log = await h.call('GET', '/api/v1/admin/whatsapp_message?status=FAILED', {
      token: admin.accessToken,
    });
    expect(log.body.items).toContainEqual(
      expect.objectContaining({ recipient: crew.to, attempts: MAX_ATTEMPTS, last_error: failed!.last_error }),
    );
  });

  it('a refusal (400 invalid parameter, 131026 undeliverable) is not retried and fails with a reason staff can read', async () => {
    const owner = await registerAccount(h, { name: 'Dueña Rechazos' });
    const propertyId = await createProperty(h, owner, 'Casa Rechazos');
    const cases = [
      {
        answer: cloudError(400, {
          message: '(#100) Invalid parameter',
          code: 100,
          details: 'Parameter value is not valid',
        }),
        reason:
          /^HTTP 400: \(#100\) Invalid parameter — Parameter value is not valid \(code 100, trace A\w+\)$/,
      },
      {
        answer: undeliverable(),
        reason:
          /^HTTP 400: \(#131026\) Message undeliverable — Unable to deliver message\. The recipient phone number is not a WhatsApp phone number\. \(code 131026, trace A\w+\)$/,
      },
    ];
    const people = await Promise.all(cases.map((_, i) => withPhone(`Trabajadora Rechazada ${i}`)));
    for (const [i, c] of cases.entries()) {
      const crew = people[i]!;
      expect(
        (
          await putPreferences(crew.account, [
            { category: 'CHORES', email: true, whatsapp: true, in_app: false },
          ])
        ).status,
      ).toBe(200);
      // Were it retried, the second try would succeed.
      api.answerTo(crew.to, c.answer);
      await h.publish('maintenance.chore.assigned', chore(propertyId, crew.account.id));
    }
    const log = async () =>
      (await h.call('GET', '/api/v1/admin/whatsapp_message?status=FAILED', { token: admin.accessToken })).body
        .items as { recipient: string; attempts: number; last_error: string }[];
    for (const [i, c] of cases.entries()) {
      const crew = people[i]!;
      const [failed] = await settled(crew.account, 1);
      expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(await triesOf(h, crew.account.id)).toEqual([
        { template: 'chore_assigned', attempt: 1, ok: false, error: failed!.last_error },
      ]);
      expect(failed!.last_error).toMatch(c.reason);
      expect((await log()).find((m) => m.recipient === crew.to)).toMatchObject({
        attempts: 1,
        last_error: failed!.last_error,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const crew of people) expect(api.to(crew.to)).toHaveLength(1);
  });
});
