/**
 * Hands committed emails to the job queue. The email rows are the queue's outbox: they are written
 * in the transaction that decided to send, and a trigger NOTIFYs at commit, so a job is only ever
 * enqueued for an email that exists. The same loop is the sweep: it also re-enqueues emails that
 * were never handed over (a crash between commit and enqueue, a missed notification), that sat
 * QUEUED too long (a job lost by the queue), and SENDING ones whose sender died (lease expired).
 * Re-enqueueing is safe: the job id is the email id and the job claims the row before sending.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
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
  let running = false;
  let loop: Promise<void> | undefined;
  let listener: pg.Client | undefined;
  let wake: (() => void) | undefined;
  let notified = false;
  let failures = 0;

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

  function waitForWork(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        notified = false;
        const handed = await dispatchOnce();
        failures = 0;
        if (handed === BATCH || notified) continue;
        await waitForWork(config.EMAIL_DISPATCH_POLL_MS);
      } catch (err) {
        if (!running) return;
        failures++;
        const delay = Math.min(100 * 2 ** Math.min(failures, 8), 10_000);
        logger.error({ err, retryInMs: delay }, 'email dispatch failed; retrying');
        await sleep(delay);
      }
    }
  }

  async function listen(): Promise<void> {
    const { connectionString, options } = db.pool.options;
    const client = new pg.Client({ connectionString, options });
    client.on('notification', (msg) => {
      if (msg.payload !== db.schema) return;
      notified = true;
      wake?.();
    });
    client.on('error', (err) => {
      // The poll still dispatches; reconnect so that latency comes back down.
      logger.warn({ err }, 'email LISTEN connection lost; reconnecting');
      listener = undefined;
      if (running)
        setTimeout(
          () => void listen().catch((e: unknown) => logger.warn({ err: e }, 'email LISTEN reconnect failed')),
          1000,
        );
    });
    await client.connect();
    await client.query(`LISTEN ${EMAIL_CHANNEL}`);
    listener = client;
  }

  return {
    dispatchOnce,
    async start() {
      if (running) return;
      running = true;
      await listen();
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      await listener?.end().catch((err: unknown) => logger.warn({ err }, 'closing LISTEN connection failed'));
      listener = undefined;
    },
  };
}
