import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  EventValidationError,
  decodeEvent,
  eventDefinition,
  type CasonaEnvelope,
  type EventType,
  type Topic,
} from '@casona/proto/events/index';
import type { Database } from '../db/database.ts';
import type { EventBus, EventEnvelope, Subscription } from '../ports/event-bus.ts';

/** Handles one catalogue event, decoded and checked; runs inside the dedup transaction `tx`. */
export type EventHandler<T extends EventType = EventType> = (
  event: CasonaEnvelope<T>,
  tx: pg.PoolClient,
) => Promise<void>;

/** Handles a raw envelope, unchecked (events outside the catalogue: kit tests, benchmarks). */
export type EnvelopeHandler = (event: EventEnvelope, tx: pg.PoolClient) => Promise<void>;

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
  /**
   * Where the events of a catalogue topic are read from (default: the topic itself). Tests and
   * benchmarks give each run its own topic with it.
   */
  topicOf?: (topic: Topic) => string;
}

export interface Consumer {
  /**
   * Handles the catalogue event `type`: the consumer subscribes to its topic, checks each event
   * against the catalogue (one that does not match is dead-lettered at once, never retried) and
   * hands it over typed, inside the transaction that records it as processed.
   */
  on<T extends EventType>(type: T, handler: EventHandler<T>): Consumer;
  /** Handles events of `type` arriving on `topic` as they come, unchecked. Prefer `on`. */
  onEnvelope(topic: string, type: string, handler: EnvelopeHandler): Consumer;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Registered {
  /** Checks an event before its transaction opens; throws EventValidationError when it does not fit. */
  decode(event: EventEnvelope): EventEnvelope;
  handler: EnvelopeHandler;
}

interface Work {
  event: EventEnvelope;
  handler: EnvelopeHandler;
}

/** Most events one dedup transaction handles; the bus's batches are cut to it. */
export const MAX_BATCH = 100;

/**
 * At-least-once delivery made effectively-once: the processed event id is written in the same
 * transaction as the handler's effect, so a redelivered event finds its id and does nothing. A
 * handler that keeps failing is retried with backoff, then parked in `dead_letter` (and the bus's
 * dead-letter topic) so one poison event cannot stall the stream.
 *
 * Consecutive events of one partition (Kafka hands them over together) share one transaction: the
 * ids are recorded in one statement, and the handlers run in order. If any of them fails the whole
 * batch rolls back and its events are handled again one by one, so the failing one is retried and
 * dead-lettered alone while the others commit.
 */
export function createConsumer(options: ConsumerOptions): Consumer {
  const { db, bus, group, logger } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? 200;
  const topicOf = options.topicOf ?? ((topic: Topic) => topic);
  const handlers = new Map<string, Map<string, Registered>>();
  let subscription: Subscription | undefined;
  let stopping = false;

  /**
   * A second handler for the same type (two parts of a service reacting to one event) runs after
   * the first, in the same transaction: both effects commit together or neither does.
   */
  function register(topic: string, type: string, registered: Registered): void {
    let byType = handlers.get(topic);
    if (!byType) handlers.set(topic, (byType = new Map()));
    const earlier = byType.get(type);
    byType.set(
      type,
      earlier
        ? {
            decode: earlier.decode,
            handler: async (event, tx) => {
              await earlier.handler(event, tx);
              await registered.handler(event, tx);
            },
          }
        : registered,
    );
  }

  async function deadLetter(topic: string, event: EventEnvelope, err: unknown, attempts: number) {
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    logger?.error({ err, eventId: event.id, type: event.type, group }, 'event dead-lettered');
    await db.query(
      `INSERT INTO dead_letter (consumer_group, topic, event_id, type, envelope, error, attempts)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [group, topic, event.id, event.type, JSON.stringify(event), error, attempts],
    );
    await bus.deadLetter(topic, event, error);
  }

  /**
   * One transaction for `work`: records the event ids as processed and runs the handlers of the
   * events not processed before (a redelivery after a crash or a rebalance runs none), in order.
   * Opening the transaction and recording the ids share one round trip (the simple query protocol
   * carries several statements but no parameters: the values go as escaped literals).
   */
  async function processOnce(work: readonly Work[]): Promise<void> {
    const client = await db.pool.connect();
    try {
      const ids = work.map((w) => client.escapeLiteral(w.event.id)).join(', ');
      const [, inserted] = (await client.query(
        `BEGIN;
         INSERT INTO processed_event (consumer_group, event_id)
         SELECT ${client.escapeLiteral(group)}, unnest(ARRAY[${ids}]::uuid[])
         ON CONFLICT DO NOTHING RETURNING event_id`,
      )) as unknown as [pg.QueryResult, pg.QueryResult<{ event_id: string }>];
      const fresh = new Set(inserted.rows.map((r) => r.event_id));
      for (const { event, handler } of work) {
        // PostgreSQL answers uuids in lower case. Deleting: an event twice in the batch runs once.
        if (fresh.delete(event.id.toLowerCase())) await handler(event, client);
      }
      await client.query('COMMIT');
      client.release();
    } catch (err) {
      const rolledBack = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      // A connection that cannot even roll back is not given to the next user.
      client.release(rolledBack ? undefined : true);
      throw err;
    }
  }

  async function handle(event: EventEnvelope, topic: string): Promise<void> {
    const registered = handlers.get(topic)?.get(event.type);
    if (!registered) return; // not an event this service cares about
    for (let attempt = 1; ; attempt++) {
      try {
        await processOnce([{ event: registered.decode(event), handler: registered.handler }]);
        return;
      } catch (err) {
        if (stopping) throw err; // let the bus redeliver after restart
        // An event the catalogue rejects stays rejected: no retry can help it.
        if (attempt >= maxAttempts || err instanceof EventValidationError) {
          await deadLetter(topic, event, err, attempt);
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

  async function handleBatch(events: readonly EventEnvelope[], topic: string): Promise<void> {
    const byType = handlers.get(topic);
    const work: Work[] = [];
    for (const [i, raw] of events.entries()) {
      const registered = byType?.get(raw.type);
      if (!registered) continue;
      let event: EventEnvelope;
      try {
        event = registered.decode(raw);
      } catch {
        // Keep the invalid event out of the batch's transaction: the events before it, then it alone
        // (dead-lettered), then the rest.
        await handleBatch(events.slice(0, i), topic);
        await handle(raw, topic);
        return handleBatch(events.slice(i + 1), topic);
      }
      work.push({ event, handler: registered.handler });
    }
    if (work.length <= 1) {
      if (work[0]) await handle(work[0].event, topic);
      return;
    }
    try {
      await processOnce(work);
    } catch (err) {
      if (stopping) throw err;
      logger?.warn(
        { err, group, topic, events: work.length },
        'event batch failed; handling its events one by one',
      );
      for (const { event } of work) await handle(event, topic);
    }
  }

  const consumer: Consumer = {
    on(type, handler) {
      const definition = eventDefinition(type as string);
      if (!definition) throw new Error(`Unknown event type "${type}": add it to proto's event catalogue`);
      register(topicOf(definition.topic), type, {
        decode: decodeEvent,
        handler: (event, tx) => handler(event as CasonaEnvelope<typeof type>, tx),
      });
      return consumer;
    },
    onEnvelope(topic, type, handler) {
      register(topic, type, { decode: (event) => event, handler });
      return consumer;
    },
    async start() {
      if (handlers.size === 0 || subscription) return;
      stopping = false;
      subscription = await bus.subscribe({
        group,
        topics: [...handlers.keys()],
        handle,
        handleBatch,
        maxBatch: MAX_BATCH,
      });
    },
    async stop() {
      stopping = true;
      await subscription?.close();
      subscription = undefined;
    },
  };
  return consumer;
}
