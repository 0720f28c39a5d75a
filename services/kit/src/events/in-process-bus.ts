/**
 * The embedded event bus: delivery inside one Node process, for the single-process default (no
 * Kafka to install). It keeps the guarantees the services rely on with Kafka: every subscribed group
 * gets every event, one member per group handles it, order holds per key, and an event whose handler
 * rejects is delivered again (with backoff) instead of being skipped.
 *
 * It has no storage of its own: the outbox is the durable log. `publish` therefore resolves only
 * once every group subscribed at that moment has handled the events; if the bus closes first it
 * rejects, the relay keeps the outbox rows, and the next process publishes them again. (So a handler
 * must not await a publish that its own group would receive: it would wait for itself.)
 */
import type { EventBus, EventEnvelope, SubscribeOptions, Subscription } from '../ports/event-bus.ts';
import { sleepUnlessAborted as sleep } from '../util/sleep.ts';

export interface DeadLetterEntry {
  topic: string;
  event: EventEnvelope;
  error: string;
  /** ISO-8601 instant it was parked. */
  at: string;
}

/** The subset of a pino logger the bus uses. */
export interface InProcessBusLogger {
  warn(obj: object, msg: string): void;
}

export interface InProcessBusOptions {
  /** Called for every dead letter (e.g. to write it somewhere durable); a rejection fails `deadLetter`. */
  onDeadLetter?: (entry: DeadLetterEntry) => void | Promise<void>;
  logger?: InProcessBusLogger;
  /** Redelivery backoff after a handler rejects: first delay, doubled up to the cap. */
  retryInitialMs?: number;
  retryMaxMs?: number;
  /** Dead letters kept in memory, newest last; older ones are dropped (the callback saw them). */
  maxDeadLetters?: number;
}

export interface InProcessBus extends EventBus {
  readonly kind: 'in-process';
  /** Dead letters parked so far, oldest first. */
  deadLetters(): readonly DeadLetterEntry[];
}

export class BusClosedError extends Error {
  constructor() {
    super('the in-process event bus is closed');
    this.name = 'BusClosedError';
  }
}

interface Member {
  handle: SubscribeOptions['handle'];
  closed: boolean;
  /** Handler calls not settled yet; closing waits for them. */
  inFlight: Set<Promise<void>>;
}

interface Group {
  name: string;
  topic: string;
  members: Member[];
  /** Tail of the delivery chain per key: the next event of a key starts after the previous one. */
  lanes: Map<string, Promise<void>>;
  /** Aborted when the last member leaves, so pending redeliveries fail at once. */
  gone: AbortController;
}

