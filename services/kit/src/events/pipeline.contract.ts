import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '@casona/proto/events/index';
import { createDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { EventBus, EventEnvelope } from '../ports/event-bus.ts';
import { dropSchema, testPostgres, uniqueSchema, type TestPostgres } from '../testing/postgres.ts';
import { createConsumer } from './consumer.ts';
import { writeToOutbox, type OutboxEvent } from './outbox.ts';
import { createOutboxRelay } from './relay.ts';

export interface BusFactory {
  /** A fresh bus connected to the same backbone each call (a new "process"). */
  make(): Promise<EventBus>;
  /** Environment a child process needs to build the same bus (`CRASH_BUS=kafka` + brokers, or in-process). */
  childEnv: Record<string, string>;
}

const CRASH_WRITER = fileURLToPath(new URL('../testing/crash-writer.ts', import.meta.url));

export function buildEvent(topic: string, key: string, n: number): OutboxEvent {
  return {
    id: randomUUID(),
    topic,
    type: 'test.thing.happened',
    v: 1,
    key,
    producer: 'kit-test',
    occurredAt: new Date().toISOString(),
    payload: { n },
  };
}

// Generous: after a SIGKILL, Kafka hands the dead member's partitions over only when its session
// (10 s) expires, and this machine may be loaded.
async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

function runChild(
  env: Record<string, string>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CRASH_WRITER], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/**
 * The outbox → relay → bus → consumer pipeline, run on every bus adapter: effects happen once per
 * event even when the bus delivers twice, poison events are dead-lettered, and a process killed
 * between the write and the publication (or between publication and bookkeeping) loses nothing.
 */
export function eventPipelineContract(name: string, factory: () => BusFactory | undefined): void {
  describe.skipIf(!factory())(`event pipeline on ${name}`, () => {
    let pg: TestPostgres;
    let schema: string;
    let db: Database;
    const buses: EventBus[] = [];
    const f = factory()!;

    const bus = async () => {
      const b = await f.make();
      buses.push(b);
      return b;
    };

    beforeAll(async () => {
      pg = await testPostgres();
      schema = uniqueSchema('pipe');
      await migrate({ url: pg.url, schema });
      db = createDatabase({ url: pg.url, schema });
      await db.query(
        `CREATE TABLE effect (event_id uuid NOT NULL, n integer NOT NULL,
           seq bigserial, tx bigint NOT NULL DEFAULT txid_current())`,
      );
    });

    afterAll(async () => {
      for (const b of buses) await b.close();
      await db?.close();
      if (pg) {
        await dropSchema(pg.url, schema);
        await pg.stop();
      }
    });

    const effectCount = async (ids: string[]) =>
      (
        await db.query<{ c: number }>(
          'SELECT count(*)::int AS c FROM effect WHERE event_id = ANY($1::uuid[])',
          [ids],
        )
      ).rows[0]!.c;

    /** A topic and a consumer group of the test's own, and a new bus (a new process). */
    const freshRun = async () => ({
      topic: `casona.test.${randomUUID().slice(0, 8)}`,
      group: `g-${randomUUID().slice(0, 8)}`,
      b: await bus(),
    });

    const deadLetters = async (eventId: string, group: string) =>
      (
        await db.query<{ error: string; attempts: number }>(
          'SELECT error, attempts FROM dead_letter WHERE event_id = $1 AND consumer_group = $2',
          [eventId, group],
        )
      ).rows;

    it('delivers committed events in order per key and applies each effect once, even when delivered twice', async () => {
      const topic = `casona.test.${randomUUID().slice(0, 8)}`;
      const b = await bus();
      const seen: number[] = [];
      const consumer = createConsumer({ db, bus: b, group: `g-${randomUUID().slice(0, 8)}` }).onEnvelope(
        topic,
        'test.thing.happened',
        async (event, client) => {
          const { n } = event.payload as { n: number };
          seen.push(n);
          await client.query('INSERT INTO effect (event_id, n) VALUES ($1, $2)', [event.id, n]);
        },
      );
      await consumer.start();
      const relay = createOutboxRelay({ db, url: pg.url, bus: b });
      await relay.start();

      const events = Array.from({ length: 20 }, (_, i) => buildEvent(topic, 'property-1', i));
      await db.tx((client) => writeToOutbox(client, events));
      const ids = events.map((e) => e.id);
      await until(async () => (await effectCount(ids)) === 20);

      // The bus delivers the same events again (as Kafka may after a rebalance): no new effects.
      await b.publish(
        topic,
        events.map(({ topic: _t, ...envelope }) => envelope as EventEnvelope),
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(await effectCount(ids)).toBe(20);
      expect(seen.filter((n, i) => i < 20)).toEqual(events.map((_, i) => i));

      await relay.stop();
      await consumer.stop();
    });

    it('runs every handler registered for a type, in order, in the one transaction of the event', async () => {
      const topic = `casona.test.${randomUUID().slice(0, 8)}`;
      const b = await bus();
      const order: string[] = [];
      const consumer = createConsumer({ db, bus: b, group: `g-${randomUUID().slice(0, 8)}` })
        .onEnvelope(topic, 'test.thing.happened', async (event, client) => {
          order.push('first');
          await client.query('INSERT INTO effect (event_id, n) VALUES ($1, 1)', [event.id]);
        })
        .onEnvelope(topic, 'test.thing.happened', async (event, client) => {
          order.push('second');
          await client.query('INSERT INTO effect (event_id, n) VALUES ($1, 2)', [event.id]);
        });
      await consumer.start();
      const event = buildEvent(topic, 'k', 0);
      const { topic: _t, ...envelope } = event;
      await b.publish(topic, [envelope as EventEnvelope]);
      await until(async () => (await effectCount([event.id])) === 2);
      const { rows } = await db.query<{ n: number; same: boolean }>(
        'SELECT n, tx = min(tx) OVER () AS same FROM effect WHERE event_id = $1 ORDER BY seq',
        [event.id],
      );
      expect(rows).toEqual([
        { n: 1, same: true },
        { n: 2, same: true },
      ]);
      expect(order).toEqual(['first', 'second']);
      await consumer.stop();
    });

    it('rolls the event back with the change when the transaction fails', async () => {
      const topic = `casona.test.${randomUUID().slice(0, 8)}`;
      const event = buildEvent(topic, 'k', 1);
      await expect(
        db.tx(async (client) => {
          await writeToOutbox(client, [event]);
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      const { rows } = await db.query('SELECT 1 FROM outbox WHERE id = $1', [event.id]);
      expect(rows).toHaveLength(0);
    });

    it('dead-letters an event whose handler keeps failing, and goes on with the next', async () => {
      const { topic, group, b } = await freshRun();
      const poison = buildEvent(topic, 'k', -1);
      const good = buildEvent(topic, 'k', 2);
      const consumer = createConsumer({ db, bus: b, group, maxAttempts: 3, backoffMs: 10 }).onEnvelope(
        topic,
        'test.thing.happened',
        async (event, client) => {
          if ((event.payload as { n: number }).n < 0) throw new Error('cannot handle negative');
          await client.query('INSERT INTO effect (event_id, n) VALUES ($1, $2)', [event.id, 2]);
        },
      );
      await consumer.start();
      const relay = createOutboxRelay({ db, url: pg.url, bus: b });
      await relay.start();
      await db.tx((client) => writeToOutbox(client, [poison, good]));
      await until(async () => (await effectCount([good.id])) === 1);
      expect(await deadLetters(poison.id, group)).toEqual([
        { error: 'Error: cannot handle negative', attempts: 3 },
      ]);
      await relay.stop();
      await consumer.stop();
    });

    it('hands a catalogue event over decoded and typed, and dead-letters one the catalogue rejects at once', async () => {
      const { topic, group, b } = await freshRun();
      const deleted: string[] = [];
      let calls = 0;
      const consumer = createConsumer({ db, bus: b, group, backoffMs: 10, topicOf: () => topic }).on(
        'identity.profile.deleted',
        async (event, tx) => {
          calls++;
          deleted.push(event.payload.profileId);
          await tx.query('INSERT INTO effect (event_id, n) VALUES ($1, 0)', [event.id]);
        },
      );
      await consumer.start();
      const relay = createOutboxRelay({ db, url: pg.url, bus: b });
      await relay.start();
      const profiles = [randomUUID(), randomUUID()];
      const valid = profiles.map((profileId) =>
        makeEvent('identity.profile.deleted', { producer: 'kit-test', payload: { profileId } }),
      );
      // Written by a producer that skipped makeEvent: the payload breaks the catalogue's schema.
      const invalid = { ...valid[0]!, id: randomUUID(), payload: { profileId: 'not-a-uuid' } };
      await db.tx((client) =>
        writeToOutbox(
          client,
          [valid[0]!, invalid, valid[1]!].map((e) => ({ ...e, topic })),
        ),
      );
      await until(async () => (await effectCount(valid.map((e) => e.id))) === 2);
      expect(deleted.sort()).toEqual([...profiles].sort()); // two keys: no order between them
      expect(calls).toBe(2);
      const dead = await deadLetters(invalid.id, group);
      expect(dead).toHaveLength(1);
      expect(dead[0]!.attempts).toBe(1);
      expect(dead[0]!.error).toMatch(/^EventValidationError: Invalid payload/);
      await relay.stop();
      await consumer.stop();
    });

    it('applies a backlog once per event, in batches where the bus batches, a failing event dead-lettered alone', async () => {
      const { topic, group, b } = await freshRun();
      const consumer = createConsumer({ db, bus: b, group, maxAttempts: 2, backoffMs: 10 }).onEnvelope(
        topic,
        'test.thing.happened',
        async (event, client) => {
          const { n } = event.payload as { n: number };
          if (n < 0) throw new Error('cannot handle negative');
          await client.query('INSERT INTO effect (event_id, n) VALUES ($1, $2)', [event.id, n]);
        },
      );
      const relay = createOutboxRelay({ db, url: pg.url, bus: b });
      const deliver = async (events: OutboxEvent[]) => {
        await db.tx((client) => writeToOutbox(client, events));
        await relay.drain();
      };

      // A backlog reaches the bus before the consumer starts, as after a consumer outage. (The
      // in-process bus keeps nothing for a group that is not there, so there it subscribes first.)
      if (b.kind === 'in-process') await consumer.start();
      const backlog = Array.from({ length: 40 }, (_, i) => buildEvent(topic, `property-${i % 2}`, i));
      await deliver(backlog);
      if (b.kind === 'kafka') await consumer.start();
      await until(async () => (await effectCount(backlog.map((e) => e.id))) === backlog.length);

      // Then a run with a poison event in the middle: the others apply, the poison is parked.
      const poison = buildEvent(topic, 'property-0', -1);
      const run = [
        ...Array.from({ length: 5 }, (_, i) => buildEvent(topic, 'property-0', 100 + i)),
        poison,
        ...Array.from({ length: 5 }, (_, i) => buildEvent(topic, 'property-0', 105 + i)),
      ];
      await deliver(run);
      const good = [...backlog, ...run].filter((e) => e !== poison).map((e) => e.id);
      await until(async () => (await effectCount(good)) === good.length);
      await until(async () => (await deadLetters(poison.id, group)).length === 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(await effectCount(good)).toBe(good.length);

      const { rows } = await db.query<{ n: number; tx: string }>(
        'SELECT n, tx::text AS tx FROM effect WHERE event_id = ANY($1::uuid[]) ORDER BY seq',
        [good],
      );
      // Per key (property-0: even n and the run; property-1: odd n), in outbox order.
      for (const ofKey of [(n: number) => n % 2 === 0, (n: number) => n % 2 === 1 && n < 100]) {
        const ns = rows.map((r) => r.n).filter(ofKey);
        expect(ns).toEqual([...ns].sort((x, y) => x - y));
      }
      // Kafka hands waiting events over together: the backlog took far fewer transactions than events.
      const backlogTransactions = new Set(rows.filter((r) => r.n < 100).map((r) => r.tx)).size;
      if (b.kind === 'kafka') expect(backlogTransactions).toBeLessThan(backlog.length / 4);
      await consumer.stop();
    });

    for (const crashAt of ['after-commit', 'after-publish'] as const) {
      it(`loses no event when the process is killed ${crashAt.replace('-', ' ')}`, async () => {
        const topic = `casona.test.${randomUUID().slice(0, 8)}`;
        const group = `g-${randomUUID().slice(0, 8)}`;
        const ids = Array.from({ length: 5 }, () => randomUUID());
        const result = await runChild({
          ...f.childEnv,
          CRASH_DATABASE_URL: pg.url,
          CRASH_SCHEMA: schema,
          CRASH_TOPIC: topic,
          CRASH_GROUP: group,
          CRASH_AT: crashAt,
          CRASH_EVENT_IDS: ids.join(','),
        });
        expect(result.signal, result.stderr).toBe('SIGKILL');
        const pending = await db.query(
          'SELECT 1 FROM outbox WHERE id = ANY($1::uuid[]) AND published_at IS NULL',
          [ids],
        );
        expect(pending.rows).toHaveLength(5); // nothing was marked published before the crash

        // A new process starts: same consumer group, new relay.
        const b = await bus();
        const consumer = createConsumer({ db, bus: b, group }).onEnvelope(
          topic,
          'test.thing.happened',
          async (event, client) => {
            await client.query('INSERT INTO effect (event_id, n) VALUES ($1, $2)', [event.id, 0]);
          },
        );
        await consumer.start();
        const relay = createOutboxRelay({ db, url: pg.url, bus: b });
        await relay.start();
        await until(async () => (await effectCount(ids)) === 5);
        await new Promise((r) => setTimeout(r, 300));
        expect(await effectCount(ids)).toBe(5);
        await relay.stop();
        await consumer.stop();
      }, 120_000);
    }
  });
}
