/**
 * SQL of the WhatsApp delivery log (tables `whatsapp_message`, `whatsapp_attempt`): rows in, rows out. Like email, the
 * rows are the job queue's outbox: written in the deciding transaction, handed over after commit.
 */
import type { Locale, WhatsappStatus } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import { paged, type Page } from './page-store.ts';

export interface NewWhatsappRow {
  id: string;
  dedupe_key: string;
  template: string;
  profile_id: string;
  property_id: string | null;
  recipient: string;
  locale: Locale;
  parameters: readonly string[];
  status: WhatsappStatus;
  created_at: Date;
}

export interface ClaimedWhatsapp {
  id: string;
  template: string;
  profile_id: string;
  property_id: string | null;
  recipient: string;
  locale: Locale;
  parameters: string[];
  attempts: number;
}

export async function insertWhatsapp(q: Queryable, row: NewWhatsappRow): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO whatsapp_message
       (id, dedupe_key, template, profile_id, property_id, recipient, locale, parameters, status,
        created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $10)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      row.id,
      row.dedupe_key,
      row.template,
      row.profile_id,
      row.property_id,
      row.recipient,
      row.locale,
      JSON.stringify(row.parameters),
      row.status,
      row.created_at,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/** QUEUED (or SENDING past its lease) → SENDING with one more try; null when done or taken. */
export async function claimWhatsapp(
  q: Queryable,
  claim: { id: string; leaseMs: number; now: Date },
): Promise<ClaimedWhatsapp | null> {
  const { rows } = await q.query<ClaimedWhatsapp>(
    `UPDATE whatsapp_message
        SET status = 'SENDING', attempts = attempts + 1,
            lease_until = now() + ($2::bigint * interval '1 millisecond'), updated_at = $3
      WHERE id = $1 AND (status = 'QUEUED' OR (status = 'SENDING' AND lease_until < now()))
      RETURNING id, template, profile_id, property_id, recipient, locale, parameters, attempts`,
    [claim.id, claim.leaseMs, claim.now],
  );
  return rows[0] ?? null;
}

export async function markWhatsappSent(q: Queryable, sent: { id: string; providerId: string; now: Date }) {
  await q.query(
    `UPDATE whatsapp_message SET status = 'SENT', provider_id = $2, last_error = NULL, lease_until = NULL,
            sent_at = $3, updated_at = $3
      WHERE id = $1`,
    [sent.id, sent.providerId, sent.now],
  );
}

export async function markWhatsappFailed(
  q: Queryable,
  failed: { id: string; status: 'QUEUED' | 'FAILED'; error: string; now: Date },
) {
  await q.query(
    `UPDATE whatsapp_message SET status = $2, last_error = $3, lease_until = NULL, updated_at = $4
      WHERE id = $1`,
    [failed.id, failed.status, failed.error, failed.now],
  );
}

/** Not sent: its person turned WhatsApp off for its kind of notice while it waited. */
export async function markWhatsappSuppressed(q: Queryable, suppressed: { id: string; now: Date }) {
  await q.query(
    `UPDATE whatsapp_message SET status = 'SUPPRESSED', last_error = NULL, lease_until = NULL, updated_at = $2
      WHERE id = $1`,
    [suppressed.id, suppressed.now],
  );
}

/** One try of a message and its outcome (as insertAttempt for email). */
export async function insertWhatsappAttempt(
  q: Queryable,
  attempt: { messageId: string; attempt: number; ok: boolean; error: string | null; at: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO whatsapp_attempt (message_id, attempt, ok, error, at) VALUES ($1, $2, $3, $4, $5)',
    [attempt.messageId, attempt.attempt, attempt.ok, attempt.error, attempt.at],
  );
}

/** Messages due for a hand-over to the job queue (as lockDueEmails). */
export async function lockDueWhatsapp(q: Queryable, due: { stuckAfterMs: number; limit: number }) {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM whatsapp_message
      WHERE status IN ('QUEUED', 'SENDING')
        AND ((status = 'QUEUED'
              AND (enqueued_at IS NULL OR enqueued_at < now() - ($1::bigint * interval '1 millisecond')))
             OR (status = 'SENDING' AND lease_until < now()))
      ORDER BY created_at LIMIT $2
      FOR UPDATE SKIP LOCKED`,
    [due.stuckAfterMs, due.limit],
  );
  return rows.map((r) => r.id);
}

export async function markWhatsappEnqueued(q: Queryable, ids: readonly string[]): Promise<void> {
  await q.query('UPDATE whatsapp_message SET enqueued_at = now() WHERE id = ANY($1::uuid[])', [ids]);
}

export interface WhatsappRow {
  id: string;
  template: string;
  property_id: string | null;
  recipient: string;
  locale: Locale;
  status: WhatsappStatus;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The WhatsApp delivery log, newest first; `status` keeps the messages in that state (null: every one). */
export function pageOfWhatsapp(
  q: Queryable,
  page: number,
  status: WhatsappStatus | null = null,
): Promise<Page<WhatsappRow>> {
  return paged<WhatsappRow>(q, page, {
    rows: `SELECT id, template, property_id, recipient, locale, status, attempts, provider_id, last_error,
                  created_at, sent_at
             FROM whatsapp_message WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id`,
    count: 'SELECT count(*)::int AS n FROM whatsapp_message WHERE ($1::text IS NULL OR status = $1)',
    values: [status],
  });
}
