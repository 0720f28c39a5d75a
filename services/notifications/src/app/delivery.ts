/**
 * Sending one stored email: the `send-email` job. The job id is the email id, and the job claims the
 * row before sending (QUEUED → SENDING, with a lease), so a second job for the same email — a
 * redelivered event, a re-dispatch after a crash — finds it taken or done and sends nothing.
 * Every try is recorded with its error; a failure that can pass (SMTP 4xx, no connection) goes back
 * to QUEUED and the job throws, so the queue retries it with exponential backoff; one that cannot,
 * or the last try, ends FAILED. Each outcome is announced on the outbox (email_sent, email_failed).
 */
import type { JobContext } from '@casona/kit/ports/job-queue';
import type { EmailNotificationType, Locale } from '@casona/proto';
import { afterFailure, describeError, isTransient } from '../domain/delivery.ts';
import { renderEmail, type RenderedEmail } from '../domain/layout.ts';
import { isTemplateKey, type TemplateData, type TemplateKey } from '../domain/templates.ts';
import type { Deps } from './deps.ts';
import type { EmailStatus } from './emails.ts';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe.ts';

interface ClaimedEmail {
  id: string;
  template: string;
  type: EmailNotificationType | null;
  property_id: string | null;
  profile_id: string | null;
  recipient: string;
  locale: Locale;
  transactional: boolean;
  data: TemplateData[TemplateKey];
  status: EmailStatus;
  attempts: number;
}

export interface SendEmailJob {
  emailId: string;
}

/** QUEUED (or SENDING past its lease: the sender crashed) → SENDING; null when done or taken. */
async function claim(deps: Deps, emailId: string): Promise<ClaimedEmail | null> {
  const { rows } = await deps.db.query<ClaimedEmail>(
    `UPDATE email_notification
        SET status = 'SENDING', attempts = attempts + 1,
            lease_until = now() + ($2::bigint * interval '1 millisecond'), updated_at = $3
      WHERE id = $1 AND (status = 'QUEUED' OR (status = 'SENDING' AND lease_until < now()))
      RETURNING id, template, type, property_id, profile_id, recipient, locale, transactional, data, status, attempts`,
    [emailId, deps.config.EMAIL_LEASE_MS, deps.now()],
  );
  return rows[0] ?? null;
}

const fieldsOf = (e: ClaimedEmail) => ({
  emailId: e.id,
  template: e.template,
  to: e.recipient,
  locale: e.locale,
  propertyId: e.property_id,
  profileId: e.profile_id,
  emailNotificationType: e.type,
});

async function render(
  deps: Deps,
  email: ClaimedEmail,
): Promise<RenderedEmail & { unsubscribeUrl: string | null }> {
  if (!isTemplateKey(email.template)) throw new Error(`Unknown email template ${email.template}`);
  const unsubscribe = email.transactional
    ? null
    : unsubscribeUrl(deps.platform.PUBLIC_URL, await unsubscribeToken(deps.db, email.recipient, deps.now()));
  const rendered = renderEmail({
    template: email.template,
    data: email.data,
    lang: email.locale === 'EN' ? 'en' : 'es',
    recipient: email.recipient,
    unsubscribeUrl: unsubscribe,
    publicUrl: deps.platform.PUBLIC_URL,
  });
  return { ...rendered, unsubscribeUrl: unsubscribe };
}

async function recordSent(deps: Deps, email: ClaimedEmail, providerId: string): Promise<void> {
  await deps.db.tx(async (client) => {
    const now = deps.now();
    await client.query(
      `UPDATE email_notification SET status = 'SENT', provider_id = $2, last_error = NULL, lease_until = NULL,
              sent_at = $3, updated_at = $3
        WHERE id = $1`,
      [email.id, providerId, now],
    );
    await client.query('INSERT INTO email_attempt (email_id, attempt, ok, at) VALUES ($1, $2, true, $3)', [
      email.id,
      email.attempts,
      now,
    ]);
    await deps.emit(client, [deps.event('notifications.notification.email_sent', fieldsOf(email))]);
  });
}

async function recordFailure(
  deps: Deps,
  email: ClaimedEmail,
  error: string,
  transient: boolean,
): Promise<boolean> {
  const decision = afterFailure({
    attempts: email.attempts,
    maxAttempts: deps.config.EMAIL_MAX_ATTEMPTS,
    transient,
  });
  await deps.db.tx(async (client) => {
    const now = deps.now();
    await client.query(
      `UPDATE email_notification SET status = $2, last_error = $3, lease_until = NULL, updated_at = $4
        WHERE id = $1`,
      [email.id, decision.status, error, now],
    );
    await client.query(
      'INSERT INTO email_attempt (email_id, attempt, ok, error, at) VALUES ($1, $2, false, $3, $4)',
      [email.id, email.attempts, error, now],
    );
    await deps.emit(client, [
      deps.event('notifications.notification.email_failed', {
        ...fieldsOf(email),
        error,
        attempt: email.attempts,
        willRetry: decision.willRetry,
      }),
    ]);
  });
  return decision.willRetry;
}

/** The `send-email` job. Throws only to ask the queue for a retry (after recording the failure). */
export async function sendEmail(deps: Deps, data: SendEmailJob, job: JobContext): Promise<void> {
  const email = await claim(deps, data.emailId);
  if (!email) return; // sent, failed for good, suppressed, or another worker holds it
  let rendered: RenderedEmail & { unsubscribeUrl: string | null };
  try {
    rendered = await render(deps, email);
  } catch (err) {
    // A template that cannot render will not render on the next try either.
    deps.logger.error({ err, emailId: email.id, template: email.template }, 'email could not be rendered');
    await recordFailure(deps, email, describeError(err), false);
    return;
  }
  const headers: Record<string, string> = {
    'X-Casona-Template': email.template,
    'X-Casona-Locale': email.locale,
    'X-Casona-Email-Id': email.id,
  };
  if (rendered.unsubscribeUrl) headers['List-Unsubscribe'] = `<${rendered.unsubscribeUrl}>`;
  let providerId: string;
  try {
    const sent = await deps.mailer.send({
      to: email.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      ...(rendered.replyTo ? { replyTo: rendered.replyTo } : {}),
      headers,
    });
    providerId = sent.messageId;
  } catch (err) {
    const message = describeError(err);
    const willRetry = await recordFailure(deps, email, message, isTransient(err));
    deps.logger.warn(
      {
        emailId: email.id,
        template: email.template,
        attempt: email.attempts,
        jobAttempt: job.attempt,
        willRetry,
        error: message,
      },
      'email send failed',
    );
    if (willRetry) throw err;
    return;
  }
  await recordSent(deps, email, providerId);
}
