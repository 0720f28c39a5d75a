/**
 * Gateway throughput and latency for an authenticated GET, against a bare @fastify/http-proxy to
 * the same upstream, in the same run. Target: gateway ≥ 0.8× the bare proxy's requests per second.
 *
 * Layouts (--layout):
 *   split   (default) upstream, proxy under test and load generator each in their own process
 *   shared  all three in one process (one event loop)
 *   both    runs both, to show how much the layout matters on this machine
 *
 * Flags: --duration=10 --warmup=2 --connections=50 --rounds=1 --log-level=info --no-ablation --no-profile
 *        --profile-variant=gateway (or bare, gatewayAnonymous, gatewayLogWarn)
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChild, type Child } from './lib/child.ts';
import { summariseProfile, type ProfileSummary } from './lib/cpuprofile.ts';
import { makeCredentials, PROFILE_PATH } from './lib/gateway-apps.ts';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load.ts';
import { bool, num, str, type Flags } from './lib/options.ts';
import { cpuSeconds } from './lib/proc.ts';
import { log, type BenchResult } from './lib/report.ts';
import { round } from './lib/stats.ts';

const SERVER = path.join(import.meta.dirname, 'gateway-server.ts');
const REPO = path.resolve(import.meta.dirname, '..');
const TARGET_RATIO = 0.8;

/** What the gateway does per request, by the packages that do it (for the profile's cost table). */
const GATEWAY_STAGES: Record<string, string[]> = {
  'JWT: JWK → PEM (get-jwks, jwk-to-pem, elliptic, bn.js)': ['get-jwks', 'jwk-to-pem', 'elliptic', 'bn.js'],
  'JWT: decode + verify (@fastify/jwt, fast-jwt)': ['@fastify/jwt', 'fast-jwt'],
  'proxying (undici; the bare proxy: @fastify/reply-from too)': ['@fastify/reply-from', 'undici'],
  'logging (pino)': ['pino', 'sonic-boom', '@pinojs/redact', 'fast-redact', 'pino-std-serializers'],
  'helmet headers': ['@fastify/helmet', 'helmet'],
  'rate limit': ['@fastify/rate-limit'],
  CORS: ['@fastify/cors'],
  'Casona code (gateway, proto, kit)': ['casona:gateway', 'casona:proto', 'casona:services'],
  'garbage collector': ['(garbage collector)'],
};

type Layout = 'split' | 'shared';

interface Variant {
  name: string;
  role: 'bare' | 'gateway';
  auth: boolean;
  logLevel?: string;
}

interface Measured extends LoadResult {
  variant: string;
  layout: Layout;
  /** CPU used during the measured window, in % of one core, per process (split layout only). */
  cpu?: Record<string, number>;
  /**
   * CPU time of the proxy process per answered request, in µs (split layout only). On a machine
   * where other work takes CPU, req/s falls with what the process is given; this moves much less.
   */
  cpuUsPerRequest?: number;
  round?: number;
}

interface Settings {
  durationS: number;
  warmupS: number;
  connections: number;
  logLevel: string;
  /** The variant to profile (default: the gateway as it is). */
  profileVariant: string;
  /** Each variant is measured this many times, interleaved; the round with the median req/s counts. */
  rounds: number;
}

function loadOptions(
  url: string,
  token: string | undefined,
  s: Settings,
  durationS = s.durationS,
): LoadOptions {
  return {
    url: `${url}${PROFILE_PATH}`,
    headers: token
      ? { authorization: `Bearer ${token}`, 'accept-language': 'es-MX' }
      : { 'accept-language': 'es-MX' },
    connections: s.connections,
    durationS,
    warmupS: s.warmupS,
  };
}

function check(m: Measured): string[] {
  const problems: string[] = [];
  if (m.non2xx > 0) problems.push(`${m.variant} (${m.layout}): ${m.non2xx} non-2xx answers`);
  if (m.errors > 0) problems.push(`${m.variant} (${m.layout}): ${m.errors} connection errors`);
  if (m.timeouts > 0) problems.push(`${m.variant} (${m.layout}): ${m.timeouts} timeouts`);
  return problems;
}

