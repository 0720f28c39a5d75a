import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../ports/event-bus.ts';
import { envelopeOf, type OutboxRow } from './outbox.ts';

export interface OutboxRelayOptions {
  db: Database;
  /** Connection string for the LISTEN connection (a pooled client cannot hold a LISTEN). */
  url: string;
  bus: EventBus;
  logger?: Logger;
  batchSize?: number;
  /** Safety net when a notification is missed (e.g. the LISTEN connection dropped). */
  pollMs?: number;
  /** Published rows older than this are deleted. */
  retainPublishedMs?: number;
}

export interface OutboxRelay {
  start(): Promise<void>;
  /** Publishes everything pending now; resolves when the outbox is empty (used by tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Moves committed events from the outbox to the bus, oldest first. One relay per schema publishes at
 * a time (transaction-scoped advisory lock), which keeps per-key order even with several replicas.
 * A row is marked published only after the bus accepted it; a crash in between means the row is
 * published again, and consumers deduplicate on the event id.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, bus, logger } = options;
  const batchSize = options.batchSize ?? 200;
  const pollMs = options.pollMs ?? 1000;
  const retainMs = options.retainPublishedMs ?? 7 * 24 * 3600_000;
  const lockKey = `casona.outbox.${db.schema}`;

  let running = false;
  let loop: Promise<void> | undefined;
  let listener: pg.Client | undefined;
  let wake: (() => void) | undefined;
  let notified = false;
  let failures = 0;
  let lastPrune = 0;

  async function relayOnce(): Promise<number> {
    return db.tx(async (client) => {
      const lock = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok',
        [lockKey],
      );
      if (!lock.rows[0]?.ok) return 0;
      const { rows } = await client.query<OutboxRow>(
        `SELECT seq, id, topic, type, v, key, producer, payload, occurred_at
           FROM outbox WHERE published_at IS NULL ORDER BY seq LIMIT $1`,
        [batchSize],
      );
      if (rows.length === 0) return 0;
      // Consecutive rows of one topic go out as one batch; order across the batch is kept.
      let start = 0;
      while (start < rows.length) {
        let end = start;
        while (end + 1 < rows.length && rows[end + 1]!.topic === rows[start]!.topic) end++;
        const batch = rows.slice(start, end + 1);
        await bus.publish(batch[0]!.topic, batch.map(envelopeOf));
        start = end + 1;
      }
      await client.query('UPDATE outbox SET published_at = now() WHERE seq = ANY($1::bigint[])', [
        rows.map((r) => r.seq),
      ]);
      return rows.length;
    });
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPrune < 3600_000) return;
    lastPrune = Date.now();
    await db.query(
      `DELETE FROM outbox WHERE published_at < now() - ($1::bigint * interval '1 millisecond')`,
      [retainMs],
    );
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
        // A NOTIFY that lands while a batch is in flight must not wait for the next poll.
        notified = false;
        const published = await relayOnce();
        failures = 0;
        if (published === batchSize || notified) continue;
        await prune();
        if (notified) continue;
        await waitForWork(pollMs);
      } catch (err) {
        failures++;
        const delay = Math.min(100 * 2 ** Math.min(failures, 8), 10_000);
        logger?.error({ err, schema: db.schema, retryInMs: delay }, 'outbox relay failed; retrying');
        await sleep(delay);
      }
    }
  }

  async function listen(): Promise<void> {
    listener = new pg.Client({ connectionString: options.url });
    listener.on('notification', (msg) => {
      if (msg.payload !== db.schema) return;
      notified = true;
      wake?.();
    });
    listener.on('error', (err) => {
      // Polling still delivers; reconnect so that latency comes back down.
      logger?.warn({ err, schema: db.schema }, 'outbox LISTEN connection lost; reconnecting');
      listener = undefined;
      if (running)
        setTimeout(
          () => void listen().catch((e: unknown) => logger?.warn({ err: e }, 'LISTEN reconnect failed')),
          1000,
        );
    });
    await listener.connect();
    await listener.query('LISTEN casona_outbox');
  }

  return {
    async start() {
      if (running) return;
      running = true;
      await listen();
      loop = run();
    },
    async drain() {
      while ((await relayOnce()) > 0) {
        // keep going until nothing is pending
      }
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      await listener
        ?.end()
        .catch((err: unknown) => logger?.warn({ err }, 'closing LISTEN connection failed'));
      listener = undefined;
    },
  };
}