/** FNV-1a: a stable key → member choice, so one key sticks to one member like a Kafka partition. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createInProcessBus(options: InProcessBusOptions = {}): InProcessBus {
  const retryInitialMs = options.retryInitialMs ?? 50;
  const retryMaxMs = options.retryMaxMs ?? 2000;
  const maxDeadLetters = options.maxDeadLetters ?? 1000;
  const logger = options.logger;

  /** topic → group name → group */
  const topics = new Map<string, Map<string, Group>>();
  const deadLetters: DeadLetterEntry[] = [];
  const closing = new AbortController();
  const allMembers = new Set<Member>();
  let closed: Promise<void> | undefined;

  function assertOpen(): void {
    if (closing.signal.aborted) throw new BusClosedError();
  }

  function runHandler(member: Member, wire: string, topic: string): Promise<void> {
    // A fresh copy per delivery, so a handler that mutates its event cannot affect another group.
    const copy = JSON.parse(wire) as EventEnvelope;
    const call = (async () => member.handle(copy, topic))();
    member.inFlight.add(call);
    const forget = () => member.inFlight.delete(call);
    call.then(forget, forget);
    return call;
  }

  async function deliver(group: Group, event: EventEnvelope, wire: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      assertOpen();
      const live = group.members.filter((m) => !m.closed);
      if (live.length === 0) {
        // Transient: the consumer is stopping (the platform's shutdown); the event stays in the
        // publisher's outbox and is sent again, so the relay retries it without an error line.
        throw Object.assign(
          new Error(
            `consumer group ${group.name} left ${group.topic} before acknowledging event ${event.id}`,
          ),
          { transient: true },
        );
      }
      const member = live[hashKey(event.key) % live.length]!;
      try {
        await runHandler(member, wire, group.topic);
        return;
      } catch (err) {
        const delay = Math.min(retryInitialMs * 2 ** attempt, retryMaxMs);
        logger?.warn(
          {
            err,
            topic: group.topic,
            group: group.name,
            eventId: event.id,
            attempt: attempt + 1,
            retryInMs: delay,
          },
          'event handler rejected; redelivering',
        );
        // Cut short by the bus closing or the group leaving; the loop head then fails the delivery.
        await sleep(delay, AbortSignal.any([closing.signal, group.gone.signal]));
      }
    }
  }

  /** Queues `event` behind earlier events of its key in this group. */
  function enqueue(group: Group, event: EventEnvelope, wire: string): Promise<void> {
    const previous = group.lanes.get(event.key) ?? Promise.resolve();
    // If an earlier event of the key failed, later ones must not overtake it: they fail too.
    const next = previous.then(() => deliver(group, event, wire));
    group.lanes.set(event.key, next);
    const release = () => {
      if (group.lanes.get(event.key) === next) group.lanes.delete(event.key);
    };
    next.then(release, release);
    return next;
  }

  function leave(member: Member, groupsOfMember: Group[]): void {
    member.closed = true;
    allMembers.delete(member);
    for (const group of groupsOfMember) {
      group.members = group.members.filter((m) => m !== member);
      if (group.members.length === 0) {
        group.gone.abort(new Error(`consumer group ${group.name} left ${group.topic}`));
        const byName = topics.get(group.topic);
        if (byName?.get(group.name) === group) byName.delete(group.name);
        if (byName?.size === 0) topics.delete(group.topic);
      }
    }
  }

  async function settle(members: Iterable<Member>): Promise<void> {
    const calls = [...members].flatMap((m) => [...m.inFlight]);
    // Only waiting here: each rejection is already handled by the delivery that made the call.
    await Promise.allSettled(calls);
  }

  return {
    kind: 'in-process',

    async publish(topic, events) {
      assertOpen();
      const groups = [...(topics.get(topic)?.values() ?? [])];
      if (groups.length === 0 || events.length === 0) return;
      // Serialized the way Kafka carries them, so a payload that would not survive JSON (a BigInt, a
      // cycle) fails the publish here too instead of only in production.
      const wires = events.map((event) => JSON.stringify(event));
      // All queued synchronously, in order: concurrent publishes keep their call order per key.
      const deliveries = events.flatMap((event, i) =>
        groups.map((group) => enqueue(group, event, wires[i]!)),
      );
      const results = await Promise.allSettled(deliveries);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) {
        // Transient as a whole when every delivery was (consumers stopping at shutdown while a batch
        // was in flight): the relay then retries it with a warning, not an error line.
        const transient = failures.every((f) => (f as { transient?: unknown } | null)?.transient === true);
        throw Object.assign(
          new AggregateError(failures, `${failures.length} deliveries on ${topic} failed`),
          transient ? { transient: true } : {},
        );
      }
    },

    async subscribe({ group: name, topics: subscribed, handle }) {
      assertOpen();
      const member: Member = { handle, closed: false, inFlight: new Set() };
      const groupsOfMember: Group[] = [];
      for (const topic of new Set(subscribed)) {
        let byName = topics.get(topic);
        if (!byName) topics.set(topic, (byName = new Map()));
        let group = byName.get(name);
        if (!group) {
          group = { name, topic, members: [], lanes: new Map(), gone: new AbortController() };
          byName.set(name, group);
        }
        group.members.push(member);
        groupsOfMember.push(group);
      }
      allMembers.add(member);
      let leaving: Promise<void> | undefined;
      const subscription: Subscription = {
        close() {
          leaving ??= (async () => {
            leave(member, groupsOfMember);
            await settle([member]);
          })();
          return leaving;
        },
      };
      return subscription;
    },

    async deadLetter(topic, event, error) {
      assertOpen();
      const entry: DeadLetterEntry = { topic, event, error, at: new Date().toISOString() };
      deadLetters.push(entry);
      if (deadLetters.length > maxDeadLetters) deadLetters.splice(0, deadLetters.length - maxDeadLetters);
      await options.onDeadLetter?.(entry);
    },

    deadLetters: () => [...deadLetters],

    async ping() {
      assertOpen();
    },

    close() {
      closed ??= (async () => {
        closing.abort(new BusClosedError());
        // Handlers already running finish (their effects commit); nothing new starts.
        await settle(allMembers);
      })();
      return closed;
    },
  };
}
