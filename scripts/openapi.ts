/**
 * `pnpm openapi`: starts the whole platform (embedded, on free ports, in a temporary DATA_DIR), reads
 * the gateway's merged API document and writes it to proto/openapi.json, the committed contract
 * clients and reviewers read. `scripts/start.spec.ts` compares the running platform's document with
 * the committed one, so CI fails when a route or schema changes without the file being regenerated.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const OPENAPI_FILE = path.join(REPO_ROOT, 'proto', 'openapi.json');

/** The document as committed: nothing that depends on where or when the platform runs. */
export function normalizeOpenApi(doc: Record<string, unknown>): Record<string, unknown> {
  const { servers: _servers, ...rest } = doc;
  return rest;
}

export const serializeOpenApi = (doc: Record<string, unknown>): string =>
  `${JSON.stringify(normalizeOpenApi(doc), null, 2)}\n`;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-openapi-'));
  // As root, embedded PostgreSQL runs as `postgres` and must enter the folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    // Embedded everything, whatever the shell exports: the document must not depend on it.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the platform exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the platform did not become healthy:\n${output}`);
      const health = await fetch(`${base}/api/health`).catch(() => null);
      if (health?.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const res = await fetch(`${base}/api/docs/json`);
    if (res.status !== 200) throw new Error(`GET /api/docs/json answered ${res.status}`);
    const doc = (await res.json()) as Record<string, unknown>;
    await writeFile(OPENAPI_FILE, serializeOpenApi(doc));
    const paths = Object.keys((doc.paths as object | undefined) ?? {}).length;
    console.log(`wrote ${path.relative(REPO_ROOT, OPENAPI_FILE)} (${paths} paths)`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
