/**
 * The EventBus contract, run against every adapter (in-process and Kafka): what services may rely
 * on whichever bus they get. Each test uses its own topics and groups (random suffix), so runs and
 * suites sharing one broker do not see each other's events.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus, EventEnvelope, Subscription } from '../ports/event-bus.ts';

export interface BusUnderTest {
  bus: EventBus;
  /** Closes the bus and whatever the factory started. */
  cleanup(): Promise<void>;
}

export interface ContractOptions {
  /** Topic names start with this; a suite can delete its topics afterwards by prefix. */
  topicPrefix?: string;
}

export function buildEnvelope(overrides: Partial<EventEnvelope> & { n?: number } = {}): EventEnvelope {
  const { n = 0, ...rest } = overrides;
  return {
    id: randomUUID(),
    type: 'test.thing.happened',
    v: 1,
    occurredAt: new Date().toISOString(),
    producer: 'kit-contract',
    key: `thing-${randomUUID().slice(0, 8)}`,
    payload: { n },
    ...rest,
  };
}

/** Polls until `check` passes (it throws while not yet), then returns quietly; rethrows at the deadline. */
export async function eventually(check: () => void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const suffix = () => randomUUID().slice(0, 8);
const payloadN = (event: EventEnvelope) => (event.payload as { n: number }).n;

export function eventBusContract(
  name: string,
  makeBus: () => Promise<BusUnderTest>,
  options: ContractOptions = {},
): void {
  const prefix = options.topicPrefix ?? 'casona.test.contract';
  const topicName = () => `${prefix}.${suffix()}`;
  const groupName = () => `contract-${suffix()}`;

  describe(`EventBus contract: ${name}`, () => {
    let underTest: BusUnderTest;
    let bus: EventBus;
    const subscriptions: Subscription[] = [];

    const subscribe = async (
      group: string,
      topics: string[],
      handle: (event: EventEnvelope, topic: string) => Promise<void>,
    ) => {
      const subscription = await bus.subscribe({ group, topics, handle });
      subscriptions.push(subscription);
      return subscription;
    };

    beforeEach(async () => {
      underTest = await makeBus();
      bus = underTest.bus;
    });

    afterEach(async () => {
      for (const s of subscriptions.splice(0)) await s.close();
      await underTest.cleanup();
    });

    it('answers ping', async () => {
      await expect(bus.ping()).resolves.toBeUndefined();
    });

    it('delivers a published event to a subscriber, intact and with its topic', async () => {
      const topic = topicName();
      const received: [EventEnvelope, string][] = [];
      await subscribe(groupName(), [topic], async (event, from) => {
        received.push([event, from]);
      });
      const event = buildEnvelope({ payload: { n: 1, nested: { list: [1, 'two'], none: null } } });
      await bus.publish(topic, [event]);
      await eventually(() => expect(received).toEqual([[event, topic]]));
    });

    it('gives every event to every group, and each event to one member of a group', async () => {
      const topic = topicName();
      const [a, b] = [groupName(), groupName()];
      const seen = { a1: [] as string[], a2: [] as string[], b: [] as string[] };
      await subscribe(a, [topic], async (e) => void seen.a1.push(e.id));
      await subscribe(a, [topic], async (e) => void seen.a2.push(e.id));
      await subscribe(b, [topic], async (e) => void seen.b.push(e.id));
      const events = Array.from({ length: 12 }, (_, n) => buildEnvelope({ n }));
      await bus.publish(topic, events);
      const ids = events.map((e) => e.id).sort();
      await eventually(() => {
        expect([...seen.b].sort()).toEqual(ids);
        expect([...seen.a1, ...seen.a2].sort()).toEqual(ids);
      });
    });

    it('keeps order per key across many events and batches', async () => {
      const topic = topicName();
      const keys = ['k1', 'k2', 'k3', 'k4', 'k5'];
      const byKey = new Map<string, number[]>(keys.map((k) => [k, []]));
      await subscribe(groupName(), [topic], async (event) => {
        // Yield now and then, so a bus that ran one key's events concurrently would reorder them.
        if (payloadN(event) % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
        byKey.get(event.key)!.push(payloadN(event));
      });
      const perKey = 40;
      const events = Array.from({ length: perKey * keys.length }, (_, i) =>
        buildEnvelope({ key: keys[i % keys.length]!, n: Math.floor(i / keys.length) }),
      );
      for (let i = 0; i < events.length; i += 25) await bus.publish(topic, events.slice(i, i + 25));
      const expected = Array.from({ length: perKey }, (_, n) => n);
      await eventually(() => {
        for (const key of keys) expect(byKey.get(key)).toEqual(expected);
      }, 20_000);
    });

    it('redelivers an event whose handler failed, and nothing later of its key overtakes it', async () => {
      const topic = topicName();
      const log: string[] = [];
      let failures = 0;
      await subscribe(groupName(), [topic], async (event) => {
        log.push(`${event.key}:${payloadN(event)}`);
        if (event.key === 'same' && payloadN(event) === 1 && failures < 2) {
          failures++;
          throw new Error('transient failure');
        }
      });
      const first = buildEnvelope({ key: 'same', n: 1 });
      const second = buildEnvelope({ key: 'same', n: 2 });
      await bus.publish(topic, [first, second]);
      await eventually(() =>
        expect(log.filter((l) => l.startsWith('same:'))).toEqual(['same:1', 'same:1', 'same:1', 'same:2']),
      );
    });

    it('stops delivering to a closed subscription and closes cleanly', async () => {
      const topic = topicName();
      const group = groupName();
      const received: number[] = [];
      const subscription = await subscribe(
        group,
        [topic],
        async (event) => void received.push(payloadN(event)),
      );
      await bus.publish(topic, [buildEnvelope({ n: 1 })]);
      await eventually(() => expect(received).toEqual([1]));
      await subscription.close();
      await subscription.close(); // twice is harmless

      await bus.publish(topic, [buildEnvelope({ n: 2 })]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([1]);

      await underTest.cleanup();
      await expect(bus.publish(topic, [buildEnvelope({ n: 3 })])).rejects.toThrow();
      // afterEach calls cleanup again: closing twice must be harmless too.
    });

    it('parks a dead letter without throwing', async () => {
      const topic = topicName();
      await expect(
        bus.deadLetter(topic, buildEnvelope({ n: 1 }), 'Error: cannot handle it'),
      ).resolves.toBeUndefined();
    });
  });
}
