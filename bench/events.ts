/**
 * Event latency from commit to handler through the real pipeline: writeToOutbox in the writer's
 * transaction → outbox relay (LISTEN/NOTIFY wake-up) → bus → consumer (catalogue check, dedup
 * transaction; on Kafka a partition's waiting events share one) → handler. The events are
 * `listings.property.updated` from proto's catalogue, on a topic of the run's own. Runs on the
 * in-process bus and, when KAFKA_BROKERS is set, on Kafka. Target: p95 < 50 ms on one Kafka broker.
 *
 * Two phases per bus, on a fresh schema that is dropped afterwards:
 *   steady  --events=2000 at --rate=200 per second, each event its own transaction (as requests do);
 *           latency = handler start − COMMIT acknowledged to the writer, same process and clock
 *   burst   --burst=2000 events written as fast as --concurrency=8 transactions allow: throughput
 *   pairs   --pairs=20 rounds of two events committed 2–6 ms apart, then quiet: the latency of the
 *           second, which the steady phase hides (a relay that misses the second NOTIFY while busy
 *           with the first only finds it at its next poll, 1 s later)
 *
 * Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), KAFKA_BROKERS.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Admin } from '@platformatic/kafka';
import { makeEvent } from '@casona/proto/events/index';
import { createDatabase, type Database } from '@casona/kit/db/database';
import { migrate } from '@casona/kit/db/migrate';
import { createConsumer, type Consumer } from '@casona/kit/events/consumer';
import { writeToOutbox, type OutboxEvent } from '@casona/kit/events/outbox';
import { createOutboxRelay, type OutboxRelay } from '@casona/kit/events/relay';
import type { EventBus } from '@casona/kit/ports/event-bus';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { Samples, round, summarise, type LatencySummary } from './lib/stats.ts';

const TARGET_P95_MS = 50;
/** A catalogue event, so the consumer decodes and checks each one as the services' consumers do. */
const TYPE = 'listings.property.updated';
/** A handful of aggregates, as real traffic spreads over properties (and Kafka partitions). */
const PROPERTIES = Array.from({ length: 16 }, () => randomUUID());
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Settings {
  events: number;
  rate: number;
  burst: number;
  concurrency: number;
  pairs: number;
  /** How long to wait for the last events to arrive before counting them lost. */
  settleMs: number;
}

interface PhaseResult {
  written: number;
  handled: number;
  lost: number;
  /** Writes per second actually achieved by the writer. */
  writeRate: number;
  /** Events handled per second, first commit to last handler call. */
  throughput: number;
  latency: LatencySummary;
  /** Commit → the relay hands the event to the bus (NOTIFY wake-up, outbox query). */
  relayStage: LatencySummary;
  /** Bus hand-off → handler (Kafka produce, fetch, consumer dedup transaction). */
  busStage: LatencySummary;
  /** Kafka only (in-process `publish` resolves after the handlers): hand-off → broker ack… */
  produceStage: LatencySummary;
  /** …and broker ack → handler (fetch, consumer dedup transaction). */
  consumeStage: LatencySummary;
  /**
   * CPU time of this process (writer, relay, consumer, bus client) per event handled, from the
   * first write to the last handler call: far less sensitive to other load than latency is.
   */
  cpuUsPerEvent: number;
}

interface PairsResult {
  latency: LatencySummary;
  /** Second events that took 500 ms or more. */
  slow: number;
}

interface BusResult {
  bus: 'in-process' | 'kafka';
  steady: PhaseResult;
  burst: PhaseResult;
  pairs: PairsResult;
}

function assertLoopbackDatabase(url: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || /^127\./.test(host) || host === '[::1]' || host === '')) {
    throw new Error(`refusing to benchmark against ${host}: benchmarks use loopback servers only`);
  }
}

function eventFor(topic: string, n: number): OutboxEvent {
  const event = makeEvent(TYPE, {
    producer: 'bench',
    payload: {
      propertyId: PROPERTIES[n % PROPERTIES.length]!,
      changedFields: ['price', 'img_urls'],
      name: `Casa de prueba ${n}`,
      timezone: 'America/Mexico_City',
    },
  });
  return { ...event, topic };
}

class Tracker {
  readonly committed = new Map<string, number>();
  /** When the relay handed the event to the bus (first time): splits latency into relay and bus. */
  readonly published = new Map<string, number>();
  /** When the bus accepted it (Kafka: broker ack; in-process: after every handler ran). */
  readonly accepted = new Map<string, number>();
  readonly handled = new Map<string, number>();
  private waiters: { ids: Set<string>; resolve: () => void }[] = [];

