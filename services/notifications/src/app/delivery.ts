/**
 * Sending one stored email: the `send-email` job. The job id is the email id, and the job claims the
 * row before sending (QUEUED → SENDING, with a lease), so a second job for the same email — a
 * redelivered event, a re-dispatch after a crash — finds it taken or done and sends nothing.
 * Every try is recorded with its error; a failure that can pass (SMTP 4xx, no connection) goes back
 * to QUEUED and the job throws, so the queue retries it with exponential backoff; one that cannot,
 * or the last try, ends FAILED. Each outcome is announced on the outbox (email_sent, email_failed).
 */
import type { JobContext } from '@casona/kit/ports/job-queue';
import { afterFailure, describeError, isTransient, messageIdOf } from '../domain/delivery.ts';
import { renderEmail, type RenderedEmail } from '../domain/layout.ts';
import { unsubscribeUrl } from '../domain/recipients.ts';
import { isTemplateKey } from '../domain/templates.ts';
import type { Deps } from './deps.ts';
import { claimEmail, insertAttempt, markFailed, markSent, type ClaimedEmail } from './email-store.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export interface SendEmailJob {
  emailId: string;
}

/** QUEUED (or SENDING past its lease: the sender crashed) → SENDING; null when done or taken. */
const claim = (deps: Deps, emailId: string): Promise<ClaimedEmail | null> =>
  claimEmail(deps.db, { emailId, leaseMs: deps.config.EMAIL_LEASE_MS, now: deps.now() });

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
    await markSent(client, { id: email.id, providerId, now });
    await insertAttempt(client, {
      emailId: email.id,
      attempt: email.attempts,
      ok: true,
      error: null,
      at: now,
    });
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
    await markFailed(client, { id: email.id, status: decision.status, error, now });
    await insertAttempt(client, { emailId: email.id, attempt: email.attempts, ok: false, error, at: now });
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
      ...(rendered.attachments.length > 0 ? { attachments: rendered.attachments } : {}),
      headers,
      messageId: messageIdOf(email.id, deps.platform.MAIL_FROM),
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
