import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  Admin,
  ConfigResourceTypes,
  Consumer,
  MessagesStreamModes,
  stringDeserializers,
  type Message,
} from '@platformatic/kafka';
import { afterAll, describe, expect, it } from 'vitest';
import { infraUrl } from '../testing/infra.ts';
import { buildEnvelope, eventBusContract, eventually } from './event-bus.contract.ts';
import {
  createKafkaBus,
  ERROR_HEADER,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  isKafkaBus,
  type KafkaBusOptions,
} from './kafka-bus.ts';
import { topicConfig } from './topics.ts';

const brokers = infraUrl('kafka')?.split(',');
// Every topic this run creates starts with this, so afterAll can delete exactly those.
const prefix = `casona.test.kbus-${randomUUID().slice(0, 8)}`;

// Handler failures are provoked on purpose here; only errors are worth printing.
const logger = { info() {}, warn() {}, error: (obj: object, msg: string) => console.error(msg, obj) };

const makeBus = (options: Partial<KafkaBusOptions> = {}) =>
  createKafkaBus({
    brokers: brokers!,
    clientId: 'kafka-bus-spec',
    logger,
    // Short idle fetches keep closing subscriptions quick; fast retries keep the suite quick.
    fetchMaxWaitMs: 100,
    retryInitialMs: 20,
    ...options,
  });

