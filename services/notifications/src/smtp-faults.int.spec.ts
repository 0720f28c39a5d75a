/**
 * Fault (issue 17): the SMTP server takes a message and the line is cut before its 250 reply. SMTP
 * gives the sender no way to know whether such a message was taken, and Casona chooses not to lose
 * it: the try is recorded as failed with the connection error, the job retries with backoff, and the
 * email ends SENT once, with both tries in its delivery log. The recipient may therefore get the
 * message twice; both copies carry the email's X-Casona-Email-Id, so they are known to be one email
 * (SECURITY.md, 'SMTP'). A refusal before the message is taken (connection refused, 451) is never a
 * duplicate: smtp.int.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, eventually, startHarness, type Harness } from './testing/harness.ts';
import { startSmtpServer, type TestSmtpServer } from './testing/smtp.ts';

let smtp: TestSmtpServer;
let h: Harness;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await startHarness({ smtpUrl: smtp.url, env: { EMAIL_MAX_ATTEMPTS: '5', EMAIL_BACKOFF_MS: '100' } });
});
afterAll(async () => {
  await h?.stop();
  await smtp?.close();
});

const emailIdOf = (raw: string) => /^X-Casona-Email-Id: (.+)$/im.exec(raw)?.[1]?.trim();

describe('the SMTP line cut after the message was taken', () => {
  it('is retried and recorded: the email ends SENT once, every copy names the one email', async () => {
    const sender = `lucia.${Date.now()}@example.mx`;
    const before = smtp.received.length;
    smtp.dropAfterData = 1;
    const res = await h.call('POST', '/api/v1/contact', {
      body: { name: 'Lucía Paredes', email: sender, text: '¿Tienen casas en Oaxaca?', locale: 'ES' },
    });
    expect(res.status).toBe(201);

    // The first message taken is the one whose reply was cut.
    const cut = await eventually(async () => smtp.received[before], 'the message taken before the cut');
    const emailId = emailIdOf(cut.raw);
    expect(emailId).toMatch(/^[0-9a-f-]{36}$/);
    const sent = await eventually(
      async () => (await emailsTo(h, cut.to[0]!)).find((e) => e.id === emailId && e.status === 'SENT'),
      'the cut email sent on a later try',
    );
    expect(sent.attempts).toBe(2);

    const attempts = await h.sql<{ attempt: number; ok: boolean; error: string | null }>(
      'SELECT attempt, ok, error FROM email_attempt WHERE email_id = $1 ORDER BY attempt',
      [emailId],
    );
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({ attempt: 1, ok: false });
    expect(attempts[0]!.error).toMatch(/SMTP delivery failed/);
    expect(attempts[1]).toMatchObject({ attempt: 2, ok: true, error: null });
    const failed = (await h.events('notifications.notification.email_failed')).filter(
      (e) => (e.payload as { emailId: string }).emailId === emailId,
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]!.payload).toMatchObject({ willRetry: true, attempt: 1 });
    expect(
      (await h.events('notifications.notification.email_sent')).filter(
        (e) => (e.payload as { emailId: string }).emailId === emailId,
      ),
    ).toHaveLength(1);

    // What the server took: no more copies than tries, each naming the one email.
    const copies = smtp.received.slice(before).filter((m) => emailIdOf(m.raw) === emailId);
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(copies.length).toBeLessThanOrEqual(sent.attempts);
    expect(new Set(copies.map((m) => m.to.join(',')))).toEqual(new Set([cut.to.join(',')]));
    // Every copy carries the one Message-ID, so a mail client shows a copy taken twice once.
    const ids = copies.map((m) => /^message-id:\s*(<[^>]+>)/im.exec(m.raw)?.[1]);
    expect(ids[0]).toMatch(new RegExp(`^<${emailId}@[a-z0-9.-]+>$`));
    expect(new Set(ids)).toEqual(new Set([ids[0]]));
    console.info(
      `[faults] SMTP cut after DATA: email ${emailId} tried ${sent.attempts} times, ${copies.length} copies taken by the server`,
    );
  });
});
