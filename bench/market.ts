/**
 * Marketplace search (GET /api/v1/market) over 100,000 published properties drawn from the real
 * listings' distribution, through the gateway and the listings service, beside the same SQL run
 * directly on PostgreSQL in the same run. Target: the API's latency ≤ 3× the bare queries'.
 *
 * Set-up (all on 127.0.0.1): a fresh schema on DATABASE_URL (default the local PostgreSQL),
 * migrated by the listings service itself, which runs with the gateway in a child process exactly
 * as `pnpm start` wires them (`bench/market-server.ts`). The bench process fills the schema
 * (`bench/lib/market-data.ts`), explains the main query shapes, then measures:
 *   direct   the two statements one search costs (page + count, from the service's own
 *            `marketPageQueries`), in parallel, over a 10-connection pool like the service's
 *   gateway  the same searches as HTTP requests (autocannon) through gateway → listings
 * Both use the same mix of searches (`--queries`, drawn like real traffic) and the same number of
 * concurrent clients, so the difference is what the HTTP layers, validation and serialization cost.
 *
 * Flags: --properties=100000 --queries=300 --connections=10 --duration=10 --warmup=2
 *        --log-level=info --keep (leave the schema for inspection)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { MarketQuery, MarketSort } from '@casona/proto';
import { marketPageQueries, type MarketFilters } from '../services/listings/src/domain/market-query.ts';
import { startChild } from './lib/child.ts';
import { assertLoopback } from './lib/load.ts';
import { insertProperties, loadSources, queryMix, toPath } from './lib/market-data.ts';
import { bool, num, str, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { round, Samples, summarise, type LatencySummary } from './lib/stats.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER = path.join(import.meta.dirname, 'market-server.ts');
const TARGET_RATIO = 3;

interface Phase {
  requests: number;
  rps: number;
  errors: number;
  latency: LatencySummary;
}

const filtersOf = (q: MarketQuery): MarketFilters => ({
  state: q.state,
  city: q.city,
  minPrice: q.minPrice,
  maxPrice: q.maxPrice,
  propertyType: q.propertyType,
  label: q.label,
});

/** The searches as the service runs them: page and count in parallel on a pool. */
async function runDirect(
  pool: pg.Pool,
  mix: MarketQuery[],
  connections: number,
  seconds: number,
): Promise<Phase> {
  const samples = new Samples();
  let errors = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < end) {
      const q = mix[next++ % mix.length]!;
      const { page, count } = marketPageQueries(
        filtersOf(q),
        (q.sort ?? 'newest') as MarketSort,
        q.page ?? 1,
      );
      const t0 = performance.now();
      try {
        await Promise.all([pool.query(page.text, page.values), pool.query(count.text, count.values)]);
        samples.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: samples.length,
    rps: round(samples.length / elapsed, 0),
    errors,
    latency: summarise(samples.values()),
  };
}

async function runHttp(
  base: string,
  mix: MarketQuery[],
  connections: number,
  seconds: number,
): Promise<Phase> {
  assertLoopback(base);
  const samples = new Samples();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        pipelining: 1,
        duration: seconds,
        headers: { 'accept-language': 'es-MX' },
        requests: mix.map((q) => ({ method: 'GET' as const, path: toPath(q) })),
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  return {
    requests: result.requests.total,
    rps: round(result.requests.total / (result.duration || seconds), 0),
    errors: result.errors + result.non2xx + result.timeouts,
    latency: summarise(samples.values()),
  };
}

