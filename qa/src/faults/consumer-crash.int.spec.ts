/**
 * Fault (issue 17): a consumer process killed in the middle of a batch. A real consumer process (the
 * kit's consumer on the real Kafka bus, crash-consumer.ts) works through a backlog of events whose
 * handler has visible effects (a row and a queued email per event, in the consumer's dedup
 * transaction). It is killed with SIGKILL while a batch's transaction is open, and a new process
 * joins the same group: it is handed again both the batch in hand (rolled back with the process)
 * and the batches already applied whose offsets were not yet committed — and every effect exists
 * exactly once. The first process commits its offsets every 5 s (CRASH_COMMIT_INTERVAL_MS), so the
 * kill always leaves applied-but-unacknowledged events behind, the case the dedup is for.
 * Runs where Kafka is configured (KAFKA_BROKERS), in about half a minute.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '@casona/kit/db/database';
import { migrate } from '@casona/kit/db/migrate';
import { createKafkaBus, type KafkaBus } from '@casona/kit/events/kafka-bus';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import { infraUrl } from '@casona/kit/testing/infra';
import { dropSchema, testPostgres, uniqueSchema, type TestPostgres } from '@casona/kit/testing/postgres';
import { until } from './private-postgres.ts';

const brokers = infraUrl('kafka');
const CHILD = fileURLToPath(new URL('./crash-consumer.ts', import.meta.url));
const EVENTS = 1_500;
const KEYS = 12;
const APP_NAME = 'casona-crash-consumer';

let pg: TestPostgres;
let schema: string;
let db: Database;
let kafka: KafkaBus;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!brokers) return;
  pg = await testPostgres();
  schema = uniqueSchema('faults_consumer');
  await migrate({ url: pg.url, schema });
  db = createDatabase({ url: pg.url, schema });
  // No unique keys on the effects: a duplicate would be a second row, and counted.
  await db.query(`CREATE TABLE effect (event_id uuid NOT NULL, n integer NOT NULL, member text NOT NULL);
                  CREATE TABLE queued_email (event_id uuid NOT NULL, recipient text NOT NULL);
                  CREATE TABLE delivered (member text NOT NULL, event_id uuid NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
  kafka = await createKafkaBus({ brokers: brokers.split(','), clientId: 'faults-consumer-crash' });
}, 120_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await kafka?.close();
  await db?.close();
  if (pg) {
    await dropSchema(pg.url, schema);
    await pg.stop();
  }
});

function startConsumer(member: string, topic: string, group: string, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [CHILD], {
    env: {
      ...process.env,
      CRASH_MEMBER: member,
      CRASH_TOPIC: topic,
      CRASH_GROUP: group,
      CRASH_SCHEMA: schema,
      CRASH_DATABASE_URL: pg.url,
      KAFKA_BROKERS: brokers!,
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4_000)));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  children.push(child);
  return { child, exited, stderr: () => stderr };
}

const count = async (sql: string, values: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, values)).rows[0]!.n;

/** A transaction of the member's that has written and not committed: a batch in its hands. */
const batchInHand = (member: string) =>
  count(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE application_name = $1 AND backend_xid IS NOT NULL AND xact_start IS NOT NULL`,
    [`${APP_NAME}-${member}`],
  ).then((n) => n > 0);

describe.skipIf(!brokers)('a consumer process killed mid-batch', () => {
  it('applies every effect exactly once after a new process takes over the group', async () => {
    const topic = `casona.test.crash.${randomUUID().slice(0, 8)}`;
    const group = `faults-crash-${randomUUID().slice(0, 8)}`;
    await kafka.ensureTopics([topic], { partitions: 3 });

    const events: EventEnvelope[] = Array.from({ length: EVENTS }, (_, n) => ({
      id: randomUUID(),
      topic,
      type: 'test.booking.confirmed',
      v: 1,
      key: `property-${n % KEYS}`,
      producer: 'faults-consumer-crash',
      occurredAt: new Date().toISOString(),
      payload: { n, guest: `huesped.${n}@example.mx` },
    }));
    for (let i = 0; i < events.length; i += 250) await kafka.publish(topic, events.slice(i, i + 250));

    // The first process: offsets committed every 5 s, so a kill leaves applied batches unacknowledged.
    const first = startConsumer('first', topic, group, { CRASH_COMMIT_INTERVAL_MS: '5000' });
    await until(
      async () =>
        (await count('SELECT count(*)::int AS n FROM effect')) >= 150 && (await batchInHand('first')),
      'the first consumer applying batches with one in hand',
      90_000,
    ).catch(async (err: Error) => {
      const applied = await count('SELECT count(*)::int AS n FROM effect');
      const delivered = await count('SELECT count(*)::int AS n FROM delivered');
      throw new Error(`${err.message} (applied ${applied}, delivered ${delivered}): ${first.stderr()}`);
    });
    first.child.kill('SIGKILL');
    expect(await first.exited, first.stderr()).toBe('SIGKILL');
    const appliedBeforeKill = await count('SELECT count(*)::int AS n FROM effect');
    // The batch in hand died with the process: its rows were never committed.
    expect(appliedBeforeKill).toBeLessThan(EVENTS);
    expect(
      await count("SELECT count(DISTINCT event_id)::int AS n FROM delivered WHERE member = 'first'"),
    ).toBeGreaterThan(appliedBeforeKill);

    const second = startConsumer('second', topic, group);
    await until(
      async () => (await count('SELECT count(DISTINCT event_id)::int AS n FROM effect')) === EVENTS,
      'every event applied after the takeover',
      120_000,
    );
    // Let any redelivery still in flight land before counting duplicates.
    await until(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM delivered d WHERE member = 'second'
             AND NOT EXISTS (SELECT 1 FROM processed_event p WHERE p.event_id = d.event_id AND p.consumer_group = $1)`,
          [group],
        )) === 0,
      'the second consumer to settle',
      30_000,
    );
    second.child.kill('SIGTERM');
    await second.exited;

    expect(await count('SELECT count(*)::int AS n FROM effect')).toBe(EVENTS);
    expect(await count('SELECT count(*)::int AS n FROM queued_email')).toBe(EVENTS);
    expect(await count('SELECT count(DISTINCT event_id)::int AS n FROM queued_email')).toBe(EVENTS);
    expect(
      await count('SELECT count(*)::int AS n FROM processed_event WHERE consumer_group = $1', [group]),
    ).toBe(EVENTS);
    // The new process was handed events the first had already applied, and applied none of them again.
    const redeliveredApplied = await count(
      `SELECT count(DISTINCT d.event_id)::int AS n FROM delivered d JOIN effect e USING (event_id)
        WHERE d.member = 'second' AND e.member = 'first'`,
    );
    expect(redeliveredApplied).toBeGreaterThan(0);
    expect(await count("SELECT count(*)::int AS n FROM effect WHERE member = 'second'")).toBe(
      EVENTS - appliedBeforeKill,
    );
    console.log(
      `consumer killed mid-batch: ${EVENTS} events, ${appliedBeforeKill} applied before the kill, ` +
        `${redeliveredApplied} of them delivered again to the new process and not applied again, 0 duplicated effects`,
    );
  }, 240_000);
});
