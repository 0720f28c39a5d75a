/**
 * `pnpm bench channel`: the Airbnb calendar sync of issue 12 at scale — 10,000 listings (--listings)
 * synced by one worker against a local feed server (bench/channel-feed-server.ts, a child process
 * serving the real exports with their dates moved into the coming weeks; DTSTAMP new on every
 * request as Airbnb does; half the feeds with an ETag, half without any validator).
 *
 * The worker is the real listings service (its migrations, its Deps, the platform's SSRF-safe
 * fetcher with private addresses allowed for the local server) and the same code the calendar-sync
 * job runs (`runCalendarSync`), --concurrency=8 at a time as the service registers that job; the
 * job queue's own hand-off is left out. Cycles, each over every listing:
 *
 *   import     the first sync of every listing (all stays and blocks written)
 *   unchanged  nothing changed: database writes per unchanged feed (goal 0), counted two ways —
 *              INSERT/UPDATE/DELETE statements the worker sent, and rows changed in the schema
 *              (pg_stat_user_tables, read after the statistics are flushed)
 *   steady ×N  --change=0.05 of the feeds changed before the cycle (the last stay one night longer):
 *              full-cycle time, CPU and memory of the worker, and for each changed feed the time
 *              from the server first serving the new version to the listings.reservation.* event's
 *              row in the outbox (occurred_at, written in the sync's transaction)
 *
 * Listings one worker keeps fresh in 5 minutes = listings × 300 s ÷ the median steady cycle.
 * Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (optional).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from '@casona/kit/db/database';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure, type Infrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService } from '@casona/kit/runtime/service';
import { runCalendarSync } from '../services/listings/src/app/calendar-sync.ts';
import type { Deps } from '../services/listings/src/app/deps.ts';
import { createListingsService, listingsDeps } from '../services/listings/src/service.ts';
import { startChild, type Child } from './lib/child.ts';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { round, summarise, type LatencySummary } from './lib/stats.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Settings {
  listings: number;
  cycles: number;
  change: number;
  concurrency: number;
}

interface Counters {
  statements: number;
  writes: number;
  transactions: number;
}

interface CycleResult {
  kind: 'import' | 'unchanged' | 'steady';
  seconds: number;
  /** CPU seconds of the worker process (user + system) during the cycle */
  cpuSeconds: number;
  /** worker CPU ÷ wall time: how much of one core the cycle used */
  coreShare: number;
  outcomes: Record<string, number>;
  writes: number;
  statements: number;
  transactions: number;
  changed: number;
  /** feed change served → listings.reservation.* in the outbox (steady cycles) */
  latency?: LatencySummary;
  missedEvents?: number;
  rowsChanged?: number;
}

function assertLoopback(url: string, what: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || /^127\./.test(host) || host === '[::1]' || host === '')) {
    throw new Error(`refusing to benchmark against ${what} at ${host}: benchmarks use loopback servers only`);
  }
}

const textOf = (q: unknown): string => (typeof q === 'string' ? q : ((q as { text?: string }).text ?? ''));
const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;

