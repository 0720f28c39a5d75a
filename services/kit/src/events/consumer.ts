import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { EventBus, EventEnvelope, Subscription } from '../ports/event-bus.ts';

export type EventHandler = (event: EventEnvelope, client: pg.PoolClient) => Promise<void>;

export interface ConsumerOptions {
  db: Database;
  bus: EventBus;
  /** Consumer group, usually the service name: every service gets every event it subscribed to. */
  group: string;
  logger?: Logger;
  /** Tries before an event is dead-lettered (default 5). */
  maxAttempts?: number;
  /** First retry delay, doubled on each retry (default 200 ms). */
  backoffMs?: number;
}

export interface Consumer {
  /** Handles events of `type` arriving on `topic`. The handler runs inside the dedup transaction. */
  on(topic: string, type: string, handler: EventHandler): Consumer;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * At-least-once delivery made effectively-once: the processed event id is written in the same
 * transaction as the handler's effect, so a redelivered event finds its id and does nothing. A
 * handler that keeps failing is retried with backoff, then parked in `dead_letter` (and the bus's
 * dead-letter topic) so one poison event cannot stall the stream.
 */
export function createConsumer(options: ConsumerOptions): Consumer {
  const { db, bus, group, logger } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? 200;
  const handlers = new Map<string, Map<string, EventHandler>>();
  let subscription: Subscription | undefined;
  let stopping = false;

  async function processOnce(event: EventEnvelope, handler: EventHandler): Promise<void> {
    await db.tx(async (client) => {
      const fresh = await client.query(
        'INSERT INTO processed_event (consumer_group, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [group, event.id],
      );
      if (fresh.rowCount === 0) return; // already processed: redelivery after a crash or a rebalance
      await handler(event, client);
    });
  }

  async function handle(event: EventEnvelope, topic: string): Promise<void> {
    const handler = handlers.get(topic)?.get(event.type);
    if (!handler) return; // not an event this service cares about
    for (let attempt = 1; ; attempt++) {
      try {
        await processOnce(event, handler);
        return;
      } catch (err) {
        if (stopping) throw err; // let the bus redeliver after restart
        if (attempt >= maxAttempts) {
          const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
          logger?.error({ err, eventId: event.id, type: event.type, group }, 'event dead-lettered');
          await db.query(
            `INSERT INTO dead_letter (consumer_group, topic, event_id, type, envelope, error, attempts)
             VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
            [group, topic, event.id, event.type, JSON.stringify(event), error, attempt],
          );
          await bus.deadLetter(topic, event, error);
          return;
        }
        const delay = backoffMs * 2 ** (attempt - 1);
        logger?.warn(
          { err, eventId: event.id, type: event.type, attempt, retryInMs: delay },
          'event handler failed',
        );
        await sleep(delay);
      }
    }
  }

  const consumer: Consumer = {
    on(topic, type, handler) {
      let byType = handlers.get(topic);
      if (!byType) handlers.set(topic, (byType = new Map()));
      byType.set(type, handler);
      return consumer;
    },
    async start() {
      if (handlers.size === 0 || subscription) return;
      stopping = false;
      subscription = await bus.subscribe({ group, topics: [...handlers.keys()], handle });
    },
    async stop() {
      stopping = true;
      await subscription?.close();
      subscription = undefined;
    },
  };
  return consumer;
}
