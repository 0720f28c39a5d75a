import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest workspace: every package (proto, gateway, each service, bench, scripts) is a project.
const roots = [
  'proto',
  'gateway',
  'scripts',
  'charts',
  'web',
  'qa',
  ...readdirSync('services', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`services/${d.name}/package.json`))
    .map((d) => `services/${d.name}`),
];

// The projects with database suites; the others (SPA, contracts, charts, scripts) never start one.
const withDatabase = (root: string) => root === 'gateway' || root === 'qa' || root.startsWith('services/');
const sharedPostgres = fileURLToPath(
  new URL('services/kit/src/testing/postgres-global-setup.ts', import.meta.url),
);

// qa suites that measure how long requests take (security's enumeration timing): see 'qa (timed)'.
const TIMED = ['src/security.int.spec.ts'];

export default defineConfig({
  test: {
    projects: [
      ...roots.map((root) => ({
        extends: true,
        test: {
          name: root,
          root,
          include: ['**/*.spec.ts'],
          exclude: ['**/node_modules/**', ...(root === 'qa' ? TIMED : [])],
          // The qa suites each start the whole platform (seven services, about 50 connections): on a
          // server of DATABASE_URL one at a time, so two of them never share the 100 connections of a
          // default PostgreSQL (vitest then runs them last, alone, on one worker). On the run's own
          // embedded server (max_connections 300) they run beside the other files.
          ...(root === 'qa' && process.env.DATABASE_URL ? { fileParallelism: false } : {}),
          // Without DATABASE_URL, one embedded PostgreSQL for every database suite of the run rather
          // than one per file (services/kit/src/testing/postgres-global-setup.ts).
          ...(withDatabase(root) ? { globalSetup: [sharedPostgres] } : {}),
        },
      })),
      // The qa suites that compare timings run after every other file, one at a time, with the
      // machine to themselves: beside other files (9ac6043) the CPU they share decided the medians
      // (a refusal that skips the hash took 5 ms against 30 for one that hashes, and the check still
      // could not tell them apart).
      {
        extends: true,
        test: {
          name: 'qa (timed)',
          root: 'qa',
          include: TIMED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          globalSetup: [sharedPostgres],
        },
      },
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