  onHandled(id: string): void {
    if (this.handled.has(id)) return; // a redelivery: the first call is the one that counts
    this.handled.set(id, performance.now());
    for (const w of this.waiters) {
      w.ids.delete(id);
      if (w.ids.size === 0) w.resolve();
    }
    this.waiters = this.waiters.filter((w) => w.ids.size > 0);
  }

  /** Resolves when every id was handled, or after `ms` (the rest then counts as lost). */
  async waitFor(ids: string[], ms: number): Promise<void> {
    const pending = new Set(ids.filter((id) => !this.handled.has(id)));
    if (pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.waiters.push({ ids: pending, resolve })),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
    ]);
    clearTimeout(timer);
  }

  phase(ids: string[], startedAt: number, writtenAt: number, cpu: NodeJS.CpuUsage): PhaseResult {
    const samples = new Samples();
    const relayStage = new Samples();
    const busStage = new Samples();
    const produceStage = new Samples();
    const consumeStage = new Samples();
    let last = startedAt;
    let first = Number.POSITIVE_INFINITY;
    for (const id of ids) {
      const c = this.committed.get(id);
      const h = this.handled.get(id);
      if (c !== undefined) first = Math.min(first, c);
      if (c === undefined || h === undefined) continue;
      samples.push(h - c);
      const p = this.published.get(id);
      if (p !== undefined) {
        relayStage.push(p - c);
        busStage.push(h - p);
        const a = this.accepted.get(id);
        if (a !== undefined && a <= h) {
          produceStage.push(a - p);
          consumeStage.push(h - a);
        }
      }
      last = Math.max(last, h);
    }
    const handled = samples.length;
    return {
      written: this.committedCount(ids),
      handled,
      lost: ids.length - handled,
      writeRate: round(ids.length / ((writtenAt - startedAt) / 1000), 0),
      throughput: handled > 0 && last > first ? round(handled / ((last - first) / 1000), 0) : 0,
      latency: summarise(samples.values()),
      relayStage: summarise(relayStage.values()),
      busStage: summarise(busStage.values()),
      produceStage: summarise(produceStage.values()),
      consumeStage: summarise(consumeStage.values()),
      cpuUsPerEvent: handled > 0 ? round((cpu.user + cpu.system) / handled, 0) : 0,
    };
  }

  private committedCount(ids: string[]): number {
    return ids.filter((id) => this.committed.has(id)).length;
  }
}

/** The bus as the relay and consumer see it, noting when each event was handed to it. */
function timed(bus: EventBus, tracker: Tracker): EventBus {
  return {
    kind: bus.kind,
    async publish(topic, events) {
      const now = performance.now();
      for (const e of events) if (!tracker.published.has(e.id)) tracker.published.set(e.id, now);
      await bus.publish(topic, events);
      const done = performance.now();
      for (const e of events) if (!tracker.accepted.has(e.id)) tracker.accepted.set(e.id, done);
    },
    subscribe: (options) => bus.subscribe(options),
    deadLetter: (topic, event, error) => bus.deadLetter(topic, event, error),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

async function writeOne(db: Database, tracker: Tracker, event: OutboxEvent): Promise<void> {
  await db.tx((client) => writeToOutbox(client, [event]));
  tracker.committed.set(event.id, performance.now());
}

/** Open loop: event i starts at t0 + i/rate whether or not earlier transactions have finished. */
async function steady(db: Database, tracker: Tracker, topic: string, s: Settings): Promise<PhaseResult> {
  const events = Array.from({ length: s.events }, (_, i) => eventFor(topic, i));
  const interval = 1000 / s.rate;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < events.length; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(writeOne(db, tracker, events[i]!));
  }
  await Promise.all(inFlight);
  const writtenAt = performance.now();
  const ids = events.map((e) => e.id);
  await tracker.waitFor(ids, s.settleMs);
  return tracker.phase(ids, t0, writtenAt, process.cpuUsage(cpu0));
}

/** Closed loop: `concurrency` writers, each starting its next transaction when the last committed. */
async function burst(db: Database, tracker: Tracker, topic: string, s: Settings): Promise<PhaseResult> {
  const events = Array.from({ length: s.burst }, (_, i) => eventFor(topic, i));
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: s.concurrency }, async () => {
      while (next < events.length) await writeOne(db, tracker, events[next++]!);
    }),
  );
  const writtenAt = performance.now();
  const ids = events.map((e) => e.id);
  await tracker.waitFor(ids, s.settleMs);
  return tracker.phase(ids, t0, writtenAt, process.cpuUsage(cpu0));
}

