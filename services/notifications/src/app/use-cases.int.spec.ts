/**
 * Use cases against the real database, called directly with an auth context (no HTTP, no gateway):
 * what each stores, emits and queues, and what it refuses. The HTTP suites (../*.int.spec.ts) keep
 * the permission matrix and the journeys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '@casona/proto/validation/test-builders';
import { AppError } from '@casona/kit/errors/errors';
import {
  TEAM_EMAIL,
  authOf,
  givenProfile,
  givenProperty,
  startUseCases,
  type UseCases,
} from '../testing/use-cases.ts';
import { requestEmailNotification } from './email-notifications.ts';
import { queueEmails } from './emails.ts';
import { submitContact } from './forms.ts';
import { unsubscribe, unsubscribeToken } from './unsubscribe.ts';
import {
  createPropertyNotification,
  deletePropertyNotification,
  listPropertyNotifications,
  markRead,
  unreadCount,
} from './property-notifications.ts';
import { intent } from '../domain/recipients.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const emailsOf = (sourceFilter: string, values: unknown[]) =>
  uc.sql<{
    template: string;
    recipient: string;
    status: string;
    type: string | null;
    property_id: string | null;
  }>(
    `SELECT template, recipient, status, type, property_id FROM email_notification WHERE ${sourceFilter} ORDER BY template`,
    values,
  );

/** The status and code an AppError carries, or the error itself. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.statusCode, code: error.code };
}

describe('submitContact', () => {
  it('stores the message, announces it and queues the team email and the sender copy, in one go', async () => {
    const input = build('contact', { email: '  Visita.Contacto@Example.COM ', phone_number: '' });
    const id = await submitContact(uc.deps, input, { clientIp: '203.0.113.7' });

    const [row] = await uc.sql(
      'SELECT email, phone_number, client_ip, locale FROM contact_message WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      email: 'visita.contacto@example.com',
      phone_number: null,
      client_ip: '203.0.113.7',
      locale: input.locale,
    });
    const events = (await uc.events('notifications.contact.received')).filter(
      (e) => (e.payload as { contactId: string }).contactId === id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.producer).toBe('notifications');
    const emails = await emailsOf('dedupe_key LIKE $1', [`${id}:%`]);
    expect(emails.map((e) => [e.template, e.recipient])).toEqual([
      ['contact_confirmation', 'visita.contacto@example.com'],
      ['contact_team', TEAM_EMAIL],
    ]);
  });

  it('a filled honeypot gets an id and leaves no row, event or email', async () => {
    const before = await uc.sql('SELECT count(*)::int AS n FROM contact_message');
    const id = await submitContact(uc.deps, build('contact', { website: 'https://spam.example' }), {
      clientIp: null,
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await uc.sql('SELECT count(*)::int AS n FROM contact_message')).toEqual(before);
    expect(await emailsOf('dedupe_key LIKE $1', [`${id}:%`])).toEqual([]);
  });
});

describe('the email pipeline: requestEmailNotification and queueEmails', () => {
  it("a file notice queues the team's review and the owners' receipt, and answers the team email's id", async () => {
    const owner = await givenProfile(uc, { name: 'Dueña' });
    const propertyId = await givenProperty(uc, 'Casa Contrato', [{ profileId: owner.id, label: 'OWNER' }]);
    const id = await requestEmailNotification(uc.deps, authOf(owner.id), {
      ...build('emailNotification'),
      property_id: propertyId,
      type: 'CONTRACT_UPLOADED',
    });
    const emails = await emailsOf('property_id = $1', [propertyId]);
    expect(emails.map((e) => [e.template, e.recipient, e.type])).toEqual([
      ['contract_uploaded', owner.email, 'CONTRACT_UPLOADED'],
      ['contract_uploaded_team', TEAM_EMAIL, 'CONTRACT_UPLOADED'],
    ]);
    const [team] = await uc.sql('SELECT template FROM email_notification WHERE id = $1', [id]);
    expect(team).toEqual({ template: 'contract_uploaded_team' });
  });

  it('refuses a caller without file insert (403) and a type only events may send (400), queueing nothing', async () => {
    const worker = await givenProfile(uc);
    const propertyId = await givenProperty(uc, 'Casa Ajena', [{ profileId: worker.id, label: 'WORKER' }]);
    const body = { ...build('emailNotification'), property_id: propertyId };
    expect(
      await refusal(
        requestEmailNotification(uc.deps, authOf(worker.id), { ...body, type: 'CONTRACT_UPLOADED' }),
      ),
    ).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(
      await refusal(
        requestEmailNotification(uc.deps, authOf(worker.id, 'ADMIN'), { ...body, type: 'PROPERTY_SOLD' }),
      ),
    ).toMatchObject({ status: 400 });
    expect(await emailsOf('property_id = $1', [propertyId])).toEqual([]);
  });

  it('queues once per source, template and recipient, and suppresses optional mail to an address that opted out', async () => {
    const optedOut = 'sin.avisos@example.com';
    await unsubscribe(uc.deps, await unsubscribeToken(uc.deps.db, optedOut, new Date()));
    const propertyId = await givenProperty(uc, 'Casa Vendida');
    const intents = [
      intent(
        'property_sold',
        { email: optedOut, locale: 'ES' },
        { name: 'Dueña', propertyId, propertyName: 'Casa Vendida' },
        propertyId,
      ),
      intent(
        'password_reset',
        { email: optedOut, locale: 'ES' },
        {
          name: null,
          resetUrl: 'https://casona.test/reset?token=x',
          expiresAt: new Date().toISOString(),
        },
      ),
    ];
    const source = crypto.randomUUID();
    const first = await uc.deps.db.tx((client) => queueEmails(client, uc.deps, source, intents));
    const again = await uc.deps.db.tx((client) => queueEmails(client, uc.deps, source, intents));
    expect(again.map((e) => e.id)).toEqual(first.map((e) => e.id));
    const rows = await emailsOf('dedupe_key LIKE $1', [`${source}:%`]);
    expect(rows.map((e) => [e.template, e.status === 'SUPPRESSED'])).toEqual([
      ['password_reset', false],
      ['property_sold', true],
    ]);
  });
});

describe('property notifications', () => {
  it('members who may read see the notice with their own read mark; staff see every property', async () => {
    const owner = await givenProfile(uc);
    const manager = await givenProfile(uc);
    const propertyId = await givenProperty(uc, 'Casa Avisos', [
      { profileId: owner.id, label: 'OWNER' },
      { profileId: manager.id, label: 'MANAGER' },
    ]);
    const notice = await createPropertyNotification(uc.deps, authOf(owner.id), {
      property_id: propertyId,
      en_markdown: 'The pool is closed',
      es_markdown: 'La alberca está cerrada',
    });
    expect(notice).toMatchObject({ property_id: propertyId, property_name: 'Casa Avisos', read: false });

    expect(await unreadCount(uc.deps, authOf(manager.id), propertyId)).toBe(1);
    await markRead(uc.deps, authOf(manager.id), notice.id);
    await markRead(uc.deps, authOf(manager.id), notice.id);
    expect(await unreadCount(uc.deps, authOf(manager.id), propertyId)).toBe(0);
    expect(await unreadCount(uc.deps, authOf(owner.id), undefined)).toBe(1);

    const mine = await listPropertyNotifications(uc.deps, authOf(manager.id), { page: 1 });
    expect(mine.items.map((n) => [n.id, n.read])).toEqual([[notice.id, true]]);
    const staff = await listPropertyNotifications(uc.deps, authOf(owner.id, 'STAFF'), { page: 1 });
    expect(staff.items.map((n) => n.id)).toContain(notice.id);
  });

  it('a WORKER neither reads nor posts (403); an unknown notice is a 404; a MANAGER deletes', async () => {
    const worker = await givenProfile(uc);
    const manager = await givenProfile(uc);
    const propertyId = await givenProperty(uc, 'Casa Obra', [
      { profileId: worker.id, label: 'WORKER' },
      { profileId: manager.id, label: 'MANAGER' },
    ]);
    const body = { property_id: propertyId, en_markdown: 'Hi', es_markdown: 'Hola' };
    expect(await refusal(createPropertyNotification(uc.deps, authOf(worker.id), body))).toMatchObject({
      status: 403,
    });
    expect(await refusal(unreadCount(uc.deps, authOf(worker.id), propertyId))).toMatchObject({ status: 403 });
    expect((await listPropertyNotifications(uc.deps, authOf(worker.id), { page: 1 })).items).toEqual([]);
    expect(await refusal(markRead(uc.deps, authOf(worker.id), crypto.randomUUID()))).toMatchObject({
      status: 404,
    });
    const notice = await createPropertyNotification(uc.deps, authOf(manager.id), body);
    await deletePropertyNotification(uc.deps, authOf(manager.id), notice.id);
    expect(await uc.sql('SELECT 1 FROM property_notification WHERE id = $1', [notice.id])).toEqual([]);
  });
});
