/**
 * The event bus on Apache Kafka (cluster mode), over `@platformatic/kafka`.
 *
 * - Publishing: an idempotent producer with acks=all, so an event is durable on every in-sync
 *   replica before `publish` resolves, and a retried send is not written twice. Messages are keyed
 *   by `event.key` (all events of an aggregate land in one partition, in order), the value is the
 *   JSON envelope, and headers repeat the event id and type for tools that do not parse values.
 * - Consuming: one Kafka consumer per subscription, consumer group = `group`. Each partition is a
 *   lane processed one handler call at a time: one message, or (with `handleBatch`) every message
 *   that waited while the previous call ran. Partitions run in parallel. An offset is committed
 *   only after the call resolved (the handled offsets of all lanes together, every
 *   `commitIntervalMs`), and rejected messages are offered again with backoff, never skipped.
 * - Topics are created on first use (and at service start, `ensureTopics`) with the settings of
 *   topics.ts; the broker's own auto-creation is not relied on.
 */
import {
  Admin,
  Consumer,
  MessagesStreamFallbackModes,
  MessagesStreamModes,
  ProduceAcks,
  Producer,
  compatibilityPartitioner,
  stringDeserializers,
  stringSerializers,
  type ConsumerGroupJoinPayload,
  type Message,
  type MessagesStream,
} from '@platformatic/kafka';
import { DEAD_LETTER_SUFFIX } from '@casona/proto/events/index';
import type { EventBus, EventEnvelope, SubscribeOptions, Subscription } from '../ports/event-bus.ts';
import { topicConfig, type TopicConfig, type TopicDefaults } from './topics.ts';
import { sleepUnlessAborted as sleep } from '../util/sleep.ts';

/** The subset of a pino logger the bus uses. */
export interface KafkaBusLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * How clients authenticate to a managed cluster: SASL (PLAIN or SCRAM) and TLS, as the providers'
 * endpoints require (SASL_SSL on port 9096 at AWS MSK, 9092 at Confluent Cloud). Unset: plaintext.
 */
export interface KafkaSecurity {
  sasl?: { mechanism: 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512'; username: string; password: string };
  /** true: TLS with the system's trusted CAs; `{ ca }`: a private CA in PEM. */
  tls?: boolean | { ca: string };
}

/** The connection options every client of the bus (admin, producer, consumers) is built with. */
export function connectionOptions(security: KafkaSecurity | undefined): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (security?.sasl) options.sasl = { ...security.sasl };
  if (security?.tls) options.tls = security.tls === true ? {} : { ca: security.tls.ca };
  return options;
}

export interface KafkaBusOptions {
  brokers: readonly string[];
  clientId: string;
  security?: KafkaSecurity;
  logger?: KafkaBusLogger;
  /** Defaults for topics the bus creates (partitions, replication factor). */
  topics?: TopicDefaults;
  /**
   * How long the group waits for a silent member before moving its partitions elsewhere. Short, so
   * a crashed replica's partitions resume quickly; the broker accepts 6 s and up by default.
   */
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  /**
   * Longest a fetch waits at the broker when there is nothing new. Data arriving ends the wait at
   * once (min bytes is 1), so this bounds only idle polling and how long closing a subscription takes.
   */
  fetchMaxWaitMs?: number;
  /** Redelivery backoff after `handle` rejects: first delay, doubled up to the cap. */
  retryInitialMs?: number;
  retryMaxMs?: number;
  /** Messages a subscription holds unprocessed before it stops fetching. */
  maxBufferedMessages?: number;
  /**
   * How long handled offsets wait before they are committed together (default 100 ms). Each
   * commit is a write on the broker; at hundreds of events per second, committing after every
   * batch doubled the broker's work. A crash loses at most this much of commits: those events are
   * delivered again, and consumers deduplicate them.
   */
  commitIntervalMs?: number;
}

export interface KafkaBus extends EventBus {
  readonly kind: 'kafka';
  /** Creates the topics that do not exist yet (settings from topics.ts); safe to call concurrently. */
  ensureTopics(topics: readonly string[], defaults?: TopicDefaults): Promise<void>;
}