/** The bench's topic (and its dead-letter twin, if a handler ever failed) does not outlive the run. */
async function deleteKafkaTopics(brokers: string[], topic: string): Promise<void> {
  const admin = new Admin({ clientId: 'casona-bench-admin', bootstrapBrokers: brokers });
  try {
    const existing = new Set(await admin.listTopics());
    const mine = [topic, `${topic}.dlq`].filter((t) => existing.has(t));
    if (mine.length > 0) await admin.deleteTopics({ topics: mine });
  } finally {
    await admin.close();
  }
}

/** Two events a few milliseconds apart, then quiet: how long does the second one take? */
async function pairs(db: Database, tracker: Tracker, topic: string, s: Settings): Promise<PairsResult> {
  const samples = new Samples();
  for (let round = 0; round < s.pairs; round++) {
    const first = eventFor(topic, round);
    const second = eventFor(topic, round);
    await writeOne(db, tracker, first);
    await sleep(2 + (round % 5));
    await writeOne(db, tracker, second);
    await tracker.waitFor([first.id, second.id], 10_000);
    const c = tracker.committed.get(second.id)!;
    const h = tracker.handled.get(second.id);
    samples.push(h === undefined ? Number.POSITIVE_INFINITY : h - c);
    await sleep(250);
  }
  const values = samples.values();
  return { latency: summarise(values), slow: values.filter((v) => v >= 500).length };
}

async function runOnBus(
  kind: BusResult['bus'],
  makeBus: () => Promise<EventBus>,
  url: string,
  s: Settings,
  brokers: string[],
): Promise<BusResult> {
  const runId = randomUUID().slice(0, 8);
  const schema = `bench_events_${runId}`;
  const topic = `casona.bench.${runId}`;
  log('events', `${kind}: schema ${schema}, topic ${topic}`);
  await migrate({ url, schema });
  // One pool shared by writer, relay and consumer, sized like a service's (kit default 10).
  const db = createDatabase({ url, schema, applicationName: 'casona-bench' });
  let bus: EventBus | undefined;
  let relay: OutboxRelay | undefined;
  let consumer: Consumer | undefined;
  try {
    const tracker = new Tracker();
    bus = timed(await makeBus(), tracker);
    // The typed consumer of the services, reading the catalogue event from this run's own topic.
    consumer = createConsumer({ db, bus, group: `bench-${runId}`, topicOf: () => topic }).on(
      TYPE,
      async (event) => tracker.onHandled(event.id),
    );
    await consumer.start();
    relay = createOutboxRelay({ db, url, bus });
    await relay.start();

    // Not measured: topic metadata, group join, first connections, JIT.
    const warm = Array.from({ length: 50 }, (_, i) => eventFor(topic, i));
    for (const e of warm) await writeOne(db, tracker, e);
    await tracker.waitFor(
      warm.map((e) => e.id),
      60_000,
    );
    const warmLost = warm.filter((e) => !tracker.handled.has(e.id)).length;
    if (warmLost > 0)
      throw new Error(`${kind}: ${warmLost} of ${warm.length} warm-up events never reached the consumer`);

    log('events', `${kind}: steady ${s.events} events at ${s.rate}/s…`);
    const st = await steady(db, tracker, topic, s);
    log(
      'events',
      `${kind}: steady p50 ${st.latency.p50} p95 ${st.latency.p95} p99 ${st.latency.p99} max ${st.latency.max} ms, lost ${st.lost}` +
        ` (commit→bus p50 ${st.relayStage.p50} p95 ${st.relayStage.p95}; bus→handler p50 ${st.busStage.p50} p95 ${st.busStage.p95}` +
        (kind === 'kafka'
          ? `; of which produce p50 ${st.produceStage.p50} p95 ${st.produceStage.p95}, ack→handler p50 ${st.consumeStage.p50} p95 ${st.consumeStage.p95})`
          : ')') +
        `, ${st.cpuUsPerEvent} µs CPU per event`,
    );
    log('events', `${kind}: burst ${s.burst} events, ${s.concurrency} writers…`);
    const bu = await burst(db, tracker, topic, s);
    log(
      'events',
      `${kind}: burst ${bu.throughput} events/s, p95 ${bu.latency.p95} ms, lost ${bu.lost}, ${bu.cpuUsPerEvent} µs CPU per event`,
    );
    log('events', `${kind}: ${s.pairs} pairs of events a few ms apart…`);
    const pa = await pairs(db, tracker, topic, s);
    log(
      'events',
      `${kind}: pairs, second event p50 ${pa.latency.p50} p95 ${pa.latency.p95} max ${pa.latency.max} ms, ${pa.slow} of ${s.pairs} ≥ 500 ms`,
    );
    return { bus: kind, steady: st, burst: bu, pairs: pa };
  } finally {
    await relay?.stop();
    await consumer?.stop();
    await bus?.close();
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    if (kind === 'kafka') await deleteKafkaTopics(brokers, topic);
  }
}

