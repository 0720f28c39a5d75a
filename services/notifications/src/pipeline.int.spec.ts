import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDefinition } from '@casona/proto';
import {
  TEAM_EMAIL,
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

let h: Harness;
let admin: Account;
beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin Casona' }), 'ADMIN');
});
afterAll(async () => h?.stop());

const mailTo = async (address: string) =>
  (await h.outbox()).filter((m) => m.to.includes(address.toLowerCase()));

describe('identity.password_reset.requested', () => {
  it('results in exactly one email even when the event is delivered twice', async () => {
    const account = await registerAccount(h, { name: 'Begoña Ibáñez' });
    const recover = await h.call('POST', '/api/v1/auth/recover_password', { body: { email: account.email } });
    expect(recover.status).toBe(200);

    const sent = await emailReached(h, account.email, 'password_reset');
    const [published] = await h.events('identity.password_reset.requested', 'identity');
    expect(published).toBeDefined();
    const topic = eventDefinition('identity.password_reset.requested').topic;

    // At-least-once: the broker hands the same event over again.
    await h.infra.bus.publish(topic, [published!]);
    // And again after the consumer lost its processed-event mark (a restored backup): the email's
    // own dedupe key (event + template + recipient) still holds.
    await h.sql('DELETE FROM processed_event WHERE event_id = $1', [published!.id]);
    await h.infra.bus.publish(topic, [published!]);
    await h.notifications.context.jobs.enqueue(
      'send-email',
      { emailId: sent.id },
      { jobId: `again-${sent.id}` },
    );
    await new Promise((resolve) => setTimeout(resolve, 800));

    const emails = (await emailsTo(h, account.email)).filter((e) => e.template === 'password_reset');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ status: 'SENT', attempts: 1, locale: 'ES' });
    const inbox = (await mailTo(account.email)).filter(
      (m) => m.subject === 'Restablece tu contraseña de Casona',
    );
    expect(inbox).toHaveLength(1);
    const resetUrl = (published!.payload as { resetUrl: string }).resetUrl;
    expect(inbox[0]!.text).toContain(resetUrl);
    expect(inbox[0]!.text).toContain('Hola, Begoña Ibáñez:');
    expect(inbox[0]!.headers).toMatchObject({
      'X-Casona-Template': 'password_reset',
      'X-Casona-Locale': 'ES',
    });
    expect(inbox[0]!.headers['List-Unsubscribe']).toBeUndefined();
    expect(emails[0]!.provider_id).toBe(inbox[0]!.id);

    const sentEvents = (await h.events('notifications.notification.email_sent')).filter(
      (e) => (e.payload as { emailId: string }).emailId === sent.id,
    );
    expect(sentEvents.map((e) => e.payload)).toEqual([
      {
        emailId: sent.id,
        template: 'password_reset',
        to: account.email,
        locale: 'ES',
        propertyId: null,
        profileId: account.id,
        emailNotificationType: null,
      },
    ]);
  });

  it('an English profile gets the English email; registration sends the welcome email once', async () => {
    const account = await registerAccount(h, { locale: 'EN', name: 'Jane Roe' });
    await emailReached(h, account.email, 'account_created');
    await h.call('POST', '/api/v1/auth/recover_password', { body: { email: account.email } });
    await emailReached(h, account.email, 'password_reset');
    const subjects = (await mailTo(account.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Reset your Casona password', 'Welcome to Casona']);
  });
});