/** For service start: `if (isKafkaBus(bus)) await bus.ensureTopics(TOPICS)` (the in-process bus has none). */
export function isKafkaBus(bus: EventBus): bus is KafkaBus {
  return bus.kind === 'kafka' && typeof (bus as Partial<KafkaBus>).ensureTopics === 'function';
}

export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';
export const ERROR_HEADER = 'error';
/** Headers count against the broker's message size limit; a stack trace does not need to fit. */
const MAX_ERROR_HEADER_LENGTH = 4000;
// A broker just (re)started on a busy machine takes well over 15 s to elect leaders for every topic
// (the fault suite's private broker at load 30 did): waiting longer costs nothing when it is quick.
const TOPIC_READY_TIMEOUT_MS = 60_000;
/** Messages per `handleBatch` call when the subscriber names no limit. */
const DEFAULT_MAX_BATCH = 100;

type StringMessage = Message<string, string, string, string>;

const fallbackLogger: KafkaBusLogger = {
  info: () => {},
  warn: (obj, msg) => console.warn(`kafka-bus: ${msg}`, obj),
  error: (obj, msg) => console.error(`kafka-bus: ${msg}`, obj),
};

/** Client-level retries (metadata, produce, fetch, join): quick first, capped. */
const clientRetryDelay = (_client: unknown, _operation: string, attempt: number): number =>
  Math.min(100 * 2 ** Math.max(attempt - 1, 0), 2000);

/** The innermost errors of the library's nested MultipleErrors/ResponseError. */
function leafErrors(err: unknown): unknown[] {
  if (err instanceof AggregateError && err.errors.length > 0) return err.errors.flatMap(leafErrors);
  return [err];
}

const isTopicAlreadyExists = (err: unknown): boolean =>
  (err as { apiId?: unknown } | null)?.apiId === 'TOPIC_ALREADY_EXISTS';

/**
 * Creates the missing topics among `topics` with their topics.ts settings and waits until every
 * partition has a leader (a freshly created topic is not writable at once). Idempotent: a topic
 * created meanwhile by another process counts as success; existing topics are left as they are.
 */
