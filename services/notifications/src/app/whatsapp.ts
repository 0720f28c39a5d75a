/**
 * WhatsApp beside email (issue 19). Queuing: in the deciding transaction, a notice that has a
 * WhatsApp template goes to each recipient profile that opted in for its category and has a phone;
 * nothing is stored when WhatsApp is not configured. Sending: the `send-whatsapp` job claims the row
 * (so a re-enqueued job sends nothing twice), POSTs the template message to the Cloud API, and
 * records the answer and the try (whatsapp_attempt, as email_attempt); 429 and 5xx go back to QUEUED and the job throws, so the queue retries it with
 * exponential backoff, until WHATSAPP_MAX_ATTEMPTS. Before each try the person's choice is read
 * again: one who turned WhatsApp off while the message waited (a retry's backoff runs to minutes)
 * gets nothing, and the message is SUPPRESSED.
 */
import { randomUUID } from 'node:crypto';
import {
  WHATSAPP_TEMPLATES,
  type Locale,
  type WhatsappDeliveryView,
  type WhatsappStatus,
  type WhatsappTemplateKey,
} from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { JobContext } from '@casona/kit/ports/job-queue';
import { whatsappEnabled } from '../config.ts';
import { afterFailure, describeError } from '../domain/delivery.ts';
import { reachable } from '../domain/recipients.ts';
import {
  channelOn,
  outcomeOf,
  templateMessage,
  whatsappNumber,
  whatsappParameters,
  type WhatsappOutcome,
} from '../domain/whatsapp.ts';
import { iso, isoOrNull, type Deps } from './deps.ts';
import { mapPage, type Page } from './page-store.ts';
import { storedPreferencesOf } from './preference-store.ts';
import { phoneOf } from './projections-store.ts';
import {
  claimWhatsapp,
  insertWhatsapp,
  insertWhatsappAttempt,
  markWhatsappFailed,
  markWhatsappSent,
  markWhatsappSuppressed,
  pageOfWhatsapp,
  type ClaimedWhatsapp,
} from './whatsapp-store.ts';

export const SEND_WHATSAPP_JOB = 'send-whatsapp';

export interface SendWhatsappJob {
  messageId: string;
}

/** A notice for one person, as WhatsApp may carry it. */
export interface WhatsappIntent {
  key: WhatsappTemplateKey;
  profileId: string;
  locale: Locale;
  propertyId: string | null;
  data: Record<string, unknown>;
}

export const isWhatsappTemplate = (template: string): template is WhatsappTemplateKey =>
  Object.hasOwn(WHATSAPP_TEMPLATES, template);

/**
 * Stores a QUEUED message per intent whose person opted in and has a number (never one of the demo's
 * people: `reachable`); returns how many.
 */
export async function queueWhatsapp(
  client: Queryable,
  deps: Pick<Deps, 'config' | 'now'>,
  sourceId: string,
  all: readonly WhatsappIntent[],
): Promise<number> {
  const intents = all.filter(reachable);
  if (!whatsappEnabled(deps.config) || intents.length === 0) return 0;
  const preferences = await storedPreferencesOf(client, [...new Set(intents.map((i) => i.profileId))]);
  let queued = 0;
  for (const i of intents) {
    const { category } = WHATSAPP_TEMPLATES[i.key];
    if (!channelOn(preferences.get(i.profileId) ?? [], category, 'whatsapp')) continue;
    const to = whatsappNumber(await phoneOf(client, i.profileId));
    if (!to) continue;
    const inserted = await insertWhatsapp(client, {
      id: randomUUID(),
      dedupe_key: `${sourceId}:${i.key}:${i.profileId}`,
      template: i.key,
      profile_id: i.profileId,
      property_id: i.propertyId,
      recipient: to,
      locale: i.locale,
      parameters: whatsappParameters(i.key, i.data, i.locale),
      status: 'QUEUED',
      created_at: deps.now(),
    });
    if (inserted) queued += 1;
  }
  return queued;
}