describe('property emails from listings events', () => {
  it('published → every owner-type member; sold → owners and the team; members of other labels get nothing', async () => {
    const owner = await registerAccount(h, { name: 'Dueña Uno' });
    const manager = await registerAccount(h, { name: 'Gerente' });
    const propertyId = await createProperty(h, owner, 'Casa Colibrí');
    await grant(h, admin, manager, propertyId, 'MANAGER');

    await h.publish('listings.property.published', {
      propertyId,
      name: 'Casa Colibrí',
      slug: 'casa-colibri',
      publishedAt: new Date().toISOString(),
    });
    await emailReached(h, owner.email, 'property_published');
    await h.publish('listings.property.sold', {
      propertyId,
      name: 'Casa Colibrí',
      soldAt: new Date().toISOString(),
    });
    await emailReached(h, owner.email, 'property_sold');
    const team = await emailReached(h, TEAM_EMAIL, 'property_sold_team');
    expect(team).toMatchObject({ type: 'PROPERTY_SOLD', property_id: propertyId, locale: 'ES' });

    expect((await emailsTo(h, manager.email)).map((e) => e.template)).toEqual(['account_created']);
    const published = (await mailTo(owner.email)).find(
      (m) => m.subject === '¡Casa Colibrí ya está publicada!',
    );
    expect(published?.text).toContain(`${h.base}/property/${propertyId}`);
    // Not transactional: an unsubscribe link in the footer and the List-Unsubscribe header.
    expect(published?.text).toMatch(/Date de baja: http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=[\w-]+/);
    expect(published?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=/,
    );
  });

  it('an Airbnb listing → owners and the team; a tour request → the team and the requester', async () => {
    const owner = await registerAccount(h, { locale: 'EN', name: 'Owner Two' });
    const propertyId = await createProperty(h, owner, 'Loft Roma');
    await h.publish('listings.airbnb_listing.submitted', {
      airbnbListingId: crypto.randomUUID(),
      propertyId,
      name: 'Loft con terraza',
      url: 'https://www.airbnb.mx/rooms/53627481',
      isMainListing: true,
      currency: 'MXN',
      baseHoursToClean: 3,
      currentHoursToClean: 3,
    });
    const ownerEmail = await emailReached(h, owner.email, 'airbnb_listing_submitted');
    expect(ownerEmail).toMatchObject({ type: 'AIRBNB_LISTING_SUBMITTED', locale: 'EN' });
    await emailReached(h, TEAM_EMAIL, 'airbnb_listing_submitted_team');

    const buyer = `comprador.${Date.now()}@example.mx`;
    await h.publish('listings.tour.requested', {
      tourRequestId: crypto.randomUUID(),
      propertyId,
      leadId: null,
      name: 'Beto Ramírez',
      email: buyer,
      phoneNumber: '3312345678',
      locale: 'ES',
      tourTime: '2025-04-12T16:00:00.000Z',
      buyerProfile: 'TO_LIVE',
      budget: '2.5-5',
      creditOption: 'APPROVED_CREDIT',
      timeToBuy: '3-6',
    });
    await emailReached(h, buyer, 'tour_request_confirmation');
    await emailReached(h, TEAM_EMAIL, 'tour_request_team');
    const teamMail = (await mailTo(TEAM_EMAIL)).find(
      (m) => m.subject === 'Nueva solicitud de visita: Loft Roma',
    );
    expect(teamMail?.replyTo).toBe(buyer);
    expect(teamMail?.text).toContain('Crédito: Crédito aprobado');

    // A seeded home notifications never heard of: the event's name, never "una propiedad" (#16).
    const seededBuyer = `comprador.sembrado.${Date.now()}@example.mx`;
    await h.publish('listings.tour.requested', {
      tourRequestId: crypto.randomUUID(),
      propertyId: crypto.randomUUID(),
      leadId: null,
      name: 'Beto Ramírez',
      email: seededBuyer,
      phoneNumber: '3312345678',
      locale: 'ES',
      tourTime: '2025-04-12T16:00:00.000Z',
      buyerProfile: 'TO_LIVE',
      budget: '2.5-5',
      creditOption: 'INFONAVIT',
      timeToBuy: '3-6',
      propertyName: 'Casa Olímpica',
    });
    await emailReached(h, seededBuyer, 'tour_request_confirmation');
    const [confirmation] = await mailTo(seededBuyer);
    expect(confirmation?.text).toContain('Casa Olímpica');
    expect(confirmation?.text).not.toContain('una propiedad');
  });
});

