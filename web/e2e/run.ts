/**
 * `pnpm --filter @casona/web e2e`: builds the SPA, starts the platform exactly as `pnpm start`
 * does (node scripts/start.ts) on a free port with a temporary DATA_DIR and embedded PostgreSQL
 * port, then runs every e2e/*.e2e.ts with node's test runner against it, driving Debian's
 * Chromium. Screenshots go to .ci/artifacts/screenshots/; each file's duration is printed at the end
 * (e2e/timings.ts).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { buildWeb, startPlatform, WEB_ROOT } from './harness.ts';

await buildWeb();
const platform = await startPlatform();
console.log(`platform up at ${platform.baseUrl}`);
const files = readdirSync(path.join(WEB_ROOT, 'e2e'))
  .filter((f) => f.endsWith('.e2e.ts') && (!process.argv[2] || f.includes(process.argv[2])))
  .map((f) => path.join('e2e', f));
const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      // Each file's duration, slowest first, after the run (and in .ci/artifacts/e2e-timings.json).
      '--test-reporter=./e2e/timings.ts',
      '--test-reporter-destination=stdout',
      ...files,
    ],
    {
      cwd: WEB_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: platform.baseUrl,
        E2E_DATA_DIR: platform.dataDir,
        E2E_DATABASE_URL: platform.databaseUrl,
        E2E_STRIPE_BASE: platform.stripe.base,
        E2E_STRIPE_KEY: platform.stripe.apiKey,
        E2E_STRIPE_WEBHOOK_SECRET: platform.stripe.webhookSecret,
      },
    },
  );
  child.on('exit', (c) => resolve(c ?? 1));
});
await platform.stop();
process.exit(code);