/** The service's database, counting the statements (and writes) the sync sends through it. */
function counting(db: Database, c: Counters): Database {
  const count = (q: unknown) => {
    c.statements++;
    if (WRITE.test(textOf(q))) c.writes++;
  };
  const wrapClient = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
      get(target, prop, receiver) {
        if (prop === 'query')
          return (q: unknown, ...rest: unknown[]) => {
            count(q);
            return (target.query as (...a: unknown[]) => unknown)(q, ...rest);
          };
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return {
    pool: db.pool,
    schema: db.schema,
    ping: () => db.ping(),
    close: () => db.close(),
    query: (text, values) => {
      count(text);
      return db.query(text, values);
    },
    tx: (fn) =>
      db.tx((client) => {
        c.transactions++;
        return fn(wrapClient(client));
      }),
  };
}

/** Rows inserted, updated and deleted in the schema's tables so far (as the statistics know them). */
async function rowsChanged(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT COALESCE(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text AS n FROM pg_stat_user_tables WHERE schemaname = $1`,
    [db.schema],
  );
  return Number(rows[0]!.n);
}

async function runCycle(
  kind: CycleResult['kind'],
  deps: Deps,
  ids: string[],
  counters: Counters,
  s: Settings,
): Promise<Omit<CycleResult, 'changed'>> {
  const before = { ...counters };
  const outcomes: Record<string, number> = {};
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: s.concurrency }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const result = await runCalendarSync(deps, id);
        const outcome = result?.outcome ?? 'gone';
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    kind,
    seconds: round(seconds, 1),
    cpuSeconds: round(cpuSeconds, 1),
    coreShare: round(cpuSeconds / seconds),
    outcomes,
    writes: counters.writes - before.writes,
    statements: counters.statements - before.statements,
    transactions: counters.transactions - before.transactions,
  };
}

/** Feed change served → first listings.reservation.* event of the listing written after `since`. */
async function changeLatencies(
  db: Database,
  feeds: Child<{ base: string }>,
  changed: { index: number; id: string }[],
  since: Date,
): Promise<{ latency: LatencySummary; missed: number }> {
  const served = await feeds.request<(number | null)[]>(
    { type: 'served', listings: changed.map((c) => c.index) },
    60_000,
  );
  const { rows } = await db.query<{ listing: string; at: Date }>(
    `SELECT payload->>'airbnbListingId' AS listing, min(occurred_at) AS at FROM outbox
     WHERE type LIKE 'listings.reservation.%' AND occurred_at >= $1 AND payload->>'airbnbListingId' = ANY($2::text[])
     GROUP BY 1`,
    [since, changed.map((c) => c.id)],
  );
  const eventAt = new Map(rows.map((r) => [r.listing, r.at.getTime()]));
  const samples: number[] = [];
  let missed = 0;
  changed.forEach((c, n) => {
    const s = served[n];
    const e = eventAt.get(c.id);
    if (s === null || s === undefined || e === undefined) missed++;
    else samples.push(Math.max(0, e - s));
  });
  return { latency: summarise(samples), missed };
}

export async function benchChannel(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const s: Settings = {
    listings: num(flags, 'listings', 10_000),
    cycles: num(flags, 'cycles', 2),
    change: num(flags, 'change', 0.05),
    concurrency: num(flags, 'concurrency', 8),
  };
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  assertLoopback(url, 'PostgreSQL');
  const redisUrl = process.env.REDIS_URL || undefined;
  if (redisUrl) assertLoopback(redisUrl, 'Redis');
  const notes: string[] = [];
  const runId = randomUUID().slice(0, 8);
  const schema = `bench_channel_${runId}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-bench-channel-'));
  let feeds: Child<{ base: string }> | undefined;
  let infra: Infrastructure | undefined;
  let service: RunningService | undefined;
  const cycles: CycleResult[] = [];
  let peakRssMb = 0;
  let peakHeapMb = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRssMb = Math.max(peakRssMb, m.rss / 1048576);
    peakHeapMb = Math.max(peakHeapMb, m.heapUsed / 1048576);
  }, 250);
  let feedBytes!: number;
  try {
    feeds = await startChild<{ base: string }>(path.join(import.meta.dirname, 'channel-feed-server.ts'), []);
    feedBytes = await feeds.request<number>({ type: 'sample', listings: [0] }, 10_000);
    const logger = createLogger('bench-channel', 'warn');
    infra = await createInfrastructure(
      loadPlatformConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        INTERNAL_TOKEN: 'bench-internal-token',
        FETCH_ALLOW_PRIVATE: 'true',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      }),
      logger,
    );
    service = await startService(
      createListingsService({ name: schema, seedDemo: false, env: {}, calendarSync: false }),
      infra,
    );
    const counters: Counters = { statements: 0, writes: 0, transactions: 0 };
    const base = listingsDeps(service.context);
    const deps: Deps = { ...base, db: counting(base.db, counters) };
    const db = service.context.db;

    log('channel', `${schema}: ${s.listings} properties and listings, feeds at ${feeds.info.base}`);
    await db.query(
      `INSERT INTO property (id, name, slug, label, status, type, price, wished_price, floors, bathrooms, bedrooms,
         half_bathrooms, parking_spaces, built_area, total_area, street, zip, city, state, latitude, longitude, timezone,
         img_keys, published_at, created_at, updated_at)
       SELECT gen_random_uuid(), 'Casa ' || g, 'bench-' || g, 'VACATIONAL_RENT', 'PUBLISHED', 'HOUSE', 3000000, 3000000,
         1, 2, 3, 0, 1, 120, 200, 'Calle Durango', '06700', 'Cuauhtémoc', 'Ciudad de México', 19.42, -99.16,
         'America/Mexico_City', '{}', now(), now(), now()
       FROM generate_series(0, $1 - 1) g`,
      [s.listings],
    );
    const { rows: listings } = await db.query<{ id: string; i: number }>(
      `INSERT INTO property_airbnb_listing (id, property_id, name, url, ics_url, is_main_listing, currency,
         base_hours_to_clean, current_hours_to_clean, created_at, updated_at)
       SELECT gen_random_uuid(), p.id, 'Depa ' || p.i, 'https://www.airbnb.mx/rooms/' || (50000000 + p.i),
         $1 || '/feed/' || p.i || '.ics', true, 'MXN', 3, 3, now(), now()
       FROM (SELECT id, (substring(slug from 7))::int AS i FROM property) p
       RETURNING id, (substring(ics_url from '/feed/(\\d+)\\.ics'))::int AS i`,
      [feeds.info.base],
    );
    listings.sort((a, b) => a.i - b.i);
    const ids = listings.map((l) => l.id);

    log('channel', `import: first sync of ${ids.length} listings, ${s.concurrency} at a time…`);
    cycles.push({ ...(await runCycle('import', deps, ids, counters, s)), changed: 0 });
    log('channel', `import: ${cycles.at(-1)!.seconds} s`);

    await sleep(11_000); // the statistics of idle backends are flushed within 10 s
    const rows0 = await rowsChanged(db);
    log('channel', 'unchanged: every feed again, nothing changed…');
    const unchanged = await runCycle('unchanged', deps, ids, counters, s);
    await sleep(11_000);
    cycles.push({ ...unchanged, changed: 0, rowsChanged: (await rowsChanged(db)) - rows0 });
    log('channel', `unchanged: ${unchanged.seconds} s, ${unchanged.writes} writes`);

    for (let c = 0; c < s.cycles; c++) {
      const step = Math.max(1, Math.round(1 / s.change));
      const changed = listings
        .filter((_, n) => (n + c * 7) % step === 0)
        .map((l) => ({ index: l.i, id: l.id }));
      await feeds.request({ type: 'change', listings: changed.map((x) => x.index) }, 60_000);
      const since = new Date();
      log('channel', `steady ${c + 1}/${s.cycles}: ${changed.length} feeds changed…`);
      const cycle = await runCycle('steady', deps, ids, counters, s);
      const { latency, missed } = await changeLatencies(db, feeds, changed, since);
      cycles.push({ ...cycle, changed: changed.length, latency, missedEvents: missed });
      log('channel', `steady ${c + 1}: ${cycle.seconds} s, event p50 ${latency.p50} p95 ${latency.p95} ms`);
    }
  } finally {
    clearInterval(sampler);
    await service?.stop();
    if (infra) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    await infra?.close();
    await feeds?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const steady = cycles.filter((c) => c.kind === 'steady');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const steadySeconds = median(steady.map((c) => c.seconds));
  const importCycle = cycles.find((c) => c.kind === 'import');
  const unchangedCycle = cycles.find((c) => c.kind === 'unchanged');
  const latencies = steady.flatMap((c) => (c.latency ? [c.latency] : []));
  const missed = steady.reduce((n, c) => n + (c.missedEvents ?? 0), 0);
  if (missed > 0) notes.push(`${missed} changed feeds had no listings.reservation.* event after their cycle`);
  if (!redisUrl)
    notes.push('REDIS_URL is unset: the service ran with BullMQ over PostgreSQL (not used by the cycles)');
  notes.push(
    `feeds: the 21-event Airbnb export (${feedBytes} bytes as served) for 19 of 20 listings, the 176-event merged feed for 1 in 20; ETag on even listings`,
  );
  const metrics: BenchResult['metrics'] = {
    listings: s.listings,
    concurrency: s.concurrency,
    importCycleS: importCycle?.seconds ?? Number.NaN,
    unchangedCycleS: unchangedCycle?.seconds ?? Number.NaN,
    steadyCycleS: steadySeconds,
    listingsFreshIn5Min: Math.floor((s.listings * 300) / steadySeconds),
    steadyCoreShare: median(steady.map((c) => c.coreShare)),
    steadyCpuMsPerListing: round((median(steady.map((c) => c.cpuSeconds)) * 1000) / s.listings),
    peakRssMb: round(peakRssMb, 0),
    peakHeapMb: round(peakHeapMb, 0),
    writesPerUnchangedFeed: unchangedCycle ? round(unchangedCycle.writes / s.listings, 4) : Number.NaN,
    rowsChangedPerUnchangedFeed:
      unchangedCycle?.rowsChanged !== undefined
        ? round(unchangedCycle.rowsChanged / s.listings, 4)
        : Number.NaN,
    changeToEventP50Ms: median(latencies.map((l) => l.p50)),
    changeToEventP95Ms: Math.max(...latencies.map((l) => l.p95)),
  };
  const unchangedWrites = unchangedCycle?.writes ?? Number.NaN;
  return {
    name: 'channel',
    ok: cycles.length === 2 + s.cycles && missed === 0,
    target: {
      description: 'a steady cycle well under the 5-minute interval; 0 database writes per unchanged feed',
      met: steadySeconds < 300 && unchangedWrites === 0,
    },
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    metrics,
    notes,
    details: { settings: s, cycles },
  };
}
