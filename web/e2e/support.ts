/** Shared pieces of the browser tests: the browser, contexts per language and device, screenshots. */
import { mkdirSync } from 'node:fs';
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
