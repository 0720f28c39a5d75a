/**
 * Starts the whole platform as `pnpm start` does (node scripts/start.ts) on free ports with a
 * throw-away DATA_DIR, for the browser suite and the performance bench, and launches Debian's
 * Chromium through playwright-core (never a downloaded browser).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, type Browser } from 'playwright-core';

import { startFakeStripe } from '../../services/finance/src/testing/stripe-server.ts';
import { startAirbnbPagesServer } from '../../services/appraisal/src/testing/airbnb-pages-server.ts';
import { embeddedPostgresUrl } from '../../services/kit/src/db/embedded-postgres.ts';

export const WEB_ROOT = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(WEB_ROOT, '..');
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** The contact WhatsApp number the browser suites build the SPA with unless one is set (made up). */
export const E2E_CONTACT_WHATSAPP = '5213312345678';

/**
 * Builds web/dist unless SKIP_WEB_BUILD=1 and a build exists. The build (and, through run.ts's
 * environment, every suite) gets a contact WhatsApp number, so each property page offers the button
 * the suites check (README: VITE_CONTACT_WHATSAPP).
 */
export async function buildWeb(): Promise<void> {
  process.env['VITE_CONTACT_WHATSAPP'] ??= E2E_CONTACT_WHATSAPP;
  if (process.env['SKIP_WEB_BUILD'] === '1' && existsSync(path.join(WEB_ROOT, 'dist', 'index.html'))) return;
  await run(
    process.execPath,
    [path.join(WEB_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    WEB_ROOT,
  );
}

export type Platform = {
  baseUrl: string;
  dataDir: string;
  /**
   * The platform's database (DATABASE_URL, or the embedded one it started), for a suite that must
   * move a fact back in time no screen can — a calendar's last success days ago (staff-home.e2e.ts).
   */
  databaseUrl: string;
  /** The local Stripe server finance's SDK calls (services/finance/src/testing/stripe-server.ts). */
  stripe: { base: string; apiKey: string; webhookSecret: string };
  stop: () => Promise<void>;
};

/** The webhook secret the e2e platform's finance checks Stripe signatures with. */
const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_casona_e2e';

/**
 * `pnpm start` (scripts/start.ts) on free ports. E2E_GATEWAY_ONLY=1 starts the gateway alone
 * (gateway/src/main.ts, no services, no database): the SPA's view of a platform whose services are
 * all down, for working on the SPA while a service is half-built in the same checkout.
 */
export async function startPlatform(): Promise<Platform> {
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casona-e2e-'));
  // As root, embedded PostgreSQL runs as the `postgres` system user, which must create its folder here.
  chmodSync(dataDir, 0o777);
  const gatewayOnly = process.env['E2E_GATEWAY_ONLY'] === '1';
  // Payments run against the local Stripe server (never Stripe itself): the journey pays by OXXO.
  const stripe = await startFakeStripe();
  // The listing-link intake reads Airbnb pages from the local pages server (the real saved pages).
  const airbnbPages = await startAirbnbPagesServer();
  const child: ChildProcess = spawn(
    process.execPath,
    [gatewayOnly ? 'gateway/src/main.ts' : 'scripts/start.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Links the API builds (QR codes, emails) point at this platform, not the default :8080.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'warn',
        // One journey opens dozens of screens a minute as one person (the navigation walk opens
        // every link for each of eight labels); the per-client limit is proven in gateway.spec.ts.
        RATE_LIMIT_MAX: '5000',
        // The Airbnb journey serves a calendar feed from 127.0.0.1; the default refuses private addresses.
        FETCH_ALLOW_PRIVATE: 'true',
        STRIPE_SECRET_KEY: stripe.apiKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.base,
        AIRBNB_BASE_URL: airbnbPages.baseUrl,
        ...(gatewayOnly ? { INTERNAL_TOKEN: 'e2e-gateway-only', WEB_DIST: path.join(WEB_ROOT, 'dist') } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`platform exited ${child.exitCode}:\n${output.slice(-4000)}`);
    try {
      const res = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      if (res.ok && (await res.text()).includes('id="root"')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`platform did not serve the SPA within 180 s:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    dataDir,
    databaseUrl: process.env['DATABASE_URL'] || embeddedPostgresUrl(pgPort),
    stripe: { base: stripe.base, apiKey: stripe.apiKey, webhookSecret: E2E_STRIPE_WEBHOOK_SECRET },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      await stripe.close();
      await airbnbPages.close();
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