/** One variant in the split layout: a fresh server process, the load from this process. */
async function measureSplit(
  variant: Variant,
  upstream: Child<{ upstream: string }>,
  token: string,
  s: Settings,
): Promise<Measured> {
  const server = await startChild<Record<string, string>>(SERVER, [variant.role], {
    env: {
      BENCH_UPSTREAM: upstream.info.upstream,
      BENCH_LOG_LEVEL: variant.logLevel ?? s.logLevel,
    },
  });
  try {
    const url = server.info[variant.role]!;
    // Warm-up first (inside runLoad), CPU counted over the measured window only.
    await runLoad({
      ...loadOptions(url, variant.auth ? token : undefined, s),
      durationS: s.warmupS,
      warmupS: 0,
    });
    const before = {
      server: cpuSeconds(server.pid),
      upstream: cpuSeconds(upstream.pid),
      load: process.cpuUsage(),
    };
    const started = performance.now();
    const result = await runLoad({ ...loadOptions(url, variant.auth ? token : undefined, s), warmupS: 0 });
    const wall = (performance.now() - started) / 1000;
    const loadCpu = process.cpuUsage(before.load);
    const serverCpu = cpuSeconds(server.pid) - before.server;
    return {
      ...result,
      variant: variant.name,
      layout: 'split',
      cpuUsPerRequest: result.requests > 0 ? round((serverCpu / result.requests) * 1e6, 0) : undefined,
      cpu: {
        [variant.role]: round((serverCpu / wall) * 100, 0),
        upstream: round(((cpuSeconds(upstream.pid) - before.upstream) / wall) * 100, 0),
        loadGenerator: round(((loadCpu.user + loadCpu.system) / 1e6 / wall) * 100, 0),
      },
    };
  } finally {
    await server.stop();
  }
}

/** Both proxies and the upstream in one child process that also generates the load. */
async function measureShared(
  variants: Variant[],
  jwk: string,
  token: string,
  s: Settings,
): Promise<Measured[]> {
  const out: Measured[] = [];
  for (const logLevel of new Set(variants.map((v) => v.logLevel ?? s.logLevel))) {
    const child = await startChild<Record<string, string>>(SERVER, ['shared'], {
      env: { BENCH_JWK: jwk, BENCH_LOG_LEVEL: logLevel },
    });
    try {
      for (const v of variants.filter((x) => (x.logLevel ?? s.logLevel) === logLevel)) {
        const options = loadOptions(child.info[v.role]!, v.auth ? token : undefined, s);
        const result = await child.request<LoadResult>(
          { type: 'load', options },
          (s.durationS + s.warmupS) * 1000 + 30_000,
        );
        out.push({ ...result, variant: v.name, layout: 'shared' });
      }
    } finally {
      await child.stop();
    }
  }
  return out;
}

/** The gateway under the same load, profiled (V8 sampling profiler) over the measured window only. */
async function profileGateway(
  variant: Variant,
  upstream: Child<{ upstream: string }>,
  token: string,
  s: Settings,
): Promise<{ summary: ProfileSummary; file: string }> {
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'casona-gateway-prof-')),
    `${variant.name}.cpuprofile`,
  );
  const server = await startChild<Record<string, string>>(SERVER, [variant.role], {
    env: {
      BENCH_UPSTREAM: upstream.info.upstream,
      BENCH_LOG_LEVEL: variant.logLevel ?? s.logLevel,
    },
  });
  try {
    const options = loadOptions(server.info[variant.role]!, variant.auth ? token : undefined, s);
    await runLoad({ ...options, durationS: s.warmupS, warmupS: 0 });
    await server.request({ type: 'profile-start' }, 10_000);
    await runLoad({ ...options, warmupS: 0 });
    await server.request({ type: 'profile-stop', file }, 30_000);
  } finally {
    await server.stop();
  }
  return { summary: summariseProfile(file, REPO, GATEWAY_STAGES), file };
}

const ALL_VARIANTS: Variant[] = [
  { name: 'bare', role: 'bare', auth: true },
  { name: 'gateway', role: 'gateway', auth: true },
  // What the per-request features cost, by difference: no token (no JWT verification), quieter logs.
  { name: 'gatewayAnonymous', role: 'gateway', auth: false },
  { name: 'gatewayLogWarn', role: 'gateway', auth: true, logLevel: 'warn' },
];

