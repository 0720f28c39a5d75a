/**
 * A consumer process for the "killed mid-batch" fault (consumer-crash.int.spec.ts): the kit's
 * consumer on the real Kafka bus, in group CRASH_GROUP on CRASH_TOPIC, whose handler has a visible
 * effect — an `effect` row and a `queued_email` row per event, as a notification consumer writes —
 * inside the consumer's dedup transaction, and takes a few milliseconds per event so a batch is
 * long enough to be killed in the middle. Every batch (or single event) the bus hands over is
 * written to `delivered` outside that transaction, so the test sees what was delivered again.
 * Runs until killed (SIGKILL by the test) or SIGTERM.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase } from '@casona/kit/db/database';
import { createConsumer } from '@casona/kit/events/consumer';
import { createKafkaBus } from '@casona/kit/events/kafka-bus';
import type { EventBus } from '@casona/kit/ports/event-bus';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const member = env('CRASH_MEMBER');
const topic = env('CRASH_TOPIC');
const db = createDatabase({
  url: env('CRASH_DATABASE_URL'),
  schema: env('CRASH_SCHEMA'),
  applicationName: `casona-crash-consumer-${member}`,
});
const kafka = await createKafkaBus({
  brokers: env('KAFKA_BROKERS').split(','),
  clientId: `crash-consumer-${member}`,
  sessionTimeoutMs: 6_000,
  heartbeatIntervalMs: 500,
  commitIntervalMs: Number(process.env.CRASH_COMMIT_INTERVAL_MS ?? 100),
});

const recordDelivery = (ids: readonly string[]) =>
  db.query('INSERT INTO delivered (member, event_id) SELECT $1, unnest($2::uuid[])', [member, ids]);

// The bus as the consumer sees it, with each delivery recorded before it is handled.
const bus: EventBus = {
  kind: kafka.kind,
  publish: (to, events) => kafka.publish(to, events),
  deadLetter: (to, event, error) => kafka.deadLetter(to, event, error),
  ping: () => kafka.ping(),
  close: () => kafka.close(),
  subscribe: (options) =>
    kafka.subscribe({
      ...options,
      handle: async (event, from) => {
        await recordDelivery([event.id]);
        return options.handle(event, from);
      },
      ...(options.handleBatch
        ? {
            handleBatch: async (events, from) => {
              await recordDelivery(events.map((e) => e.id));
              return options.handleBatch!(events, from);
            },
          }
        : {}),
    }),
};

const consumer = createConsumer({ db, bus, group: env('CRASH_GROUP') }).onEnvelope(
  topic,
  'test.booking.confirmed',
  async (event, tx) => {
    const { n, guest } = event.payload as { n: number; guest: string };
    await tx.query('INSERT INTO effect (event_id, n, member) VALUES ($1, $2, $3)', [event.id, n, member]);
    await tx.query('INSERT INTO queued_email (event_id, recipient) VALUES ($1, $2)', [event.id, guest]);
    await sleep(Number(process.env.CRASH_HANDLER_MS ?? 5));
  },
);
await consumer.start();
process.stdout.write('consuming\n');

process.once('SIGTERM', () => {
  void consumer
    .stop()
    .then(() => kafka.close())
    .then(() => db.close())
    .finally(() => process.exit(0));
});
