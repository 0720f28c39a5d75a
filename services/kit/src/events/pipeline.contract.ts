import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      await db.query('CREATE TABLE effect (event_id uuid NOT NULL, n integer NOT NULL)');
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

    it('delivers committed events in order per key and applies each effect once, even when delivered twice', async () => {
      const topic = `casona.test.${randomUUID().slice(0, 8)}`;
      const b = await bus();
      const seen: number[] = [];
      const consumer = createConsumer({ db, bus: b, group: `g-${randomUUID().slice(0, 8)}` }).on(
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
      const topic = `casona.test.${randomUUID().slice(0, 8)}`;
      const group = `g-${randomUUID().slice(0, 8)}`;
      const b = await bus();
      const poison = buildEvent(topic, 'k', -1);
      const good = buildEvent(topic, 'k', 2);
      const consumer = createConsumer({ db, bus: b, group, maxAttempts: 3, backoffMs: 10 }).on(
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
      const dead = await db.query<{ error: string; attempts: number }>(
        'SELECT error, attempts FROM dead_letter WHERE event_id = $1 AND consumer_group = $2',
        [poison.id, group],
      );
      expect(dead.rows).toEqual([{ error: 'Error: cannot handle negative', attempts: 3 }]);
      await relay.stop();
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
        const consumer = createConsumer({ db, bus: b, group }).on(
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
