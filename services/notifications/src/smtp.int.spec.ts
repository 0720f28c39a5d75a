import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_EMAIL,
  emailReached,
  emailsTo,
  eventually,
  makeStaff,
  registerAccount,
  startHarness,
  type Harness,
} from './testing/harness.ts';
import { startSmtpServer, type TestSmtpServer } from './testing/smtp.ts';

/** Sending through a real SMTP server on loopback, which this suite takes down and brings back. */
let smtp: TestSmtpServer;
let h: Harness;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await startHarness({ smtpUrl: smtp.url, env: { EMAIL_MAX_ATTEMPTS: '30', EMAIL_BACKOFF_MS: '100' } });
});
afterAll(async () => {
  await h?.stop();
  await smtp?.close();
});

const attemptsOf = (emailId: string) =>
  h.sql<{ attempt: number; ok: boolean; error: string | null }>(
    'SELECT attempt, ok, error FROM email_attempt WHERE email_id = $1 ORDER BY attempt',
    [emailId],
  );

const failuresOf = async (emailId: string) =>
  (await h.events('notifications.notification.email_failed'))
    .map((e) => e.payload as { emailId: string; attempt: number; willRetry: boolean; error: string })
    .filter((p) => p.emailId === emailId);

const contact = (email: string) => ({
  name: 'Carla Contreras',
  email,
  text: '¿Administran departamentos en Mérida?',
  locale: 'ES',
});

describe('delivery through SMTP', () => {
  it('a failing SMTP server makes the job retry, and the email goes out once the server comes back', async () => {
    const sender = `carla.${Date.now()}@example.mx`;
    await smtp.stop();
    const res = await h.call('POST', '/api/v1/contact', { body: contact(sender) });
    expect(res.status).toBe(201);

    // Connection refused: recorded, announced, and retried with backoff.
    const failing = await eventually(
      async () => (await emailsTo(h, sender)).find((e) => e.attempts >= 3 && e.status === 'QUEUED'),
      'three failed tries',
    );
    expect(failing.last_error).toMatch(/SMTP delivery failed/);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    const sent = await emailReached(h, sender, 'contact_confirmation', 'SENT');
    await emailReached(h, TEAM_EMAIL, 'contact_team', 'SENT');

    const mine = smtp.received.filter((m) => m.to.includes(sender));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.raw).toMatch(/Subject: Recibimos tu mensaje/);
    expect(
      smtp.received.filter((m) => m.to.includes(TEAM_EMAIL) && /Reply-To: carla\./i.test(m.raw)),
    ).toHaveLength(1);

    const attempts = await attemptsOf(sent.id);
    expect(attempts.length).toBe(sent.attempts);
    expect(attempts.at(-1)).toMatchObject({ ok: true, error: null });
    expect(attempts.slice(0, -1).every((a) => !a.ok && /SMTP delivery failed/.test(a.error ?? ''))).toBe(
      true,
    );
    expect(attempts.map((a) => a.attempt)).toEqual(attempts.map((_, i) => i + 1));
    const failures = await failuresOf(sent.id);
    expect(failures.length).toBe(sent.attempts - 1);
    expect(failures.every((f) => f.willRetry)).toBe(true);
    expect(sent.provider_id).toMatch(/^<.+@.+>$/);
  });

  it('a temporary refusal (451) is retried until the server accepts', async () => {
    const sender = `dora.${Date.now()}@example.mx`;
    smtp.refuseWith = { code: 451, message: 'Local error in processing, try again later' };
    await h.call('POST', '/api/v1/contact', { body: contact(sender) });
    await eventually(
      async () => (await emailsTo(h, sender)).find((e) => e.attempts >= 2 && /451/.test(e.last_error ?? '')),
      'a 451 recorded',
    );
    smtp.refuseWith = null;
    const sent = await emailReached(h, sender, 'contact_confirmation', 'SENT');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.received.filter((m) => m.to.includes(sender))).toHaveLength(1);
  });

  it('a permanent refusal (550) fails the email at once, recorded and announced without retry', async () => {
    const sender = `nadie.${Date.now()}@example.mx`;
    smtp.refuseWith = { code: 550, message: 'No such user here' };
    try {
      await h.call('POST', '/api/v1/contact', { body: contact(sender) });
      const failed = await emailReached(h, sender, 'contact_confirmation', 'FAILED');
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toMatch(/550|No such user/);
      expect(await failuresOf(failed.id)).toMatchObject([{ attempt: 1, willRetry: false }]);
    } finally {
      smtp.refuseWith = null;
    }
  });

  it('the embedded mailbox answers 404 with a clear message when SMTP is configured', async () => {
    const admin = await makeStaff(h, await registerAccount(h), 'ADMIN');
    // A signed-in caller is answered in their profile's language (ES here), whatever the browser says.
    const res = await h.call('GET', '/api/v1/admin/mail', { token: admin.accessToken, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      'En esta instalación el correo se envía por un servidor SMTP, así que no hay un buzón local que mostrar.',
    );
    const detail = await h.call('GET', `/api/v1/admin/mail/2025-01-01T00-00-00.000Z-${crypto.randomUUID()}`, {
      token: admin.accessToken,
    });
    expect(detail.status).toBe(404);
  });
});