export async function ensureTopics(
  admin: Admin,
  topics: readonly string[],
  defaults: TopicDefaults = {},
): Promise<void> {
  const wanted = [...new Set(topics)];
  if (wanted.length === 0) return;
  const existing = new Set(await admin.listTopics());
  const missing = wanted.filter((topic) => !existing.has(topic));
  if (missing.length === 0) return;

  // `configs` of a CreateTopics request apply to all its topics: one request per distinct setting.
  const batches = new Map<string, { config: TopicConfig; topics: string[] }>();
  for (const topic of missing) {
    const config = topicConfig(topic, defaults);
    const id = JSON.stringify(config);
    const batch = batches.get(id);
    if (batch) batch.topics.push(topic);
    else batches.set(id, { config, topics: [topic] });
  }
  for (const { config, topics: batch } of batches.values()) {
    try {
      await admin.createTopics({
        topics: batch,
        partitions: config.partitions,
        replicas: config.replicationFactor,
        configs: Object.entries(config.configs).map(([name, value]) => ({ name, value })),
      });
    } catch (err) {
      // Another replica starting at the same moment won the race: the topic is there, as wanted.
      if (!leafErrors(err).every(isTopicAlreadyExists)) throw err;
    }
  }

  const deadline = Date.now() + TOPIC_READY_TIMEOUT_MS;
  for (;;) {
    let notReady: unknown;
    try {
      const metadata = await admin.metadata({ topics: missing, forceUpdate: true });
      const leaderless = missing.filter((topic) => {
        const partitions = metadata.topics.get(topic)?.partitions ?? [];
        return partitions.length === 0 || partitions.some((p) => p.leader < 0);
      });
      if (leaderless.length === 0) return;
      notReady = new Error(`no leader yet for ${leaderless.join(', ')}`);
    } catch (err) {
      // Metadata may not know a topic for a moment after its creation.
      notReady = err;
    }
    if (Date.now() >= deadline) {
      throw new Error(`topics ${missing.join(', ')} not ready after ${TOPIC_READY_TIMEOUT_MS} ms`, {
        cause: notReady,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function parseEnvelope(value: string | undefined): EventEnvelope | string {
  if (value === undefined) return 'message has no value';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (err) {
    return `value is not JSON: ${(err as Error).message}`;
  }
  const e = parsed as Partial<EventEnvelope> | null;
  if (
    typeof e !== 'object' ||
    e === null ||
    typeof e.id !== 'string' ||
    typeof e.type !== 'string' ||
    typeof e.key !== 'string' ||
    typeof e.v !== 'number'
  ) {
    return 'value is not an event envelope (id, type, v, key)';
  }
  return e as EventEnvelope;
}

/** A fetched message and what its value parsed to: an envelope, or why it is not one. */
interface Queued {
  message: StringMessage;
  event: EventEnvelope | string;
}

/**
 * A partition being processed: messages in offset order, one handler call at a time (one message,
 * or the run of messages waiting when the subscriber takes batches).
 */
interface Lane {
  id: string;
  queue: Queued[];
  /** Offset after the last message queued; lower offsets are re-fetches of queued or handled ones. */
  nextOffset: bigint;
  active: boolean;
  done: Promise<void>;
  /** The partition went to another member: finish the message in hand, drop the rest, commit nothing. */
  revoked: boolean;
  /** Ends redelivery waits when the lane is revoked or the subscription closes. */
  wake: AbortController;
  /** The lane this one replaces after a revocation; it must finish before this one starts. */
  previous: Promise<void>;
}

interface BusContext {
  options: KafkaBusOptions;
  logger: KafkaBusLogger;
  ensure(topics: readonly string[]): Promise<void>;
  sendRaw(
    topic: string,
    key: string | undefined,
    value: string | undefined,
    headers: Record<string, string>,
  ): Promise<void>;
}

async function startSubscription(
  ctx: BusContext,
  { group, topics, handle, handleBatch, maxBatch: batchLimit }: SubscribeOptions,
): Promise<Subscription> {
  const { options, logger } = ctx;
  const subscribed = [...new Set(topics)];
  const retryInitialMs = options.retryInitialMs ?? 50;
  const retryMaxMs = options.retryMaxMs ?? 2000;
  const maxBuffered = options.maxBufferedMessages ?? 256;
  const maxBatch = handleBatch ? Math.max(1, batchLimit ?? DEFAULT_MAX_BATCH) : 1;
  const commitIntervalMs = options.commitIntervalMs ?? 100;
  const sessionTimeout = options.sessionTimeoutMs ?? 10_000;
  const log = { group, topics: subscribed };

  await ctx.ensure(subscribed);

  const consumer = new Consumer<string, string, string, string>({
    clientId: options.clientId,
    bootstrapBrokers: [...options.brokers],
    ...connectionOptions(options.security),
    groupId: group,
    deserializers: stringDeserializers,
    autocommit: false,
    sessionTimeout,
    heartbeatInterval: options.heartbeatIntervalMs ?? 1000,
    // Members have this long to rejoin during a rebalance; it must not be shorter than the session.
    rebalanceTimeout: Math.max(sessionTimeout, 20_000),
    minBytes: 1,
    maxWaitTime: options.fetchMaxWaitMs ?? 500,
    maxBytes: 8 * 1024 * 1024,
    highWaterMark: 128,
    retries: 5,
    retryDelay: clientRetryDelay,
  });

  const lanes = new Map<string, Lane>();
  const closingSignal = new AbortController();
  let buffered = 0;
  let stream: MessagesStream<string, string, string, string> | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let restartAttempt = 0;
  let closing: Promise<void> | undefined;

  consumer.on('error', (err) => {
    // Raised when the consumer could not rejoin its group: it no longer fetches. A new stream
    // rejoins, so end the current one and let the restart path take over.
    logger.error({ ...log, err }, 'Kafka consumer lost its group membership; restarting the stream');
    stream?.destroy();
  });

  consumer.on('consumer:group:join', ({ assignments }: ConsumerGroupJoinPayload) => {
    const owned = new Set((assignments ?? []).flatMap((a) => a.partitions.map((p) => `${a.topic}:${p}`)));
    for (const lane of lanes.values()) {
      if (owned.has(lane.id) || lane.revoked) continue;
      // Another member now owns this partition and resumes from the last committed offset.
      lane.revoked = true;
      lane.wake.abort();
    }
  });

  const owns = (topic: string, partition: number): boolean =>
    consumer.assignments?.some((a) => a.topic === topic && a.partitions.includes(partition)) ?? false;

  function release(count: number): void {
    buffered -= count;
    if (stream?.isPaused() && buffered <= maxBuffered / 2 && !closingSignal.signal.aborted) stream.resume();
  }

  /** The last handled message of each lane, not committed yet. */
  const handled = new Map<Lane, StringMessage>();
  let commitTimer: NodeJS.Timeout | undefined;

  function commit(lane: Lane, message: StringMessage): void {
    handled.set(lane, message);
    commitTimer ??= setTimeout(flushCommits, commitIntervalMs);
  }

  function flushCommits(): void {
    clearTimeout(commitTimer);
    commitTimer = undefined;
    // A lane given to another member commits nothing more: its new owner resumes from the last commit.
    for (const [lane, message] of handled) if (!lane.revoked) commitNow(message);
    handled.clear();
  }

  function commitNow(message: StringMessage): void {
    // Not awaited: the library coalesces commits per partition and keeps them monotonic, so the
    // lane goes on with the next message. A lost commit only means a redelivery, which consumers
    // absorb (they deduplicate on the event id).
    Promise.resolve(message.commit()).catch((err: unknown) => {
      logger.warn(
        { ...log, err, topic: message.topic, partition: message.partition, offset: String(message.offset) },
        'offset commit failed; the message will be delivered again',
      );
    });
  }

  /** The head of the queue that goes to the handler next: a run of envelopes, or one malformed message. */
  function nextBatch(queue: readonly Queued[]): Queued[] {
    let end = 1;
    if (typeof queue[0]!.event !== 'string') {
      while (end < queue.length && end < maxBatch && typeof queue[end]!.event !== 'string') end++;
    }
    return queue.slice(0, end);
  }

  /** Resolves true once the messages are handled (or parked), false when the lane must stop. */
  async function deliver(lane: Lane, batch: readonly Queued[]): Promise<boolean> {
    const { message, event: parsed } = batch[0]!;
    for (let attempt = 0; ; attempt++) {
      if (closingSignal.signal.aborted || lane.revoked) return false;
      try {
        if (typeof parsed === 'string') {
          // Not an event at all: no handler can ever accept it. Park it where operators look,
          // rather than block the partition forever.
          logger.error(
            {
              ...log,
              topic: message.topic,
              partition: message.partition,
              offset: String(message.offset),
              reason: parsed,
            },
            'malformed message dead-lettered',
          );
          await ctx.sendRaw(message.topic + DEAD_LETTER_SUFFIX, message.key, message.value, {
            [ERROR_HEADER]: parsed.slice(0, MAX_ERROR_HEADER_LENGTH),
          });
        } else if (batch.length > 1 && handleBatch) {
          await handleBatch(
            batch.map((q) => q.event as EventEnvelope),
            message.topic,
          );
        } else {
          await handle(parsed, message.topic);
        }
        return true;
      } catch (err) {
        const delay = Math.min(retryInitialMs * 2 ** attempt, retryMaxMs);
        logger.warn(
          {
            ...log,
            err,
            topic: message.topic,
            partition: message.partition,
            offset: String(message.offset),
            messages: batch.length,
            attempt: attempt + 1,
            retryInMs: delay,
          },
          'event handler rejected; redelivering',
        );
        await sleep(delay, lane.wake.signal);
      }
    }
  }

  async function runLane(lane: Lane): Promise<void> {
    try {
      await lane.previous;
      while (lane.queue.length > 0 && !lane.revoked && !closingSignal.signal.aborted) {
        const batch = nextBatch(lane.queue);
        if (!(await deliver(lane, batch))) break;
        restartAttempt = 0;
        lane.queue.splice(0, batch.length);
        release(batch.length);
        // The offset after the batch's last message, committed with the other lanes' at the next flush.
        if (!lane.revoked) commit(lane, batch[batch.length - 1]!.message);
      }
    } catch (err) {
      // Only a bug gets here (deliver handles every failure); keep the partition's messages
      // uncommitted and make it loud.
      logger.error({ ...log, err, lane: lane.id }, 'partition lane failed; restarting the stream');
      lane.revoked = true;
      stream?.destroy();
    } finally {
      if (lane.revoked || closingSignal.signal.aborted) {
        // Unprocessed and uncommitted: whoever owns the partition next reads them again.
        release(lane.queue.length);
        lane.queue = [];
      }
      lane.active = false;
    }
  }

  function onMessage(message: StringMessage): void {
    if (closingSignal.signal.aborted) return;
    // Fetched just before a rebalance moved the partition: its new owner reads it from the
    // committed offset, and if it comes back to us the stream re-reads it from there too.
    if (!owns(message.topic, message.partition)) return;
    const id = `${message.topic}:${message.partition}`;
    let lane = lanes.get(id);
    if (!lane || lane.revoked) {
      lane = {
        id,
        queue: [],
        nextOffset: -1n,
        active: false,
        done: Promise.resolve(),
        revoked: false,
        wake: new AbortController(),
        // The partition came back: the old lane may still be finishing the message it had in hand.
        previous: lane?.done ?? Promise.resolve(),
      };
      lanes.set(id, lane);
    }
    // After a rejoin or a stream restart the stream reads again from the committed offset.
    if (message.offset < lane.nextOffset) return;
    lane.nextOffset = message.offset + 1n;
    lane.queue.push({ message, event: parseEnvelope(message.value) });
    buffered++;
    if (buffered >= maxBuffered) stream?.pause();
    if (!lane.active) {
      lane.active = true;
      lane.done = runLane(lane);
    }
  }

  async function open(): Promise<void> {
    const opened = await consumer.consume({
      topics: subscribed,
      // A group's first run starts at the oldest retained event: a new consumer (or one whose
      // offsets expired) builds its projection from history instead of missing events.
      mode: MessagesStreamModes.COMMITTED,
      fallbackMode: MessagesStreamFallbackModes.EARLIEST,
      autocommit: false,
    });
    if (closingSignal.signal.aborted) {
      await opened.close();
      return;
    }
    stream = opened;
    opened.on('data', onMessage);
    opened.on('error', (err) => logger.error({ ...log, err }, 'Kafka consumer stream failed; restarting it'));
    opened.once('close', () => {
      if (stream === opened) stream = undefined;
      if (!closingSignal.signal.aborted) scheduleRestart();
    });
  }

  function scheduleRestart(): void {
    const delay = Math.min(retryInitialMs * 2 ** restartAttempt++, Math.max(retryMaxMs, 5000));
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (closingSignal.signal.aborted) return;
      open().catch((err: unknown) => {
        logger.error({ ...log, err, retryInMs: delay }, 'could not restart the Kafka consumer stream');
        scheduleRestart();
      });
    }, delay);
  }

  try {
    await open();
  } catch (err) {
    await consumer
      .close()
      .catch((closeErr: unknown) =>
        logger.warn({ ...log, err: closeErr }, 'closing a consumer that failed to start failed'),
      );
    throw err;
  }
  logger.info(log, 'subscribed');

  return {
    close() {
      closing ??= (async () => {
        closingSignal.abort();
        clearTimeout(restartTimer);
        stream?.pause();
        for (const lane of lanes.values()) lane.wake.abort();
        // Handlers already running finish and their offsets are queued for commit.
        await Promise.all([...lanes.values()].map((lane) => lane.done));
        flushCommits();
        const errors: unknown[] = [];
        // Closing the stream flushes the queued commits; closing the consumer leaves the group so
        // its partitions move to the other members at once instead of after the session timeout.
        if (stream) await stream.close().catch((err: unknown) => errors.push(err));
        await consumer.close().catch((err: unknown) => errors.push(err));
        if (errors.length > 0)
          throw new AggregateError(errors, `closing the subscription of group ${group} failed`);
      })();
      return closing;
    },
  };
}

/** Connects to Kafka (failing fast when it cannot be reached) and returns the bus. */
export async function createKafkaBus(options: KafkaBusOptions): Promise<KafkaBus> {
  const logger = options.logger ?? fallbackLogger;
  const common = {
    clientId: options.clientId,
    bootstrapBrokers: [...options.brokers],
    retryDelay: clientRetryDelay,
    ...connectionOptions(options.security),
  };
  const admin = new Admin({ ...common, retries: 3 });
  const producer = new Producer<string, string, string, string>({
    ...common,
    // Bounded, unlike the library's default for idempotent producers (forever): the relay must see
    // a failure to back off and keep the outbox rows, not hang inside its transaction.
    retries: 6,
    idempotent: true,
    acks: ProduceAcks.ALL,
    // Java's default partitioner (murmur2 & 0x7fffffff): a key lands on the same partition whoever
    // produces it, Kafka tooling included.
    partitioner: compatibilityPartitioner,
    serializers: stringSerializers,
  });
  for (const client of [admin, producer]) {
    client.on('error', (err) => logger.error({ err }, 'Kafka client error'));
  }

  const subscriptions = new Set<Subscription>();
  const ensured = new Map<string, Promise<void>>();
  let closed: Promise<void> | undefined;

  function assertOpen(): void {
    if (closed) throw new Error('the Kafka event bus is closed');
  }

  /** `ensureTopics` once per topic per process; a failure is forgotten so the next call retries. */
  function ensure(topics: readonly string[]): Promise<void> {
    const missing = [...new Set(topics)].filter((topic) => !ensured.has(topic));
    if (missing.length > 0) {
      const creating = ensureTopics(admin, missing, options.topics);
      for (const topic of missing) ensured.set(topic, creating);
      creating.catch(() => {
        for (const topic of missing) if (ensured.get(topic) === creating) ensured.delete(topic);
      });
    }
    return Promise.all(topics.map((topic) => ensured.get(topic))).then(() => undefined);
  }

  async function sendRaw(
    topic: string,
    key: string | undefined,
    value: string | undefined,
    headers: Record<string, string>,
  ): Promise<void> {
    await ensure([topic]);
    await producer.send({ messages: [{ topic, key, value, headers }] });
  }

  const ctx: BusContext = { options, logger, ensure, sendRaw };

  const bus: KafkaBus = {
    kind: 'kafka',

    async publish(topic, events) {
      assertOpen();
      if (events.length === 0) return;
      await ensure([topic]);
      await producer.send({
        messages: events.map((event) => ({
          topic,
          key: event.key,
          value: JSON.stringify(event),
          headers: { [EVENT_ID_HEADER]: event.id, [EVENT_TYPE_HEADER]: event.type },
        })),
      });
    },

    async subscribe(subscribeOptions) {
      assertOpen();
      const subscription = await startSubscription(ctx, subscribeOptions);
      if (closed) {
        // The bus closed while the consumer was joining: it would never be closed otherwise.
        await subscription.close();
        throw new Error('the Kafka event bus is closed');
      }
      subscriptions.add(subscription);
      return {
        async close() {
          subscriptions.delete(subscription);
          await subscription.close();
        },
      };
    },

    async deadLetter(topic, event, error) {
      assertOpen();
      await sendRaw(topic + DEAD_LETTER_SUFFIX, event.key, JSON.stringify(event), {
        [EVENT_ID_HEADER]: event.id,
        [EVENT_TYPE_HEADER]: event.type,
        [ERROR_HEADER]: error.slice(0, MAX_ERROR_HEADER_LENGTH),
      });
    },

    async ping() {
      // A metadata request without topics: cheap, and answered only by a broker that is serving.
      const metadata = await admin.metadata({ topics: [], forceUpdate: true });
      if (metadata.brokers.size === 0) throw new Error('Kafka metadata lists no live broker');
    },

    ensureTopics(topics, defaults) {
      assertOpen();
      return defaults ? ensureTopics(admin, topics, { ...options.topics, ...defaults }) : ensure(topics);
    },

    close() {
      closed ??= (async () => {
        const results = await Promise.allSettled([...subscriptions].map((s) => s.close()));
        subscriptions.clear();
        const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
        await producer.close().catch((err: unknown) => errors.push(err));
        await admin.close().catch((err: unknown) => errors.push(err));
        if (errors.length > 0) throw new AggregateError(errors, 'closing the Kafka event bus failed');
      })();
      return closed;
    },
  };

  try {
    await bus.ping();
  } catch (err) {
    await bus
      .close()
      .catch((closeErr: unknown) => logger.warn({ err: closeErr }, 'closing the unusable Kafka bus failed'));
    throw new Error(`Kafka is not reachable at ${options.brokers.join(',')}`, { cause: err });
  }
  return bus;
}
