/** Shared pieces of the browser tests: the browser, contexts per language and device, screenshots. */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launchChromium, REPO_ROOT } from './harness.ts';

export const BASE_URL = process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:8080';
export const SCREENSHOTS = path.join(REPO_ROOT, '.ci', 'artifacts', 'screenshots');

export type Language = 'es' | 'en';
export const LANGUAGES: Language[] = ['es', 'en'];

export const DEVICES = {
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;
export type Device = keyof typeof DEVICES;

let browser: Browser | undefined;
export async function getBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/**
 * A context whose browser speaks `language` (first visit: the SPA must pick it from the browser).
 * Page errors are collected so a test can assert there were none.
 */
export async function newContext(
  language: Language,
  device: Device = 'desktop',
  options: { bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const b = await getBrowser();
  return b.newContext({
    ...DEVICES[device],
    locale: language === 'es' ? 'es-MX' : 'en-US',
    timezoneId: 'America/Mexico_City',
    bypassCSP: options.bypassCSP ?? false,
  });
}

export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A 404 from the not-yet-deployed services is expected and shown to the person; anything else is a bug.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(`${BASE_URL}${pathname}`, { waitUntil: 'networkidle' });
}

/** Scrolls through the page so below-the-fold parts (lazy forms) load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // 'instant': the site scrolls smoothly, which would leave the page mid-animation.
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

// ─── Accounts, the mail outbox and axe (shared by the journeys) ─────────────────────────────────

/** The seeded administrator: `${E2E_DATA_DIR}/identity/admin-password.txt` holds email, then password. */
export function adminCredentials(): { email: string; password: string } {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by e2e/run.ts');
  const [email = '', password = ''] = readFileSync(
    path.join(dataDir, 'identity', 'admin-password.txt'),
    'utf8',
  )
    .trim()
    .split('\n');
  return { email, password };
}

/** Signs in through /login (the submit button's name is the catalogue's, in the page's language). */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  target = '/dashboard',
): Promise<void> {
  await open(page, `/login?redirect=${encodeURIComponent(target)}`);
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${BASE_URL}${target}`);
}

/** One message of the embedded mail outbox (`DATA_DIR/mail/<id>.json`, kit's OutboxMessage). */
export type OutboxMail = {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  sentAt: string;
};

/** The outbox, newest first (the same order as kit's readOutbox). */
export function readMailOutbox(): OutboxMail[] {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by e2e/run.ts');
  const directory = path.join(dataDir, 'mail');
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as OutboxMail);
}

/** Waits for the first outbox message `match` accepts (mail goes out through events and a job queue). */
export async function waitForMail(
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 60_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMailOutbox().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching email within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

let axeSource: string | undefined;
/** axe-core on the page as it is now (WCAG 2.1 A/AA and best practices); the violations found. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** The serious and critical ones: what a page must not have. */
export const blocking = (violations: AxeViolation[]): AxeViolation[] =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** An API call with the page's session, as the SPA makes it (`apiPath` below /api/v1/). */
export async function api<T>(
  page: Page,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const session = JSON.parse(localStorage.getItem('casona.session') ?? 'null') as {
        accessToken: string;
      } | null;
      const response = await fetch(`/api/v1/${apiPath}`, {
        method,
        // A body-less call sends no JSON content type: the services refuse an empty JSON body (400).
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, apiPath, body },
  );
}

/** Polls `probe` until it returns a value (events reach other services a moment later). */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Registers through /register (the page's language decides the buttons) and lands on /dashboard. */
export async function registerOwner(
  page: Page,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  await open(page, '/register');
  await page.locator('input[autocomplete="name"]').fill(name);
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
  await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/);
}

/** Submits a property as the page's signed-in person (API) and waits for their OWNER membership. */
export async function submitOwnProperty(
  page: Page,
  name: string,
): Promise<{ propertyId: string; profileId: string }> {
  const submitted = await api<{ property_id: string }>(page, 'POST', 'submit_property', {
    name,
    type: 'HOUSE',
    price: 3_200_000,
    bathrooms: 2,
    bedrooms: 3,
    half_bathrooms: 0,
    parking_spaces: 1,
    built_area: 140,
    total_area: 180,
    floors: 2,
    year_built: 2012,
    street: 'Calle 60',
    exterior_number: '301',
    zip: '97000',
    city: 'Mérida',
    state: 'Yucatán',
    latitude: 20.9674,
    longitude: -89.6237,
  });
  if (submitted.status !== 201)
    throw new Error(`submit_property ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  const propertyId = submitted.body.property_id;
  const membership = await eventually('owner membership', async () => {
    const mine = await api<{ items: { property_id: string; profile_id: string; label: string }[] }>(
      page,
      'GET',
      'property_customer',
    );
    return mine.body.items.find((m) => m.property_id === propertyId && m.label === 'OWNER');
  });
  return { propertyId, profileId: membership.profile_id };
}

/** Staff (signed in on `adminPage`) give a member another role label on a property. */
export async function relabel(
  adminPage: Page,
  propertyId: string,
  profileId: string,
  label: string,
): Promise<void> {
  const put = await api(adminPage, 'PUT', 'admin/property_customer', {
    property_id: propertyId,
    profile_id: profileId,
    label,
  });
  if (put.status !== 200) throw new Error(`relabel ${label}: ${put.status} ${JSON.stringify(put.body)}`);
}

/**
 * A run's unique tag for names and emails: eight letters g–v (a UUID's hex digits moved past 'f'), so
 * test data never reads as an id stub to the no-codes scan, which fails on eight hex digits on a page.
 */
export const testTag = (): string =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/[0-9a-f]/g, (d) => String.fromCharCode(103 + parseInt(d, 16)));

/**
 * The `skip` of a suite that needs the services: a reason when only the gateway runs
 * (E2E_GATEWAY_ONLY=1), else false — one definition instead of a copy at the top of each file.
 */
export const SKIP_WITHOUT_SERVICES: string | false =
  process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;
