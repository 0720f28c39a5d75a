/**
 * `pnpm bench maintenance` (issue 13), in two parts:
 *
 *   triggers   reservation event committed → triggered chore committed, through the real pipeline:
 *              a listings-like producer commits `listings.reservation.added` into its outbox, the
 *              kit's relay hands it to the bus, the real maintenance service (startService: its
 *              migrations, consumer, planning projection, chore triggers) makes the copy of a
 *              CHECK_OUT rule in its dedup transaction. --events=200 reservations at --rate=20 per
 *              second, each in its own transaction; the copy is seen by polling every 5 ms (so a
 *              figure is at most ~5 ms late). On the in-process bus and, when KAFKA_BROKERS is set,
 *              on Kafka. Goal: p95 < 1 s.
 *   day plans  benchDayPlanRoutes (maintenance-day-plans.ts): the routes of a 40-property, 8-worker plan.
 *
 * Fresh schemas, dropped afterwards. Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * KAFKA_BROKERS, REDIS_URL (optional).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createMaintenanceService } from '@casona/maintenance/service';
import { eventDefinition, makeEvent, type EventPayload, type EventType } from '@casona/proto';
import { createDatabase, type Database } from '@casona/kit/db/database';
import { migrate } from '@casona/kit/db/migrate';
import { writeToOutbox } from '@casona/kit/events/outbox';
import { createOutboxRelay, type OutboxRelay } from '@casona/kit/events/relay';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure, type Infrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService } from '@casona/kit/runtime/service';
import { propertyCreatedPayload } from '@casona/kit/testing/property-events';
import { benchDayPlanRoutes } from './maintenance-day-plans.ts';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { summarise, type LatencySummary } from './lib/stats.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_P95_MS = 1000;
const POLL_MS = 5;

interface Settings {
  events: number;
  rate: number;
  settleMs: number;
}

interface BusResult {
  bus: 'in-process' | 'kafka';
  made: number;
  lost: number;
  latency: LatencySummary;
}

function assertLoopback(url: string, what: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || /^127\./.test(host) || host === '[::1]' || host === '')) {
    throw new Error(`refusing to benchmark against ${what} at ${host}: benchmarks use loopback servers only`);
  }
}

function reservation(propertyId: string, n: number): EventPayload<'listings.reservation.added'> {
  const day = (offset: number) => new Date(Date.UTC(2031, 0, 1 + offset)).toISOString().slice(0, 10);
  return {
    reservationId: randomUUID(),
    propertyId,
    airbnbListingId: null,
    confirmationCode: `HMBENCH${n}`,
    checkIn: day(n * 5),
    checkOut: day(n * 5 + 4),
    nights: 4,
    guestAmount: 2,
    cleaningFee: null,
    petFee: null,
    guestServiceFee: null,
    hostServiceFee: null,
    nightlyRateAdjustment: null,
    occupancyTaxes: null,
    remittedOccupancyTax: null,
    totalEarned: 9000,
    totalPaid: null,
    currency: 'MXN',
    isDirectBooking: true,
    tentative: false,
    turnoverPrevious: false,
    turnoverNext: false,
  };
}

async function commit<T extends EventType>(producer: Database, type: T, payload: EventPayload<T>) {
  const event = makeEvent(type, { payload, producer: 'listings' });
  await producer.tx((client) => writeToOutbox(client, [{ ...event, topic: eventDefinition(type).topic }]));
  return performance.now();
}

async function runBus(bus: BusResult['bus'], url: string, s: Settings): Promise<BusResult> {
  const runId = randomUUID().slice(0, 8);
  const producerSchema = `bench_listings_${runId}`;
  const serviceSchema = `bench_maintenance_${runId}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-bench-maintenance-'));
  let infra: Infrastructure | undefined;
  let service: RunningService | undefined;
  let relay: OutboxRelay | undefined;
  let producer: Database | undefined;
  const redisUrl = process.env.REDIS_URL || undefined;
  log('maintenance', `triggers on ${bus}: schemas ${producerSchema}, ${serviceSchema}`);
  try {
    infra = await createInfrastructure(
      loadPlatformConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        INTERNAL_TOKEN: 'bench-internal-token',
        ...(bus === 'kafka' ? { KAFKA_BROKERS: process.env.KAFKA_BROKERS! } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      }),
      createLogger('bench-maintenance', 'warn'),
    );
    service = await startService(createMaintenanceService({ name: serviceSchema }), infra);
    await migrate({ url, schema: producerSchema });
    producer = createDatabase({ url, schema: producerSchema, applicationName: 'casona-bench' });
    relay = createOutboxRelay({ db: producer, url, bus: infra.bus });
    await relay.start();
    const db = service.context.db;

    // One property, one CHECK_OUT cleaning rule for stays of 3–7 nights (written as the use case writes it).
    const propertyId = randomUUID();
    await commit(
      producer,
      'listings.property.created',
      propertyCreatedPayload({ propertyId, name: 'Casa de prueba', timezone: 'America/Mexico_City' }),
    );
    const now = new Date();
    await db.query(
      `INSERT INTO property_chore (id, property_id, kind, name, type, status, created_by, trigger_event,
         trigger_event_due_date_offset, trigger_event_night_range, created_at, updated_at)
       VALUES ($1, $2, 'CHORE', 'Limpieza de salida', 'GENERAL', 'PENDING', $3, 'CHECK_OUT', 0, '[3,8)', $4, $4)`,
      [randomUUID(), propertyId, randomUUID(), now],
    );

    const committed = new Map<string, number>();
    const made = new Map<string, number>();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const pending = [...committed.keys()].filter((id) => !made.has(id));
        if (pending.length > 0) {
          const { rows } = await db.query<{ reservation_id: string }>(
            'SELECT reservation_id FROM property_chore WHERE reservation_id = ANY($1)',
            [pending],
          );
          const at = performance.now();
          for (const r of rows) made.set(r.reservation_id, at);
        }
        await sleep(POLL_MS);
      }
    })();

    // Warm-up (not measured): connections, JIT, Kafka metadata.
    for (let n = 0; n < 10; n++) {
      const r = reservation(propertyId, 10_000 + n);
      committed.set(r.reservationId, await commit(producer, 'listings.reservation.added', r));
    }
    const warmDeadline = Date.now() + 60_000;
    while (made.size < 10 && Date.now() < warmDeadline) await sleep(20);
    const warm = new Set(committed.keys());

    log('maintenance', `triggers on ${bus}: ${s.events} reservations at ${s.rate}/s…`);
    const gap = 1000 / s.rate;
    const start = performance.now();
    for (let n = 0; n < s.events; n++) {
      const wait = start + n * gap - performance.now();
      if (wait > 0) await sleep(wait);
      const r = reservation(propertyId, n);
      committed.set(r.reservationId, await commit(producer, 'listings.reservation.added', r));
    }
    const deadline = Date.now() + s.settleMs;
    while (made.size < committed.size && Date.now() < deadline) await sleep(20);
    polling = false;
    await poller;

    const samples: number[] = [];
    for (const [id, c] of committed) {
      if (warm.has(id)) continue;
      const m = made.get(id);
      if (m !== undefined) samples.push(m - c);
    }
    const latency = summarise(samples);
    log(
      'maintenance',
      `triggers on ${bus}: p50 ${latency.p50} p95 ${latency.p95} p99 ${latency.p99} max ${latency.max} ms, lost ${s.events - samples.length}`,
    );
    return { bus, made: samples.length, lost: s.events - samples.length, latency };
  } finally {
    await relay?.stop();
    await service?.stop();
    await infra?.close();
    if (producer) {
      await producer.query(`DROP SCHEMA IF EXISTS ${producerSchema} CASCADE`);
      await producer.query(`DROP SCHEMA IF EXISTS ${serviceSchema} CASCADE`);
      await producer.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchMaintenance(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const s: Settings = {
    events: num(flags, 'events', 200),
    rate: num(flags, 'rate', 20),
    settleMs: num(flags, 'settle-ms', 60_000),
  };
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  assertLoopback(url, 'PostgreSQL');
  const notes: string[] = [];
  const buses: BusResult['bus'][] = ['in-process'];
  if (process.env.KAFKA_BROKERS) buses.push('kafka');
  else notes.push('KAFKA_BROKERS is unset: the triggers ran on the in-process bus only');
  const metrics: BenchResult['metrics'] = { triggerEvents: s.events, triggerRatePerS: s.rate };
  const details: Record<string, unknown> = {};
  for (const bus of buses) {
    try {
      const r = await runBus(bus, url, s);
      const key = bus === 'kafka' ? 'kafka' : 'inProcess';
      metrics[`${key}TriggerP50Ms`] = r.latency.p50;
      metrics[`${key}TriggerP95Ms`] = r.latency.p95;
      metrics[`${key}TriggerP99Ms`] = r.latency.p99;
      metrics[`${key}TriggerLost`] = r.lost;
      details[bus] = r;
      if (r.latency.p95 >= GOAL_P95_MS) notes.push(`${bus}: p95 ${r.latency.p95} ms is over the 1 s goal`);
    } catch (err) {
      const message = `triggers on ${bus}: failed — ${err instanceof Error ? err.message : String(err)}`;
      notes.push(message);
      log('maintenance', message);
    }
  }
  try {
    const plans = await benchDayPlanRoutes(flags);
    for (const [k, v] of Object.entries(plans.metrics))
      metrics[`dayPlan${k[0]!.toUpperCase()}${k.slice(1)}`] = v;
    notes.push(...plans.notes.map((n) => `day plans: ${n}`));
    details['dayPlans'] = plans.details;
  } catch (err) {
    notes.push(`day plans: failed — ${err instanceof Error ? err.message : String(err)}`);
  }
  return {
    name: 'maintenance',
    ok: Object.keys(metrics).length > 2,
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    metrics,
    notes,
    details,
  };
}