describe('invitations', () => {
  it('the invitee is emailed (account or not); when they accept, the inviter is', async () => {
    const owner = await registerAccount(h, { name: 'Inés Invitadora' });
    const propertyId = await createProperty(h, owner, 'Casa Jacaranda');
    const invitee = await registerAccount(h, { name: 'Iván Invitado', locale: 'EN' });
    const invited = await h.call('POST', '/api/v1/property_customer_invitation', {
      token: owner.accessToken,
      body: { property_id: propertyId, email: invitee.email, label: 'MANAGER', locale: 'EN' },
    });
    expect(invited.status).toBe(201);
    await emailReached(h, invitee.email, 'invitation_received');
    const mail = (await mailTo(invitee.email)).find((m) => m.subject.includes('invited you'));
    expect(mail?.subject).toBe('Inés Invitadora invited you to Casa Jacaranda on Casona');

    const accepted = await h.call('POST', '/api/v1/property_customer_invitation/accept', {
      token: invitee.accessToken,
      body: { invitation_id: invited.body.id },
    });
    expect(accepted.status).toBe(200);
    await emailReached(h, owner.email, 'invitation_accepted');
    const note = (await mailTo(owner.email)).find((m) => m.subject === 'Iván Invitado aceptó tu invitación');
    expect(note?.text).toContain('como administrador');

    const stranger = `sin.cuenta.${Date.now()}@example.mx`;
    await h.call('POST', '/api/v1/property_customer_invitation', {
      token: owner.accessToken,
      body: { property_id: propertyId, email: stranger, label: 'WORKER', locale: 'ES' },
    });
    await emailReached(h, stranger, 'invitation_received');
    expect((await mailTo(stranger))[0]?.text).toContain(`${h.base}/register`);
  });
});

