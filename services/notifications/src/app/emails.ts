/**
 * Storing emails to send. A row per recipient is written in the caller's transaction (the consumer's
 * dedup transaction, or a request's), with a dedupe key of source + template + recipient: the same
 * event delivered twice finds its rows and adds none. The dispatcher hands committed rows to the
 * job queue; nothing is sent from inside a transaction.
 */
import { randomUUID } from 'node:crypto';
import type { EmailNotificationType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { EmailIntent } from '../domain/recipients.ts';
import { TEMPLATES } from '../domain/templates.ts';
import { iso, isoOrNull, paged, type Deps, type Page } from './deps.ts';

export type EmailStatus = 'QUEUED' | 'SENDING' | 'SENT' | 'FAILED' | 'SUPPRESSED';

export interface QueuedEmail {
  id: string;
  template: string;
  recipient: string;
  status: EmailStatus;
}

/**
 * Stores one email per intent, skipping those already stored for this source. Non-transactional
 * mail to an address that unsubscribed is stored as SUPPRESSED (kept in the log, never sent).
 */
export async function queueEmails(
  client: Queryable,
  deps: Pick<Deps, 'now'>,
  sourceId: string,
  intents: readonly EmailIntent[],
): Promise<QueuedEmail[]> {
  if (intents.length === 0) return [];
  const optional = intents.filter((i) => !TEMPLATES[i.template].transactional).map((i) => i.to);
  const optedOut = new Set<string>();
  if (optional.length > 0) {
    const { rows } = await client.query<{ email: string }>(
      'SELECT email FROM mail_recipient WHERE email = ANY($1::text[]) AND unsubscribed_at IS NOT NULL',
      [optional],
    );
    for (const r of rows) optedOut.add(r.email);
  }
  const now = deps.now();
  const stored: QueuedEmail[] = [];
  for (const i of intents) {
    const definition = TEMPLATES[i.template];
    const status: EmailStatus = !definition.transactional && optedOut.has(i.to) ? 'SUPPRESSED' : 'QUEUED';
    const dedupeKey = `${sourceId}:${i.template}:${i.to}`;
    const inserted = await client.query<QueuedEmail>(
      `INSERT INTO email_notification
         (id, dedupe_key, template, type, property_id, profile_id, recipient, locale, transactional, data,
          status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id, template, recipient, status`,
      [
        randomUUID(),
        dedupeKey,
        i.template,
        definition.type ?? null,
        i.propertyId,
        i.profileId,
        i.to,
        i.locale,
        definition.transactional,
        JSON.stringify(i.data),
        status,
        now,
      ],
    );
    if (inserted.rows[0]) {
      stored.push(inserted.rows[0]);
      continue;
    }
    const existing = await client.query<QueuedEmail>(
      'SELECT id, template, recipient, status FROM email_notification WHERE dedupe_key = $1',
      [dedupeKey],
    );
    stored.push(existing.rows[0]!);
  }
  return stored;
}

export interface DeliveryView {
  id: string;
  property_id: string | null;
  type: EmailNotificationType | null;
  template: string;
  recipient: string;
  status: EmailStatus;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

interface DeliveryRow extends Omit<DeliveryView, 'created_at' | 'sent_at'> {
  created_at: Date;
  sent_at: Date | null;
}

/** The delivery log, newest first, optionally of one property. */
export function listDeliveries(
  deps: Pick<Deps, 'db'>,
  filter: { page: number; propertyId?: string | undefined },
): Promise<Page<DeliveryView>> {
  const where = 'WHERE ($1::uuid IS NULL OR property_id = $1)';
  return paged<DeliveryRow, DeliveryView>(
    deps.db,
    filter.page,
    {
      rows: `SELECT id, property_id, type, template, recipient, status, attempts, provider_id, last_error,
                    created_at, sent_at
               FROM email_notification ${where} ORDER BY created_at DESC, id`,
      count: `SELECT count(*)::int AS n FROM email_notification ${where}`,
      values: [filter.propertyId ?? null],
    },
    (r) => ({ ...r, created_at: iso(r.created_at), sent_at: isoOrNull(r.sent_at) }),
  );
}
