import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { createNotifiedLoop } from '../db/notified-loop.ts';
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
  const batchSize = Math.trunc(options.batchSize ?? 200);
  const pollMs = options.pollMs ?? 1000;
  const retainMs = options.retainPublishedMs ?? 7 * 24 * 3600_000;
  const lockKey = `casona.outbox.${db.schema}`;

  let lastPrune = 0;

  /**
   * One round: two round trips to PostgreSQL around the publish. The first opens the transaction,
   * takes the lock and reads the batch; the second marks the batch published and commits. (The
   * simple query protocol carries several statements but no parameters: the values are literals.)
   * Every round trip saved shortens the wait of an event committed while a round is under way.
   */
  async function relayOnce(): Promise<number> {
    const client = await db.pool.connect();
    try {
      const [, selected] = (await client.query(
        `BEGIN;
         SELECT seq, id, topic, type, v, key, producer, payload, occurred_at
           FROM outbox
          WHERE published_at IS NULL AND (SELECT pg_try_advisory_xact_lock(hashtext(${client.escapeLiteral(lockKey)})))
          ORDER BY seq LIMIT ${batchSize}`,
      )) as unknown as [pg.QueryResult, pg.QueryResult<OutboxRow>];
      const rows = selected.rows;
      if (rows.length === 0) {
        await client.query('COMMIT');
        client.release();
        return 0;
      }
      // Consecutive rows of one topic go out as one batch; order across the batch is kept.
      let start = 0;
      while (start < rows.length) {
        let end = start;
        while (end + 1 < rows.length && rows[end + 1]!.topic === rows[start]!.topic) end++;
        const batch = rows.slice(start, end + 1);
        await bus.publish(batch[0]!.topic, batch.map(envelopeOf));
        start = end + 1;
      }
      const seqs = rows.map((r) => Math.trunc(Number(r.seq))).join(',');
      await client.query(
        `UPDATE outbox SET published_at = now() WHERE seq = ANY('{${seqs}}'::bigint[]); COMMIT`,
      );
      client.release();
      return rows.length;
    } catch (err) {
      // The transaction may be open or aborted: drop the connection rather than return it so.
      client.release(err instanceof Error ? err : true);
      throw err;
    }
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPrune < 3600_000) return;
    lastPrune = Date.now();
    await db.query(
      `DELETE FROM outbox WHERE published_at < now() - ($1::bigint * interval '1 millisecond')`,
      [retainMs],
    );
  }

  const loop = createNotifiedLoop({
    name: 'outbox relay',
    connection: { connectionString: options.url },
    channel: 'casona_outbox',
    schema: db.schema,
    pollMs,
    step: async () => (await relayOnce()) === batchSize,
    idle: prune,
    logger,
  });

  return {
    start: loop.start,
    async drain() {
      while ((await relayOnce()) > 0) {
        // keep going until nothing is pending
      }
    },
    stop: loop.stop,
  };
}
