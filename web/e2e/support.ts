/** Shared pieces of the browser tests: the browser, contexts per language and device, screenshots. */
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