/** An error with its causes and aggregated errors, on one line. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const parts = [err.message.split('\n')[0]];
  if (err instanceof AggregateError) parts.push(...err.errors.slice(0, 3).map(describe));
  if (err.cause) parts.push(`cause: ${describe(err.cause)}`);
  return parts.join(' / ');
}

export async function benchEvents(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const s: Settings = {
    events: num(flags, 'events', 2000),
    rate: num(flags, 'rate', 200),
    burst: num(flags, 'burst', 2000),
    concurrency: num(flags, 'concurrency', 8),
    pairs: num(flags, 'pairs', 20),
    settleMs: num(flags, 'settle-ms', 30_000),
  };
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  assertLoopbackDatabase(url);
  const brokers = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const notes: string[] = [];
  const results: BusResult[] = [];

  const buses: { kind: BusResult['bus']; make: () => Promise<EventBus> }[] = [
    {
      kind: 'in-process',
      make: async () => {
        const { createInProcessBus } = await import('@casona/kit/events/in-process-bus');
        return createInProcessBus();
      },
    },
  ];
  if (brokers.length > 0) {
    for (const b of brokers) {
      const host = b.split(':')[0];
      if (!(host === 'localhost' || /^127\./.test(host ?? '')))
        throw new Error(`refusing to benchmark broker ${b}: loopback only`);
    }
    buses.push({
      kind: 'kafka',
      make: async () => {
        const { createKafkaBus } = await import('@casona/kit/events/kafka-bus');
        return createKafkaBus({ brokers, clientId: 'casona-bench' });
      },
    });
  } else {
    notes.push(
      'KAFKA_BROKERS is unset: Kafka not measured, in-process bus only (start one with `bash scripts/kafka.sh`)',
    );
    log('events', notes[notes.length - 1]!);
  }

  for (const { kind, make } of buses) {
    try {
      results.push(await runOnBus(kind, make, url, s, brokers));
    } catch (err) {
      const message = `${kind}: failed — ${describe(err)}`;
      notes.push(message);
      log('events', message);
    }
  }

  const metrics: BenchResult['metrics'] = { events: s.events, ratePerS: s.rate };
  for (const r of results) {
    const p = r.bus === 'kafka' ? 'kafka' : 'inProcess';
    metrics[`${p}P50Ms`] = r.steady.latency.p50;
    metrics[`${p}P95Ms`] = r.steady.latency.p95;
    metrics[`${p}P99Ms`] = r.steady.latency.p99;
    metrics[`${p}MaxMs`] = r.steady.latency.max;
    metrics[`${p}SteadyEventsPerS`] = r.steady.throughput;
    metrics[`${p}BurstEventsPerS`] = r.burst.throughput;
    metrics[`${p}BurstP95Ms`] = r.burst.latency.p95;
    metrics[`${p}PairsP50Ms`] = r.pairs.latency.p50;
    metrics[`${p}PairsSlow`] = `${r.pairs.slow}/${s.pairs}`;
    metrics[`${p}RelayStageP95Ms`] = r.steady.relayStage.p95;
    metrics[`${p}BusStageP95Ms`] = r.steady.busStage.p95;
    metrics[`${p}SteadyCpuUsPerEvent`] = r.steady.cpuUsPerEvent;
    metrics[`${p}BurstCpuUsPerEvent`] = r.burst.cpuUsPerEvent;
    if (r.bus === 'kafka') {
      metrics.kafkaProduceP95Ms = r.steady.produceStage.p95;
      metrics.kafkaAckToHandlerP95Ms = r.steady.consumeStage.p95;
    }
    if (r.steady.lost + r.burst.lost > 0)
      notes.push(`${r.bus}: ${r.steady.lost + r.burst.lost} events never reached the handler`);
  }
  const kafka = results.find((r) => r.bus === 'kafka');
  return {
    name: 'events',
    ok: results.length === buses.length && results.every((r) => r.steady.lost + r.burst.lost === 0),
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    metrics,
    target: {
      description: `Kafka p95 < ${TARGET_P95_MS} ms (one broker, ${s.rate}/s)`,
      met: kafka ? kafka.steady.latency.p95 < TARGET_P95_MS : null,
    },
    notes,
    details: { settings: s, results },
  };
}