describe('unsubscribe', () => {
  it('opts the address out of non-transactional email only', async () => {
    const owner = await registerAccount(h, { name: 'Olga Optout' });
    const propertyId = await createProperty(h, owner, 'Casa Olga');
    await h.publish('listings.property.published', {
      propertyId,
      name: 'Casa Olga',
      slug: 'casa-olga',
      publishedAt: new Date().toISOString(),
    });
    await emailReached(h, owner.email, 'property_published');
    const mail = (await mailTo(owner.email)).find((m) => m.headers['List-Unsubscribe']);
    const token = decodeURIComponent(/token=([^>\s]+)/.exec(mail!.headers['List-Unsubscribe']!)![1]!);

    const state = await h.call('GET', `/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(state).toMatchObject({ status: 200, body: { email: owner.email, unsubscribed: false } });
    const done = await h.call('POST', '/api/v1/email/unsubscribe', { body: { token }, lang: 'es' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      email: owner.email,
      unsubscribed: true,
      message: `Ya no recibirás correos de notificaciones en ${owner.email}.`,
    });
    expect((await h.call('POST', '/api/v1/email/unsubscribe', { body: { token } })).status).toBe(200);
    const bad = await h.call('GET', '/api/v1/email/unsubscribe?token=nope', { lang: 'en' });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe(
      'This unsubscribe link is not valid. Please use the link of a recent email.',
    );

    await h.publish('listings.property.sold', {
      propertyId,
      name: 'Casa Olga',
      soldAt: new Date().toISOString(),
    });
    await emailReached(h, owner.email, 'property_sold', 'SUPPRESSED');
    await emailReached(h, TEAM_EMAIL, 'property_sold_team');
    await h.call('POST', '/api/v1/auth/recover_password', { body: { email: owner.email } });
    await emailReached(h, owner.email, 'password_reset');
    expect((await mailTo(owner.email)).some((m) => m.subject.includes('se vendió'))).toBe(false);
  });
});

describe('the delivery log and the embedded mailbox (staff)', () => {
  it('lists every email with status and tries, and shows the outbox newest first', async () => {
    const log = await h.call('GET', '/api/v1/admin/email_notification?page=1', { token: admin.accessToken });
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(log.body.total).toBeGreaterThan(5);
    expect(log.body.items[0]).toEqual({
      id: expect.any(String),
      property_id: expect.toBeOneOf([null, expect.any(String)]),
      type: expect.toBeOneOf([null, expect.any(String)]),
      template: expect.any(String),
      recipient: expect.any(String),
      status: expect.any(String),
      attempts: expect.any(Number),
      provider_id: expect.toBeOneOf([null, expect.any(String)]),
      last_error: null,
      created_at: expect.any(String),
      sent_at: expect.toBeOneOf([null, expect.any(String)]),
    });
    const sold = log.body.items.find((e: { template: string }) => e.template === 'property_sold_team');
    const byProperty = await h.call(
      'GET',
      `/api/v1/admin/email_notification?property_id=${sold.property_id}`,
      {
        token: admin.accessToken,
      },
    );
    expect(
      byProperty.body.items.every((e: { property_id: string }) => e.property_id === sold.property_id),
    ).toBe(true);

    await eventually(
      async () => (await h.sql("SELECT 1 FROM email_notification WHERE status = 'QUEUED'")).length === 0,
      'queue drained',
    );
    const mail = await h.call('GET', '/api/v1/admin/mail', { token: admin.accessToken });
    expect(mail.status).toBe(200);
    const outbox = await h.outbox();
    expect(mail.body.total).toBe(outbox.length);
    expect(mail.body.items).toHaveLength(Math.min(20, outbox.length));
    expect(mail.body.items[0]).toEqual({
      id: outbox[0]!.id,
      to: outbox[0]!.to,
      from: 'Casona <hola@casona.mx>',
      subject: outbox[0]!.subject,
      date: outbox[0]!.sentAt,
      template: outbox[0]!.headers['X-Casona-Template'],
      locale: outbox[0]!.headers['X-Casona-Locale'],
    });
    const page2 = await h.call('GET', '/api/v1/admin/mail?page=2', { token: admin.accessToken });
    expect(page2.body.items[0]?.id).toBe(outbox[20]?.id);

    const one = await h.call('GET', `/api/v1/admin/mail/${outbox[0]!.id}`, { token: admin.accessToken });
    expect(one.body).toMatchObject({ id: outbox[0]!.id, html: outbox[0]!.html, text: outbox[0]!.text });
    const traversal = await h.call('GET', '/api/v1/admin/mail/..%2F..%2Fetc%2Fpasswd', {
      token: admin.accessToken,
    });
    expect([400, 404]).toContain(traversal.status);
    const missing = `${outbox[0]!.id.slice(0, -12)}000000000000`;
    expect((await h.call('GET', `/api/v1/admin/mail/${missing}`, { token: admin.accessToken })).status).toBe(
      404,
    );
  });
});

describe('recovery', () => {
  const stored = (recipient: string, status: string, extra: string) =>
    h.sql(
      `INSERT INTO email_notification
         (id, dedupe_key, template, recipient, locale, transactional, data, status, created_at, updated_at, ${extra})
       VALUES (gen_random_uuid(), gen_random_uuid()::text, 'contact_confirmation', $1, 'ES', true,
               '{"name":"Rosa","text":"Hola"}'::jsonb, $2, now(), now(), now() - interval '1 hour')
       RETURNING id`,
      [recipient, status],
    );

  it('re-enqueues an email whose job was lost, and takes over one whose sender died', async () => {
    const lost = `perdido.${Date.now()}@example.mx`;
    const orphan = `huerfano.${Date.now()}@example.mx`;
    // Handed to the queue an hour ago and still QUEUED: the job is gone (queue flushed, crash).
    await stored(lost, 'QUEUED', 'enqueued_at');
    // SENDING with a lease that ran out: the worker died mid-send.
    await h.sql(`UPDATE email_notification SET attempts = 1 WHERE id = ($1::uuid)`, [
      (await stored(orphan, 'SENDING', 'lease_until'))[0].id,
    ]);
    const recovered = await emailReached(h, lost, 'contact_confirmation');
    expect(recovered.attempts).toBe(1);
    const taken = await emailReached(h, orphan, 'contact_confirmation');
    expect(taken.attempts).toBe(2);
    expect((await mailTo(lost)).map((m) => m.subject)).toEqual(['Recibimos tu mensaje']);
    expect((await mailTo(orphan)).map((m) => m.subject)).toEqual(['Recibimos tu mensaje']);
  });
});
