/**
 * SQL of the delivery log (tables `email_notification`, `email_attempt`): rows in, rows out. The
 * rows are also the job queue's outbox (a trigger NOTIFYs at commit; see dispatcher.ts).
 */
import type { EmailNotificationType, EmailStatus, Locale } from '@casona/proto';
import { foldedContainsPattern, foldedSql } from '@casona/kit/db/folded-contains';
import type { Queryable } from '@casona/kit/db/queryable';
import type { TemplateData, TemplateKey } from '../domain/templates.ts';
import { paged, type Page } from './page-store.ts';

export interface QueuedEmail {
  id: string;
  template: string;
  recipient: string;
  status: EmailStatus;
}

/** What the send job reads of an email besides its id and attempts. */
interface EmailFields {
  template: string;
  type: EmailNotificationType | null;
  property_id: string | null;
  profile_id: string | null;
  recipient: string;
  locale: Locale;
  transactional: boolean;
  status: EmailStatus;
}

export interface NewEmailRow extends EmailFields {
  id: string;
  dedupe_key: string;
  data: unknown;
  created_at: Date;
}

/** An email as the send job holds it after claiming it. */
export interface ClaimedEmail extends EmailFields {
  id: string;
  data: TemplateData[TemplateKey];
  attempts: number;
}

export interface DeliveryRow {
  id: string;
  property_id: string | null;
  type: EmailNotificationType | null;
  template: string;
  recipient: string;
  status: EmailStatus;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The stored email; null when one with its dedupe key exists already. */
export async function insertEmail(q: Queryable, row: NewEmailRow): Promise<QueuedEmail | null> {
  const { rows } = await q.query<QueuedEmail>(
    `INSERT INTO email_notification
       (id, dedupe_key, template, type, property_id, profile_id, recipient, locale, transactional, data,
        status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id, template, recipient, status`,
    [
      row.id,
      row.dedupe_key,
      row.template,
      row.type,
      row.property_id,
      row.profile_id,
      row.recipient,
      row.locale,
      row.transactional,
      JSON.stringify(row.data),
      row.status,
      row.created_at,
    ],
  );
  return rows[0] ?? null;
}

export async function emailByDedupeKey(q: Queryable, dedupeKey: string): Promise<QueuedEmail | null> {
  const { rows } = await q.query<QueuedEmail>(
    'SELECT id, template, recipient, status FROM email_notification WHERE dedupe_key = $1',
    [dedupeKey],
  );
  return rows[0] ?? null;
}

/**
 * Newest first, optionally of one property, in one state, and holding `text` (kit's folded search)
 * in the recipient, the template (its words with spaces too) or the last error.
 */
export function pageOfDeliveries(
  q: Queryable,
  page: number,
  propertyId: string | null,
  status: string | null = null,
  text?: string,
): Promise<Page<DeliveryRow>> {
  const where = `WHERE ($1::uuid IS NULL OR property_id = $1) AND ($2::text IS NULL OR status = $2)
                   AND ($3::text IS NULL OR recipient ILIKE $3 OR template ILIKE $3
                        OR replace(template, '_', ' ') ILIKE $3
                        OR ${foldedSql("coalesce(last_error, '')")} ILIKE $3)`;
  return paged<DeliveryRow>(q, page, {
    rows: `SELECT id, property_id, type, template, recipient, status, attempts, provider_id, last_error,
                  created_at, sent_at
             FROM email_notification ${where} ORDER BY created_at DESC, id`,
    count: `SELECT count(*)::int AS n FROM email_notification ${where}`,
    values: [propertyId, status, foldedContainsPattern(text)],
  });
}

/** QUEUED (or SENDING past its lease) → SENDING with a new lease and one more try; null when done or taken. */
export async function claimEmail(
  q: Queryable,
  claim: { emailId: string; leaseMs: number; now: Date },
): Promise<ClaimedEmail | null> {
  const { rows } = await q.query<ClaimedEmail>(
    `UPDATE email_notification
        SET status = 'SENDING', attempts = attempts + 1,
            lease_until = now() + ($2::bigint * interval '1 millisecond'), updated_at = $3
      WHERE id = $1 AND (status = 'QUEUED' OR (status = 'SENDING' AND lease_until < now()))
      RETURNING id, template, type, property_id, profile_id, recipient, locale, transactional, data, status, attempts`,
    [claim.emailId, claim.leaseMs, claim.now],
  );
  return rows[0] ?? null;
}

export async function markSent(
  q: Queryable,
  sent: { id: string; providerId: string; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE email_notification SET status = 'SENT', provider_id = $2, last_error = NULL, lease_until = NULL,
            sent_at = $3, updated_at = $3
      WHERE id = $1`,
    [sent.id, sent.providerId, sent.now],
  );
}

export async function markFailed(
  q: Queryable,
  failed: { id: string; status: EmailStatus; error: string; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE email_notification SET status = $2, last_error = $3, lease_until = NULL, updated_at = $4
      WHERE id = $1`,
    [failed.id, failed.status, failed.error, failed.now],
  );
}

export async function insertAttempt(
  q: Queryable,
  attempt: { emailId: string; attempt: number; ok: boolean; error: string | null; at: Date },
): Promise<void> {
  await q.query('INSERT INTO email_attempt (email_id, attempt, ok, error, at) VALUES ($1, $2, $3, $4, $5)', [
    attempt.emailId,
    attempt.attempt,
    attempt.ok,
    attempt.error,
    attempt.at,
  ]);
}

/**
 * Emails due for a hand-over to the job queue, oldest first, locked: never handed over, QUEUED for
 * longer than `stuckAfterMs` (a lost job), or SENDING past their lease (a dead sender).
 */
export async function lockDueEmails(
  q: Queryable,
  due: { stuckAfterMs: number; limit: number },
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM email_notification
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

export async function markEnqueued(q: Queryable, ids: readonly string[]): Promise<void> {
  await q.query('UPDATE email_notification SET enqueued_at = now() WHERE id = ANY($1::uuid[])', [ids]);
}