/** The plan of one search: its shape, the index it uses and how long PostgreSQL took. */
async function explain(pool: pg.Pool, name: string, q: MarketQuery): Promise<string> {
  const { page, count } = marketPageQueries(filtersOf(q), (q.sort ?? 'newest') as MarketSort, q.page ?? 1);
  const describe = async (text: string, values: unknown[]) => {
    const { rows } = await pool.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
      values,
    );
    const [plan] = rows[0]!['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[];
    const nodes: string[] = [];
    const walk = (n: PlanNode) => {
      nodes.push(n['Index Name'] ? `${n['Node Type']} using ${n['Index Name']}` : n['Node Type']);
      n.Plans?.forEach(walk);
    };
    walk(plan!.Plan);
    return `${nodes.join(' > ')} (${round(plan!['Execution Time'])} ms)`;
  };
  return `${name}: page ${await describe(page.text, page.values)}; count ${await describe(count.text, count.values)}`;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export async function benchMarket(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const properties = Math.round(num(flags, 'properties', 100_000));
  const queries = Math.max(1, Math.round(num(flags, 'queries', 300)));
  const connections = Math.max(1, Math.round(num(flags, 'connections', 10)));
  const duration = num(flags, 'duration', 10);
  const warmup = num(flags, 'warmup', 2);
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  assertLoopback(url.replace(/^postgres(ql)?:/, 'http:'));
  const schema = `bench_market_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casona-market-bench-'));
  const notes: string[] = [];

  // The service migrates its schema at start: the data goes in afterwards, as in production.
  const server = await startChild<{ gateway: string; listings: string }>(SERVER, [], {
    env: {
      BENCH_DATABASE_URL: url,
      BENCH_SCHEMA: schema,
      BENCH_DATA_DIR: dataDir,
      BENCH_LOG_LEVEL: str(flags, 'log-level', 'info'),
    },
  });
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema},public` });
  try {
    const { sources, from } = await loadSources();
    log(
      'market',
      `${sources.length} real listings from ${from}; inserting ${properties} published properties…`,
    );
    const filled = performance.now();
    const client = await pool.connect();
    let inserted: number;
    try {
      inserted = await insertProperties(client, sources, properties);
    } finally {
      client.release();
    }
    const fillSeconds = round((performance.now() - filled) / 1000, 1);
    log('market', `${inserted} rows (incl. ${inserted - properties} not published) in ${fillSeconds} s`);

    const mix = queryMix(sources, queries);
    const biggestState = Object.entries(
      sources.reduce<Record<string, number>>(
        (acc, s) => ({ ...acc, [s.state]: (acc[s.state] ?? 0) + 1 }),
        {},
      ),
    ).sort((a, b) => b[1] - a[1])[0]![0] as MarketQuery['state'];
    const city = sources.find((s) => s.state === biggestState)!.city;
    for (const [name, q] of [
      ['all, newest', { page: 1 }],
      ['state, newest', { state: biggestState, page: 1 }],
      ['state + city, price_asc, page 3', { state: biggestState, city, sort: 'price_asc', page: 3 }],
      ['state + price range', { state: biggestState, minPrice: 1_000_000, maxPrice: 3_000_000, page: 1 }],
      ['type + max price + label', { propertyType: 'APARTMENT', maxPrice: 2_000_000, label: 'NEW', page: 1 }],
      ['deep page (OFFSET 980)', { page: 50 }],
    ] as [string, MarketQuery][]) {
      const plan = await explain(pool, name, q);
      notes.push(`EXPLAIN ${plan}`);
      log('market', plan);
    }

    const base = server.info.gateway;
    log('market', `direct SQL: ${connections} clients, ${warmup} s warm-up + ${duration} s…`);
    await runDirect(pool, mix, connections, warmup);
    const direct = await runDirect(pool, mix, connections, duration);
    log(
      'market',
      `direct ${direct.rps} searches/s p50 ${direct.latency.p50} ms p95 ${direct.latency.p95} ms`,
    );
    log('market', `gateway → listings: ${connections} connections, ${warmup} s warm-up + ${duration} s…`);
    await runHttp(base, mix, connections, warmup);
    const api = await runHttp(base, mix, connections, duration);
    log('market', `API ${api.rps} req/s p50 ${api.latency.p50} ms p95 ${api.latency.p95} ms`);

    const sample = await fetch(`${base}${toPath(mix[0]!)}`);
    const body = (await sample.json()) as { items: unknown[]; total: number; pageSize: number };
    if (sample.status !== 200 || body.pageSize !== 20) notes.push(`unexpected answer: ${sample.status}`);
    if (api.errors > 0) notes.push(`${api.errors} failed or non-2xx API answers`);
    if (direct.errors > 0) notes.push(`${direct.errors} failed direct queries`);

    const p50Ratio = direct.latency.p50 > 0 ? round(api.latency.p50 / direct.latency.p50) : null;
    const p95Ratio = direct.latency.p95 > 0 ? round(api.latency.p95 / direct.latency.p95) : null;
    notes.push(
      'direct = page + count statements of each search in parallel on a 10-connection pool; API = the same searches as GET /api/v1/market through the gateway (autocannon), same concurrency',
    );
    return {
      name: 'market',
      ok: api.errors === 0 && direct.errors === 0 && api.requests > 0,
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      metrics: {
        properties,
        rowsTotal: inserted,
        queryMix: mix.length,
        connections,
        durationS: duration,
        fillSeconds,
        directRps: direct.rps,
        directP50Ms: direct.latency.p50,
        directP95Ms: direct.latency.p95,
        directP99Ms: direct.latency.p99,
        apiRps: api.rps,
        apiP50Ms: api.latency.p50,
        apiP95Ms: api.latency.p95,
        apiP99Ms: api.latency.p99,
        p50Ratio,
        p95Ratio,
      },
      target: {
        description: `API p50 and p95 ≤ ${TARGET_RATIO}× the bare queries'`,
        met:
          p50Ratio === null || p95Ratio === null
            ? null
            : p50Ratio <= TARGET_RATIO && p95Ratio <= TARGET_RATIO,
      },
      notes,
      details: { direct, api, sources: from },
    };
  } finally {
    await pool.end();
    await server.stop();
    if (!bool(flags, 'keep', false)) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    } else log('market', `schema ${schema} kept`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