describe.skipIf(!brokers)('Kafka event bus', () => {
  eventBusContract(
    'Kafka',
    async () => {
      const bus = await makeBus();
      return { bus, cleanup: () => bus.close() };
    },
    { topicPrefix: prefix },
  );

  afterAll(async () => {
    const admin = new Admin({ clientId: 'kafka-bus-spec-cleanup', bootstrapBrokers: brokers! });
    try {
      const mine = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
      if (mine.length > 0) await admin.deleteTopics({ topics: mine });
    } finally {
      await admin.close();
    }
  });

  it('creates topics idempotently with the topics.ts settings, dead-letter topics included', async () => {
    const bus = await makeBus();
    const admin = new Admin({ clientId: 'kafka-bus-spec', bootstrapBrokers: brokers! });
    try {
      const topic = `${prefix}.ensure`;
      // Concurrent calls race to create the same topics: both must succeed.
      await Promise.all([bus.ensureTopics([topic, `${topic}.dlq`]), bus.ensureTopics([topic])]);
      await bus.ensureTopics([topic, `${topic}.dlq`]);
      expect(isKafkaBus(bus)).toBe(true);
      const metadata = await admin.metadata({ topics: [topic, `${topic}.dlq`] });
      expect(metadata.topics.get(topic)?.partitionsCount).toBe(3);
      expect(metadata.topics.get(`${topic}.dlq`)?.partitionsCount).toBe(1);
      const [main, dlq] = await admin.describeConfigs({
        resources: [
          {
            resourceType: ConfigResourceTypes.TOPIC,
            resourceName: topic,
            configurationKeys: ['retention.ms'],
          },
          {
            resourceType: ConfigResourceTypes.TOPIC,
            resourceName: `${topic}.dlq`,
            configurationKeys: ['retention.ms'],
          },
        ],
      });
      expect(main?.configs.find((c) => c.name === 'retention.ms')?.value).toBe(String(7 * 86_400_000));
      expect(dlq?.configs.find((c) => c.name === 'retention.ms')?.value).toBe(String(30 * 86_400_000));
    } finally {
      await admin.close();
      await bus.close();
    }
  });

  it('writes dead letters to <topic>.dlq with the error, and keys and headers on every message', async () => {
    const bus = await makeBus();
    const topic = `${prefix}.dead`;
    const consumer = new Consumer({
      clientId: 'kafka-bus-spec',
      groupId: `dlq-reader-${randomUUID().slice(0, 8)}`,
      bootstrapBrokers: brokers!,
      deserializers: stringDeserializers,
      maxWaitTime: 100,
    });
    try {
      const event = buildEnvelope({ key: 'property-7', n: 1 });
      await bus.deadLetter(topic, event, 'Error: cannot handle it');
      const stream = await consumer.consume({ topics: [`${topic}.dlq`], mode: MessagesStreamModes.EARLIEST });
      const [message] = (await once(stream, 'data')) as [Message<string, string, string, string>];
      await stream.close();
      expect(message?.key).toBe('property-7');
      expect(JSON.parse(message!.value)).toEqual(event);
      expect(message?.headers.get(ERROR_HEADER)).toBe('Error: cannot handle it');
      expect(message?.headers.get(EVENT_ID_HEADER)).toBe(event.id);
      expect(message?.headers.get(EVENT_TYPE_HEADER)).toBe(event.type);
    } finally {
      await consumer.close(true);
      await bus.close();
    }
  });

  it('resumes a group after a restart from the committed offset, without replaying handled events', async () => {
    const topic = `${prefix}.resume`;
    const group = `resume-${randomUUID().slice(0, 8)}`;
    const first = await makeBus();
    const seen: number[] = [];
    const handle = async (e: { payload: unknown }) => void seen.push((e.payload as { n: number }).n);
    const subscription = await first.subscribe({ group, topics: [topic], handle });
    await first.publish(topic, [buildEnvelope({ key: 'k', n: 1 }), buildEnvelope({ key: 'k', n: 2 })]);
    await eventually(() => expect(seen).toEqual([1, 2]));
    await subscription.close();
    await first.publish(topic, [buildEnvelope({ key: 'k', n: 3 })]);
    await first.close();

    const second = await makeBus();
    try {
      await second.subscribe({ group, topics: [topic], handle });
      await eventually(() => expect(seen).toEqual([1, 2, 3]));
    } finally {
      await second.close();
    }
  });

  it('hands waiting messages of a partition over in batches, offers a rejected batch again whole, and commits each batch', async () => {
    const topic = `${prefix}.batch`;
    const group = `batch-${randomUUID().slice(0, 8)}`;
    const bus = await makeBus();
    const events = Array.from({ length: 30 }, (_, n) => buildEnvelope({ key: 'one-partition', n }));
    const calls: number[][] = [];
    const accepted: number[] = [];
    const ns = (batch: readonly { payload: unknown }[]) => batch.map((e) => (e.payload as { n: number }).n);
    const subscriber = {
      group,
      topics: [topic],
      maxBatch: 8,
      handle: async (e: { payload: unknown }) => {
        calls.push(ns([e]));
        accepted.push(...ns([e]));
      },
      handleBatch: async (batch: readonly { payload: unknown }[]) => {
        calls.push(ns(batch));
        if (calls.length === 1) throw new Error('the first batch fails once');
        accepted.push(...ns(batch));
      },
    };
    try {
      await bus.publish(topic, events); // waiting before the group starts reading
      const subscription = await bus.subscribe(subscriber);
      await eventually(() => expect(accepted).toEqual(events.map((_, n) => n)));
      expect(calls[1]).toEqual(calls[0]); // the rejected batch, whole, not skipped
      expect(Math.max(...calls.map((c) => c.length))).toBeGreaterThan(1);
      expect(calls.every((c) => c.length <= 8)).toBe(true);
      await subscription.close();

      // The group resumes after the last batch: nothing is handled twice.
      calls.length = 0;
      accepted.length = 0;
      await bus.publish(topic, [buildEnvelope({ key: 'one-partition', n: 30 })]);
      await bus.subscribe(subscriber);
      await eventually(() => expect(accepted).toEqual([30]));
    } finally {
      await bus.close();
    }
  });

  it('commits handled offsets together once commitIntervalMs has passed, and the rest when the subscription closes', async () => {
    const topic = `${prefix}.cadence`;
    const group = `cadence-${randomUUID().slice(0, 8)}`;
    const bus = await makeBus({ commitIntervalMs: 60_000 });
    const admin = new Admin({ clientId: 'kafka-bus-spec', bootstrapBrokers: brokers! });
    const committed = async () => {
      const [offsets] = await admin.listConsumerGroupOffsets({ groups: [group] });
      const partitions = offsets?.topics.find((t) => t.name === topic)?.partitions ?? [];
      return partitions.reduce((sum, p) => sum + (p.committedOffset > 0n ? p.committedOffset : 0n), 0n);
    };
    try {
      const seen: number[] = [];
      const subscription = await bus.subscribe({
        group,
        topics: [topic],
        handle: async (e) => void seen.push((e.payload as { n: number }).n),
      });
      await bus.publish(
        topic,
        [0, 1, 2].map((n) => buildEnvelope({ key: 'one-partition', n })),
      );
      await eventually(() => expect(seen).toEqual([0, 1, 2]));
      await new Promise((resolve) => setTimeout(resolve, 300)); // a commit per message would be in by now
      expect(await committed()).toBe(0n);
      await subscription.close();
      expect(await committed()).toBe(3n);
    } finally {
      await admin.close();
      await bus.close();
    }
  });

  it('hands partitions over when members join and leave mid-stream, losing nothing and keeping key order', async () => {
    const topic = `${prefix}.rebalance`;
    const group = `rebalance-${randomUUID().slice(0, 8)}`;
    const bus = await makeBus();
    const log: { member: string; key: string; n: number }[] = [];
    const member =
      (name: string) =>
      async (e: { key: string; payload: unknown }): Promise<void> => {
        log.push({ member: name, key: e.key, n: (e.payload as { n: number }).n });
        // Slow enough that the rebalances below happen while events are in flight.
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    try {
      const a = await bus.subscribe({ group, topics: [topic], handle: member('a') });
      const keys = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
      const perKey = 30;
      const events = Array.from({ length: perKey * keys.length }, (_, i) =>
        buildEnvelope({ key: keys[i % keys.length]!, n: Math.floor(i / keys.length) }),
      );
      await bus.publish(topic, events.slice(0, 60));
      await eventually(() => expect(log.length).toBeGreaterThan(10));
      await bus.subscribe({ group, topics: [topic], handle: member('b') }); // a rebalance: a gives up partitions
      await bus.publish(topic, events.slice(60, 120));
      await a.close(); // another one: b takes everything
      await bus.publish(topic, events.slice(120));

      await eventually(() => {
        for (const key of keys) {
          // Redeliveries are allowed (at least once); a gap or an older event after a newer one is not.
          const firstSeen = [...new Set(log.filter((l) => l.key === key).map((l) => l.n))];
          expect(firstSeen).toEqual(Array.from({ length: perKey }, (_, n) => n));
        }
      }, 20_000);
      expect(new Set(log.map((l) => l.member))).toEqual(new Set(['a', 'b']));
    } finally {
      await bus.close();
    }
  });

  it('fails fast when no broker answers', async () => {
    await expect(createKafkaBus({ brokers: ['127.0.0.1:1'], clientId: 'nobody' })).rejects.toThrow(
      /not reachable/,
    );
  });
});

// Managed clusters require SASL: the same contract on the broker's SASL/PLAIN listener.
const saslBrokers = infraUrl('kafka-sasl')?.split(',');
const saslBus = (password: string) =>
  createKafkaBus({
    brokers: saslBrokers!,
    clientId: 'kafka-bus-spec-sasl',
    logger,
    fetchMaxWaitMs: 100,
    retryInitialMs: 20,
    security: { sasl: { mechanism: 'PLAIN', username: 'casona', password } },
  });

describe.skipIf(!saslBrokers)('Kafka event bus over SASL/PLAIN', () => {
  eventBusContract(
    'Kafka with SASL',
    async () => {
      const bus = await saslBus('casona-secret');
      return { bus, cleanup: () => bus.close() };
    },
    { topicPrefix: `${prefix}.sasl` },
  );

  afterAll(async () => {
    const admin = new Admin({ clientId: 'kafka-bus-spec-cleanup', bootstrapBrokers: brokers! });
    try {
      const mine = (await admin.listTopics()).filter((t) => t.startsWith(`${prefix}.sasl`));
      if (mine.length > 0) await admin.deleteTopics({ topics: mine });
    } finally {
      await admin.close();
    }
  });

  it('refuses wrong credentials at start instead of running unauthenticated', async () => {
    await expect(saslBus('wrong-password')).rejects.toThrow(/not reachable/);
  });

  it('cannot reach the SASL listener without credentials', async () => {
    await expect(
      createKafkaBus({ brokers: saslBrokers!, clientId: 'kafka-bus-spec-anonymous', logger }),
    ).rejects.toThrow(/not reachable/);
  });
});

// Pure settings, checked without a broker; the suite above checks the broker really applies them.
describe('topic settings', () => {
  const DAY = 86_400_000;

  it('gives event topics 3 partitions and 7 days, dead-letter topics 1 partition and 30 days', () => {
    expect(topicConfig('casona.listings.property')).toEqual({
      partitions: 3,
      replicationFactor: -1,
      configs: { 'retention.ms': String(7 * DAY) },
    });
    expect(topicConfig('casona.listings.property.dlq')).toEqual({
      partitions: 1,
      replicationFactor: -1,
      configs: { 'retention.ms': String(30 * DAY) },
    });
  });

  it('applies caller defaults to topics without an override', () => {
    expect(topicConfig('casona.finance.transaction', { partitions: 6, replicationFactor: 3 })).toMatchObject({
      partitions: 6,
      replicationFactor: 3,
    });
    expect(topicConfig('casona.finance.transaction.dlq', { partitions: 6 }).partitions).toBe(1);
  });

  it('keeps password-reset links, dead letters included, for one day only', () => {
    expect(topicConfig('casona.identity.password_reset').configs['retention.ms']).toBe(String(DAY));
    expect(topicConfig('casona.identity.password_reset.dlq').configs['retention.ms']).toBe(String(DAY));
  });
});
