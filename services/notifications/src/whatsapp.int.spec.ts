/**
 * Issue 19: WhatsApp Cloud API template messages beside email, and each person's channel choices.
 * A local server speaks the Graph API's messages endpoint: it checks every request against the
 * documented template-message shape and answers as Meta does (429, 500, then the message id).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@casona/proto/events/catalogue';
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

const VERSION = 'v21.0';
const PHONE_ID = '109876543210987';
const TOKEN = 'test-whatsapp-token';

/** POST /{version}/{phone-number-id}/messages, a template message (developers.facebook.com, Cloud API). */
const TemplateMessage = Type.Object(
  {
    messaging_product: Type.Literal('whatsapp'),
    recipient_type: Type.Optional(Type.Literal('individual')),
    to: Type.String({ pattern: '^[0-9]{8,15}$' }),
    type: Type.Literal('template'),
    template: Type.Object(
      {
        name: Type.String({ pattern: '^[a-z0-9_]{1,512}$' }),
        language: Type.Object(
          { code: Type.String({ pattern: '^[a-z]{2}(_[A-Z]{2})?$' }) },
          { additionalProperties: false },
        ),
        components: Type.Array(
          Type.Object(
            {
              type: Type.Literal('body'),
              parameters: Type.Array(
                Type.Object(
                  {
                    type: Type.Literal('text'),
                    text: Type.String({ minLength: 1, pattern: '^[^\\n\\t]*$' }),
                  },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

interface Received {
  path: string;
  authorization: string | undefined;
  body: unknown;
  valid: boolean;
}

/** The fake Graph API: answers are taken from `script` in order, then success for every request. */
function startCloudApi() {
  const received: Received[] = [];
  const script: { status: number; body: unknown }[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const valid =
        req.method === 'POST' &&
        req.url === `/${VERSION}/${PHONE_ID}/messages` &&
        req.headers.authorization === `Bearer ${TOKEN}` &&
        Value.Check(TemplateMessage, body);
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body, valid });
      const answer = !valid
        ? {
            status: 400,
            body: {
              error: {
                message: '(#100) Invalid parameter',
                type: 'OAuthException',
                code: 100,
                fbtrace_id: 'AbCdEf',
              },
            },
          }
        : (script.shift() ?? {
            status: 200,
            body: {
              messaging_product: 'whatsapp',
              contacts: [{ input: (body as { to: string }).to, wa_id: (body as { to: string }).to }],
              messages: [{ id: `wamid.HBgM${String(++next).padStart(6, '0')}` }],
            },
          });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  return {
    received,
    script,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
let api: ReturnType<typeof startCloudApi>;
let admin: Account;

beforeAll(async () => {
  api = startCloudApi();
  const base = await api.listen();
  h = await startHarness({
    env: {
      WHATSAPP_API_BASE: base,
      WHATSAPP_API_VERSION: VERSION,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_BACKOFF_MS: '100',
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
    await h.publish('listings.reservation.added', reservationPayload(propertyId));
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

function reservationPayload(propertyId: string): EventPayload<'listings.reservation.added'> {
  return {
    reservationId: crypto.randomUUID(),
    propertyId,
    airbnbListingId: null,
    confirmationCode: null,
    checkIn: '2031-04-01',
    checkOut: '2031-04-04',
    nights: 3,
    guestAmount: null,
    cleaningFee: null,
    petFee: null,
    guestServiceFee: null,
    hostServiceFee: null,
    nightlyRateAdjustment: null,
    occupancyTaxes: null,
    remittedOccupancyTax: null,
    totalEarned: null,
    totalPaid: null,
    currency: 'MXN',
    isDirectBooking: true,
    tentative: false,
    turnoverPrevious: false,
    turnoverNext: false,
  };
}

describe("tomorrow's route (maintenance.day_plan.announced)", () => {
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
