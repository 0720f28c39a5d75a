/**
 * A process that dies at the worst moment, for the "no event lost" tests. It writes events into the
 * outbox and commits, then:
 *   CRASH_AT=after-commit   kills itself before any relay runs;
 *   CRASH_AT=after-publish  relays them (the bus accepts them, and on the in-process bus the
 *                           consumer applies them), then kills itself before marking them published.
 */
import pg from 'pg';
import { createDatabase } from '../db/database.ts';
import { createConsumer } from '../events/consumer.ts';
import { createInProcessBus } from '../events/in-process-bus.ts';
import { createKafkaBus } from '../events/kafka-bus.ts';
import { envelopeOf, writeToOutbox, type OutboxRow } from '../events/outbox.ts';
import type { EventBus } from '../ports/event-bus.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const url = env('CRASH_DATABASE_URL');
const schema = env('CRASH_SCHEMA');
const topic = env('CRASH_TOPIC');
const group = env('CRASH_GROUP');
const crashAt = env('CRASH_AT');
const ids = env('CRASH_EVENT_IDS').split(',');

const db = createDatabase({ url, schema });
const bus: EventBus =
  process.env.CRASH_BUS === 'kafka'
    ? await createKafkaBus({ brokers: env('KAFKA_BROKERS').split(','), clientId: 'crash-writer' })
    : createInProcessBus();

if (crashAt === 'after-publish') {
  const consumer = createConsumer({ db, bus, group }).onEnvelope(
    topic,
    'test.thing.happened',
    async (event, client) => {
      await client.query('INSERT INTO effect (event_id, n) VALUES ($1, $2)', [event.id, 0]);
    },
  );
  await consumer.start();
}

await db.tx((client) =>
  writeToOutbox(
    client,
    ids.map((id, n) => ({
      id,
      topic,
      type: 'test.thing.happened',
      v: 1,
      key: 'property-1',
      producer: 'crash-writer',
      occurredAt: new Date().toISOString(),
      payload: { n },
    })),
  ),
);

if (crashAt === 'after-publish') {
  // What the relay does, minus the last step: publish, then die before the UPDATE … published_at.
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const { rows } = await client.query<OutboxRow>(
    'SELECT seq, id, topic, type, v, key, producer, payload, occurred_at FROM outbox WHERE id = ANY($1::uuid[]) ORDER BY seq',
    [ids],
  );
  await bus.publish(topic, rows.map(envelopeOf));
}

process.kill(process.pid, 'SIGKILL');
