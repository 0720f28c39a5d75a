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
import { lockDueEmails, markEnqueued } from './email-store.ts';
import { SEND_WHATSAPP_JOB, type SendWhatsappJob } from './whatsapp.ts';
import { lockDueWhatsapp, markWhatsappEnqueued } from './whatsapp-store.ts';

export interface Dispatcher {
  start(): Promise<void>;
  /** Enqueues everything due now; resolves with how many emails and WhatsApp messages were handed over. */
  dispatchOnce(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 200;
export const EMAIL_CHANNEL = 'casona_email';

export function createDispatcher(deps: Deps): Dispatcher {
  const { db, logger, config } = deps;
  async function dispatchEmails(): Promise<number> {
    return db.tx(async (client) => {
      const ids = await lockDueEmails(client, { stuckAfterMs: config.EMAIL_STUCK_AFTER_MS, limit: BATCH });
      if (ids.length === 0) return 0;
      await Promise.all(
        ids.map((id) =>
          deps.jobs.enqueue<SendEmailJob>(
            SEND_EMAIL_JOB,
            { emailId: id },
            { jobId: id, attempts: config.EMAIL_MAX_ATTEMPTS, backoffMs: config.EMAIL_BACKOFF_MS },
          ),
        ),
      );
      await markEnqueued(client, ids);
      return ids.length;
    });
  }

  // WhatsApp messages (issue 19) ride the same loop: their table's trigger wakes the same channel.
  async function dispatchWhatsapp(): Promise<number> {
    return db.tx(async (client) => {
      const ids = await lockDueWhatsapp(client, { stuckAfterMs: config.EMAIL_STUCK_AFTER_MS, limit: BATCH });
      if (ids.length === 0) return 0;
      await Promise.all(
        ids.map((id) =>
          deps.jobs.enqueue<SendWhatsappJob>(
            SEND_WHATSAPP_JOB,
            { messageId: id },
            {
              jobId: `wa-${id}`,
              attempts: config.WHATSAPP_MAX_ATTEMPTS,
              backoffMs: config.WHATSAPP_BACKOFF_MS,
            },
          ),
        ),
      );
      await markWhatsappEnqueued(client, ids);
      return ids.length;
    });
  }

  async function dispatchOnce(): Promise<number> {
    return (await dispatchEmails()) + (await dispatchWhatsapp());
  }

  const loop = createNotifiedLoop({
    name: 'email dispatch',
    // Same server and schema as the pool, on a connection of its own.
    connection: { connectionString: db.pool.options.connectionString, options: db.pool.options.options },
    channel: EMAIL_CHANNEL,
    schema: db.schema,
    pollMs: config.EMAIL_DISPATCH_POLL_MS,
    step: async () => {
      const emails = await dispatchEmails();
      const whatsapp = await dispatchWhatsapp();
      return emails === BATCH || whatsapp === BATCH;
    },
    logger,
  });

  return { dispatchOnce, start: loop.start, stop: loop.stop };
}
