import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_RESTART } from '@casona/kit/runtime/main';
import { OPENAPI_FILE, serializeOpenApi } from './openapi.ts';
import { restartAfter, supervise } from './start.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Error-level lines (pino level ≥ 50) the platform logged after it began to shut down. */
function errorsWhileStopping(output: string): string[] {
  const from = output.indexOf('shutting down');
  if (from === -1) return [`no "shutting down" line:\n${output.slice(-2000)}`];
  return output
    .slice(from)
    .split('\n')
    .filter((line) => {
      try {
        return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
      } catch {
        return false;
      }
    });
}

/**
 * `pnpm start` as a user runs it: the whole platform in one process. With no server URLs in the
 * environment every part is embedded; in CI the URLs of the real servers are set, so the same test
 * also proves the switch to real PostgreSQL, Kafka, Redis and S3 works without code changes.
 * It runs in a process group of its own, as a terminal runs it, so a test can press Ctrl-C: SIGINT
 * to the whole group, the supervisor, the platform and whatever they spawned.
 */
describe('pnpm start', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let output = '';

  const start = async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    output = '';
    child = spawn(process.execPath, [path.join(import.meta.dirname, 'start.ts')], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? 'start-test-internal-token',
        // info: the "shutting down" line marks where a clean stop must log no error.
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  };

  const healthy = async () => {
    let health: { status: string; dependencies: { name: string; ok: boolean }[] } | undefined;
    const deadline = Date.now() + 110_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`pnpm start exited early:\n${output}`);
      try {
        const res = await fetch(`${base}/api/health`);
        if (res.status === 200) {
          health = (await res.json()) as typeof health;
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(health, output).toBeDefined();
    return health!;
  };

  /** Signals the platform's whole process group, as a terminal's Ctrl-C (or systemd's stop) does. */
  const stopGroup = async (signal: NodeJS.Signals) => {
    expect(child.exitCode, `pnpm start had already exited:\n${output}`).toBeNull();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(-child.pid!, signal);
    const code = await exited;
    return { code, errors: errorsWhileStopping(output) };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'casona-start-'));
    // mkdtemp makes the folder private; as root, PostgreSQL runs as `postgres` and must enter it.
    await chmod(dataDir, 0o755);
    await start();
  }, 10_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves /api/health with every dependency green, then the docs and the home page', async () => {
    const health = await healthy();
    expect(health.status).toBe('ok');
    expect(health.dependencies.map((d) => d.name).sort()).toEqual(
      expect.arrayContaining(['events', 'mail', 'postgres', 'storage']),
    );
    expect(health.dependencies.every((d) => d.ok)).toBe(true);

    const docs = await fetch(`${base}/api/docs/json`);
    expect(docs.status).toBe(200);
    // The committed contract (proto/openapi.json) is what the running platform serves.
    const served = serializeOpenApi((await docs.json()) as Record<string, unknown>);
    const committed = await readFile(OPENAPI_FILE, 'utf8');
    expect(served === committed, 'proto/openapi.json is out of date: run `pnpm openapi` and commit it').toBe(
      true,
    );
    expect((await fetch(`${base}/`)).status).toBe(200);
    const unknown = await fetch(`${base}/api/v1/no_such_family`, { headers: { 'accept-language': 'en' } });
    expect(unknown.status).toBe(404);
  }, 120_000);

  // Ctrl-C reaches the supervisor, the platform and (before the fix) embedded PostgreSQL at once:
  // PostgreSQL ended every session while the services were closing theirs (57P01 error lines), or
  // the platform died of the supervisor's second SIGINT (exit 1, PostgreSQL left running).
  it('stops cleanly on Ctrl-C (SIGINT to its process group): exit 0, no error line, PostgreSQL stopped', async () => {
    const { code, errors } = await stopGroup('SIGINT');
    expect(errors, output.slice(-4000)).toEqual([]);
    expect(code, output.slice(-4000)).toBe(0);
    // Stopped by the platform before it exited, not left behind (its pid file goes with it).
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 60_000);

  it('starts again on the same data and stops cleanly on SIGTERM to its process group', async () => {
    await start();
    expect((await healthy()).status).toBe('ok');
    const { code, errors } = await stopGroup('SIGTERM');
    expect(errors, output.slice(-4000)).toEqual([]);
    expect(code, output.slice(-4000)).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});

describe('pnpm start supervisor', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'casona-supervisor-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('starts the platform again when it exits with a failure, and ends with its clean exit', async () => {
    // Fails (as the process guard's restart does) on its first run, stops cleanly on its second.
    const script = path.join(dir, 'flaky.mjs');
    const marker = path.join(dir, 'ran-once');
    await writeFile(
      script,
      `import { existsSync, writeFileSync } from 'node:fs';
       if (!existsSync(${JSON.stringify(marker)})) { writeFileSync(${JSON.stringify(marker)}, '1'); process.exit(${EXIT_RESTART}); }
       process.exit(0);`,
    );
    const logged: string[] = [];
    const code = await supervise({
      command: process.execPath,
      args: [script],
      env: process.env,
      backoffMs: 10,
      log: (m) => logged.push(m),
    });
    expect(code).toBe(0);
    expect(logged).toEqual([expect.stringContaining(`code ${EXIT_RESTART}`)]);
  });

  it('gives up after quick crashes in a row, and never restarts a configuration error', async () => {
    const crash = path.join(dir, 'crash.mjs');
    await writeFile(crash, 'process.exit(1);');
    const logged: string[] = [];
    const code = await supervise({
      command: process.execPath,
      args: [crash],
      env: process.env,
      backoffMs: 5,
      maxQuickCrashes: 3,
      log: (m) => logged.push(m),
    });
    expect(code).toBe(1);
    expect(logged.at(-1)).toContain('giving up');
    expect(logged).toHaveLength(3);
    expect(restartAfter(78, null, false)).toBe('exit');
    expect(restartAfter(null, 'SIGKILL', false)).toBe('restart');
    expect(restartAfter(null, 'SIGTERM', true)).toBe('exit');
  });
});