export async function benchGateway(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const s: Settings = {
    durationS: num(flags, 'duration', 10),
    warmupS: num(flags, 'warmup', 2),
    connections: num(flags, 'connections', 50),
    logLevel: str(flags, 'log-level', 'info'),
    profileVariant: str(flags, 'profile-variant', 'gateway'),
    rounds: Math.max(1, Math.round(num(flags, 'rounds', 1))),
  };
  const layoutFlag = str(flags, 'layout', 'split');
  const layouts: Layout[] = layoutFlag === 'both' ? ['split', 'shared'] : [layoutFlag as Layout];
  if (!layouts.every((l) => l === 'split' || l === 'shared'))
    throw new Error('--layout must be split, shared or both');
  const ablation = bool(flags, 'ablation', true);
  const profile = bool(flags, 'profile', true);

  const variants = ablation ? ALL_VARIANTS : ALL_VARIANTS.slice(0, 2);

  const { jwk, token } = await makeCredentials();
  const notes: string[] = [];
  const measured: Measured[] = [];
  let prof: { summary: ProfileSummary; file: string } | undefined;

  log(
    'gateway',
    `${s.connections} connections, ${s.warmupS} s warm-up + ${s.durationS} s per variant, layouts: ${layouts.join(', ')}`,
  );
  if (layouts.includes('split')) {
    const upstream = await startChild<{ upstream: string }>(SERVER, ['upstream'], {
      env: { BENCH_JWK: JSON.stringify(jwk) },
    });
    try {
      // Rounds interleave the variants, so a burst of other work on the machine hits all of them.
      for (let pass = 1; pass <= s.rounds; pass++) {
        for (const v of variants) {
          log('gateway', `split: ${v.name}${s.rounds > 1 ? ` (round ${pass}/${s.rounds})` : ''}…`);
          const m = await measureSplit(v, upstream, token, s);
          log(
            'gateway',
            `split: ${v.name} ${m.rps} req/s p50 ${m.latency.p50} ms p99 ${m.latency.p99} ms, ` +
              `${m.cpuUsPerRequest} µs CPU/request, CPU % ${JSON.stringify(m.cpu)}`,
          );
          measured.push({ ...m, round: pass });
        }
      }
      if (profile) {
        log('gateway', 'profiling the gateway under the same load…');
        try {
          const target = ALL_VARIANTS.find((v) => v.name === s.profileVariant);
          if (!target)
            throw new Error(`no variant ${s.profileVariant} (${ALL_VARIANTS.map((v) => v.name).join(', ')})`);
          prof = await profileGateway(target, upstream, token, s);
          log('gateway', `CPU profile: ${prof.file}`);
        } catch (err) {
          // The figures above stand without the profile.
          notes.push(`profile failed: ${(err as Error).message}`);
        }
      }
    } finally {
      await upstream.stop();
    }
  }
  if (layouts.includes('shared')) {
    log('gateway', 'shared: bare and gateway in one process…');
    const shared = await measureShared(
      variants.filter((v) => v.name === 'bare' || v.name === 'gateway'),
      JSON.stringify(jwk),
      token,
      s,
    );
    for (const m of shared)
      log('gateway', `shared: ${m.variant} ${m.rps} req/s p50 ${m.latency.p50} ms p99 ${m.latency.p99} ms`);
    measured.push(...shared);
  }

  const problems = measured.flatMap(check);
  notes.push(...problems);
  // With several rounds, the round with the median req/s stands for the variant.
  const find = (variant: string, layout: Layout) => {
    const all = measured
      .filter((m) => m.variant === variant && m.layout === layout)
      .sort((a, b) => a.rps - b.rps);
    return all[Math.floor((all.length - 1) / 2)];
  };
  const main = layouts[0]!;
  const bare = find('bare', main);
  const gateway = find('gateway', main);
  // Ratios are taken round by round (bare and gateway measured minutes apart at most), then the median.
  const paired = (num: (m: Measured) => number | undefined, den: (m: Measured) => number | undefined) => {
    const values: number[] = [];
    for (const pass of new Set(measured.filter((m) => m.layout === main).map((m) => m.round))) {
      const b = measured.find((m) => m.variant === 'bare' && m.layout === main && m.round === pass);
      const g = measured.find((m) => m.variant === 'gateway' && m.layout === main && m.round === pass);
      const n = b && g ? num(g) : undefined;
      const d = b && g ? den(b) : undefined;
      if (n !== undefined && d) values.push(n / d);
    }
    values.sort((a, b) => a - b);
    return {
      median: values.length ? round(values[Math.floor((values.length - 1) / 2)]!) : null,
      all: values.map((v) => round(v)),
    };
  };
  const rpsRatio = paired(
    (g) => g.rps,
    (b) => b.rps,
  );
  // CPU per request of the bare proxy over the gateway's: the req/s ratio if each had a core to itself.
  const cpuRatio = paired(
    (g) => (g.cpuUsPerRequest ? 1 / g.cpuUsPerRequest : undefined),
    (b) => (b.cpuUsPerRequest ? 1 / b.cpuUsPerRequest : undefined),
  );
  const ratio = rpsRatio.median;
  const metrics: BenchResult['metrics'] = {
    layout: main,
    connections: s.connections,
    durationS: s.durationS,
    bareRps: bare?.rps ?? null,
    bareP50Ms: bare?.latency.p50 ?? null,
    bareP95Ms: bare?.latency.p95 ?? null,
    bareP99Ms: bare?.latency.p99 ?? null,
    gatewayRps: gateway?.rps ?? null,
    gatewayP50Ms: gateway?.latency.p50 ?? null,
    gatewayP95Ms: gateway?.latency.p95 ?? null,
    gatewayP99Ms: gateway?.latency.p99 ?? null,
    ratio,
  };
  if (rpsRatio.all.length > 1) metrics.ratioRounds = rpsRatio.all.join(' ');
  if (cpuRatio.all.length > 1) metrics.cpuRatioRounds = cpuRatio.all.join(' ');
  if (bare?.cpuUsPerRequest && gateway?.cpuUsPerRequest) {
    metrics.bareCpuUsPerReq = bare.cpuUsPerRequest;
    metrics.gatewayCpuUsPerReq = gateway.cpuUsPerRequest;
    // What the throughput ratio would be with both CPU-bound on a core of their own.
    metrics.cpuRatio = cpuRatio.median;
  }
  const anon = find('gatewayAnonymous', main);
  const quiet = find('gatewayLogWarn', main);
  if (anon) metrics.gatewayAnonymousRps = anon.rps;
  if (anon?.cpuUsPerRequest) metrics.gatewayAnonymousCpuUsPerReq = anon.cpuUsPerRequest;
  if (quiet) metrics.gatewayLogWarnRps = quiet.rps;
  if (quiet?.cpuUsPerRequest) metrics.gatewayLogWarnCpuUsPerReq = quiet.cpuUsPerRequest;
  if (layouts.length > 1) {
    const b = find('bare', 'shared');
    const g = find('gateway', 'shared');
    metrics.sharedBareRps = b?.rps ?? null;
    metrics.sharedGatewayRps = g?.rps ?? null;
    metrics.sharedRatio = b && g ? round(g.rps / b.rps) : null;
  }
  if (bare?.cpu && gateway?.cpu) {
    notes.push(
      `CPU % of one core in the measured window — bare run: ${JSON.stringify(bare.cpu)}; gateway run: ${JSON.stringify(gateway.cpu)}`,
    );
  }
  const cpuOf = (m: Measured | undefined) => m?.cpuUsPerRequest;
  if (cpuOf(anon) && cpuOf(gateway)) {
    notes.push(
      `token verification (authenticated − anonymous): ${cpuOf(gateway)! - cpuOf(anon)!} µs CPU per request`,
    );
  }
  if (cpuOf(quiet) && cpuOf(gateway)) {
    notes.push(
      `request logging (${s.logLevel} − warn): ${cpuOf(gateway)! - cpuOf(quiet)!} µs CPU per request`,
    );
  }
  if (cpuOf(bare) && cpuOf(anon)) {
    notes.push(
      `the gateway without a token vs the bare proxy: ${cpuOf(anon)! - cpuOf(bare)!} µs CPU per request more`,
    );
  }
  if (prof) {
    const fmt = (rows: { name: string; pct: number }[]) =>
      rows
        .slice(0, 8)
        .map((r) => `${r.name} ${r.pct}%`)
        .join(', ');
    notes.push(`gateway CPU by stage (share of busy samples): ${fmt(prof.summary.stages)}`);
    notes.push(`gateway CPU self time by package: ${fmt(prof.summary.selfByPackage)}`);
  }

  return {
    name: 'gateway',
    // Timeouts and dropped connections are part of the result (a proxy that cannot keep up); a
    // wrong status is not: then the figures do not measure what they claim to.
    ok: ratio !== null && measured.every((m) => m.non2xx === 0),
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    metrics,
    target: {
      description: `gateway ≥ ${TARGET_RATIO}× bare proxy req/s`,
      met: ratio === null ? null : ratio >= TARGET_RATIO,
    },
    notes,
    details: {
      variants: measured.map((m) => ({
        variant: m.variant,
        layout: m.layout,
        ...(m.round ? { round: m.round } : {}),
        rps: m.rps,
        requests: m.requests,
        non2xx: m.non2xx,
        errors: m.errors,
        ...m.latency,
        ...(m.cpu ? { cpu: m.cpu, cpuUsPerRequest: m.cpuUsPerRequest } : {}),
      })),
      ...(prof ? { profile: prof.summary, profileFile: prof.file } : {}),
    },
  };
}
