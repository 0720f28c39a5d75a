/**
 * Hands committed emails to the job queue. The email rows are the queue's outbox: they are written
 * in the transaction that decided to send, and a trigger NOTIFYs at commit, so a job is only ever
 * enqueued for an email that exists. The same loop is the sweep: it also re-enqueues emails that
 * were never handed over (a crash between commit and enqueue, a missed notification), that sat
 * QUEUED too long (a job lost by the queue), and SENDING ones whose sender died (lease expired).
 * Re-enqueueing is safe: the job id is the email id and the job claims the row before sending.
 */
import { createNotifiedLoop } from '@casona/kit/db/notified-loop';
import { SEND_EMAIL_JOB, type Deps } from './deps.ts';
import type { SendEmailJob } from './delivery.ts';

export interface Dispatcher {
  start(): Promise<void>;
  /** Enqueues everything due now; resolves with how many emails were handed over. */
  dispatchOnce(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 200;
export const EMAIL_CHANNEL = 'casona_email';

export function createDispatcher(deps: Deps): Dispatcher {
  const { db, logger, config } = deps;
  async function dispatchOnce(): Promise<number> {
    return db.tx(async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `SELECT id FROM email_notification
          WHERE status IN ('QUEUED', 'SENDING')
            AND ((status = 'QUEUED'
                  AND (enqueued_at IS NULL OR enqueued_at < now() - ($1::bigint * interval '1 millisecond')))
                 OR (status = 'SENDING' AND lease_until < now()))
          ORDER BY created_at LIMIT $2
          FOR UPDATE SKIP LOCKED`,
        [config.EMAIL_STUCK_AFTER_MS, BATCH],
      );
      if (rows.length === 0) return 0;
      await Promise.all(
        rows.map((r) =>
          deps.jobs.enqueue<SendEmailJob>(
            SEND_EMAIL_JOB,
            { emailId: r.id },
            { jobId: r.id, attempts: config.EMAIL_MAX_ATTEMPTS, backoffMs: config.EMAIL_BACKOFF_MS },
          ),
        ),
      );
      await client.query('UPDATE email_notification SET enqueued_at = now() WHERE id = ANY($1::uuid[])', [
        rows.map((r) => r.id),
      ]);
      return rows.length;
    });
  }

  const loop = createNotifiedLoop({
    name: 'email dispatch',
    // Same server and schema as the pool, on a connection of its own.
    connection: { connectionString: db.pool.options.connectionString, options: db.pool.options.options },
    channel: EMAIL_CHANNEL,
    schema: db.schema,
    pollMs: config.EMAIL_DISPATCH_POLL_MS,
    step: async () => (await dispatchOnce()) === BATCH,
    logger,
  });

  return { dispatchOnce, start: loop.start, stop: loop.stop };
}
