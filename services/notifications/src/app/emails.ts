/**
 * Storing emails to send. A row per recipient is written in the caller's transaction (the consumer's
 * dedup transaction, or a request's), with a dedupe key of source + template + recipient: the same
 * event delivered twice finds its rows and adds none. The dispatcher hands committed rows to the
 * job queue; nothing is sent from inside a transaction.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryView, EmailStatus } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import { dedupeKey, statusOnQueue } from '../domain/delivery.ts';
import { reachable, type EmailIntent } from '../domain/recipients.ts';
import { TEMPLATES } from '../domain/templates.ts';
import { channelOn, EMAIL_CATEGORY } from '../domain/whatsapp.ts';
import { iso, isoOrNull, type Deps } from './deps.ts';
import { emailByDedupeKey, insertEmail, pageOfDeliveries, type QueuedEmail } from './email-store.ts';
import { mapPage, type Page } from './page-store.ts';
import { storedPreferencesOf } from './preference-store.ts';
import { optedOut } from './recipient-store.ts';
import { isWhatsappTemplate, queueWhatsapp, type WhatsappIntent } from './whatsapp.ts';

export type { QueuedEmail } from './email-store.ts';

/**
 * Stores one email per intent, skipping those already stored for this source. Non-transactional
 * mail to an address that unsubscribed, and an optional notice (EMAIL_CATEGORY) whose person turned
 * email off for its category, are stored as SUPPRESSED (kept in the log, never sent). A notice with a
 * WhatsApp template also goes to WhatsApp for the people who opted in (whatsapp.ts). Nothing at all
 * is stored for the demo's people (`reachable`).
 */
export async function queueEmails(
  client: Queryable,
  deps: Pick<Deps, 'now' | 'config'>,
  sourceId: string,
  all: readonly EmailIntent[],
): Promise<QueuedEmail[]> {
  const intents = all.filter(reachable);
  if (intents.length === 0) return [];
  const optional = intents.filter((i) => !TEMPLATES[i.template].transactional).map((i) => i.to);
  const unsubscribed = new Set(optional.length > 0 ? await optedOut(client, optional) : []);
  const people = intents.flatMap((i) => (i.profileId && EMAIL_CATEGORY[i.template] ? [i.profileId] : []));
  const preferences = await storedPreferencesOf(client, [...new Set(people)]);
  const emailOff = (i: EmailIntent): boolean => {
    const category = EMAIL_CATEGORY[i.template];
    return !!category && !!i.profileId && !channelOn(preferences.get(i.profileId) ?? [], category, 'email');
  };
  const now = deps.now();
  const stored: QueuedEmail[] = [];
  for (const i of intents) {
    const definition = TEMPLATES[i.template];
    const key = dedupeKey(sourceId, i.template, i.to);
    const inserted = await insertEmail(client, {
      id: randomUUID(),
      dedupe_key: key,
      template: i.template,
      type: definition.type ?? null,
      property_id: i.propertyId,
      profile_id: i.profileId,
      recipient: i.to,
      locale: i.locale,
      transactional: definition.transactional,
      data: i.data,
      status: emailOff(i) ? 'SUPPRESSED' : statusOnQueue(definition.transactional, unsubscribed.has(i.to)),
      created_at: now,
    });
    stored.push(inserted ?? (await emailByDedupeKey(client, key))!);
  }
  const whatsapp = intents.flatMap((i): WhatsappIntent[] =>
    i.profileId && isWhatsappTemplate(i.template)
      ? [
          {
            key: i.template,
            profileId: i.profileId,
            locale: i.locale,
            propertyId: i.propertyId,
            data: i.data as Record<string, unknown>,
          },
        ]
      : [],
  );
  await queueWhatsapp(client, deps, sourceId, whatsapp);
  return stored;
}

/** The delivery log, newest first, optionally of one property. */
export async function listDeliveries(
  deps: Pick<Deps, 'db'>,
  filter: {
    page: number;
    propertyId?: string | undefined;
    status?: EmailStatus | undefined;
    q?: string | undefined;
  },
): Promise<Page<DeliveryView>> {
  const rows = await pageOfDeliveries(
    deps.db,
    filter.page,
    filter.propertyId ?? null,
    filter.status ?? null,
    filter.q,
  );
  return mapPage(rows, (r) => ({
    ...r,
    created_at: iso(r.created_at),
    sent_at: isoOrNull(r.sent_at),
  }));
}
