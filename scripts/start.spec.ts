import { spawn, type ChildProcess } from 'node:child_process';
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

/**
 * `pnpm start` as a user runs it: the whole platform in one process. With no server URLs in the
 * environment every part is embedded; in CI the URLs of the real servers are set, so the same test
 * also proves the switch to real PostgreSQL, Kafka, Redis and S3 works without code changes.
 */
describe('pnpm start', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'casona-start-'));
    // mkdtemp makes the folder private; as root, PostgreSQL runs as `postgres` and must enter it.
    await chmod(dataDir, 0o755);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(import.meta.dirname, 'start.ts')], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? 'start-test-internal-token',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  }, 10_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves /api/health with every dependency green, then the docs and the home page', async () => {
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
    expect(health!.status).toBe('ok');
    expect(health!.dependencies.map((d) => d.name).sort()).toEqual(
      expect.arrayContaining(['events', 'mail', 'postgres', 'storage']),
    );
    expect(health!.dependencies.every((d) => d.ok)).toBe(true);

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

  it('stops cleanly on SIGTERM', async () => {
    expect(child.exitCode, `pnpm start had already exited:\n${output}`).toBeNull();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
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