/** One POST to the Cloud API's messages endpoint; a dropped connection may pass on a retry. */
async function post(deps: Deps, message: ClaimedWhatsapp): Promise<WhatsappOutcome> {
  const { WHATSAPP_API_BASE, WHATSAPP_API_VERSION, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN } = deps.config;
  const url = `${WHATSAPP_API_BASE!.replace(/\/+$/, '')}/${WHATSAPP_API_VERSION}/${WHATSAPP_PHONE_NUMBER_ID}/messages`;
  const body = templateMessage({
    to: message.recipient,
    key: message.template as WhatsappTemplateKey,
    locale: message.locale,
    parameters: message.parameters,
  });
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const answer: unknown = await response.json().catch(() => null);
    return outcomeOf(response.status, answer);
  } catch (err) {
    return { ok: false, transient: true, error: describeError(err) };
  }
}

/** The `send-whatsapp` job. Throws only to ask the queue for a retry (after recording the failure). */
export async function sendWhatsapp(deps: Deps, data: SendWhatsappJob, job: JobContext): Promise<void> {
  const message = await claimWhatsapp(deps.db, {
    id: data.messageId,
    leaseMs: deps.config.EMAIL_LEASE_MS,
    now: deps.now(),
  });
  if (!message) return; // sent, failed for good, or another worker holds it
  if (!whatsappEnabled(deps.config) || !isWhatsappTemplate(message.template)) {
    await markWhatsappFailed(deps.db, {
      id: message.id,
      status: 'FAILED',
      error: 'WhatsApp is not configured or the template is unknown',
      now: deps.now(),
    });
    return;
  }
  const { category } = WHATSAPP_TEMPLATES[message.template];
  const choices = await storedPreferencesOf(deps.db, [message.profile_id]);
  if (!channelOn(choices.get(message.profile_id) ?? [], category, 'whatsapp')) {
    await markWhatsappSuppressed(deps.db, { id: message.id, now: deps.now() });
    return;
  }
  const outcome = await post(deps, message);
  if (outcome.ok) {
    await deps.db.tx(async (client) => {
      const now = deps.now();
      await markWhatsappSent(client, { id: message.id, providerId: outcome.messageId, now });
      await insertWhatsappAttempt(client, {
        messageId: message.id,
        attempt: message.attempts,
        ok: true,
        error: null,
        at: now,
      });
    });
    return;
  }
  const decision = afterFailure({
    attempts: message.attempts,
    maxAttempts: deps.config.WHATSAPP_MAX_ATTEMPTS,
    transient: outcome.transient,
  });
  await deps.db.tx(async (client) => {
    const now = deps.now();
    await markWhatsappFailed(client, { id: message.id, status: decision.status, error: outcome.error, now });
    await insertWhatsappAttempt(client, {
      messageId: message.id,
      attempt: message.attempts,
      ok: false,
      error: outcome.error,
      at: now,
    });
  });
  deps.logger.warn(
    {
      whatsappId: message.id,
      template: message.template,
      attempt: message.attempts,
      jobAttempt: job.attempt,
      willRetry: decision.willRetry,
      error: outcome.error,
    },
    'whatsapp send failed',
  );
  if (decision.willRetry) throw new Error(outcome.error);
}

/** The WhatsApp delivery log for staff, newest first; `status` keeps one state (the staff home's FAILED). */
export async function listWhatsapp(
  deps: Pick<Deps, 'db'>,
  page: number,
  status: WhatsappStatus | null = null,
): Promise<Page<WhatsappDeliveryView>> {
  return mapPage(await pageOfWhatsapp(deps.db, page, status), (r) => ({
    ...r,
    template: r.template as WhatsappTemplateKey,
    created_at: iso(r.created_at),
    sent_at: isoOrNull(r.sent_at),
  }));
}
