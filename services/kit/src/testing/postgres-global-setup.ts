/**
 * vitest global setup (vitest.config.ts, for the projects with database suites): when
 * `DATABASE_URL` is unset, one embedded PostgreSQL for the whole run instead of one per test file —
 * each file runs in a process of its own, and each paid an initdb and a start (seconds each, over a
 * hundred files). Files find it through `SHARED_TEST_DATABASE_URL` (`testPostgres()`); the processes
 * they start (`pnpm start` in scripts/start.spec.ts) still see no `DATABASE_URL` and start their own.
 * It stops after the last file. With `DATABASE_URL` set, it does nothing.
 */
import { SHARED_TEST_DATABASE_URL, testPostgres } from './postgres.ts';

// Every project that lists this file calls it in vitest's process; the first starts the server, the
// others find its URL already set.
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL || process.env[SHARED_TEST_DATABASE_URL]) return undefined;
  const server = await testPostgres();
  process.env[SHARED_TEST_DATABASE_URL] = server.url;
  return async () => {
    delete process.env[SHARED_TEST_DATABASE_URL];
    await server.stop();
  };
}
