/**
 * Performance budget of the SPA (reported, never asserted): the JavaScript a visitor downloads
 * for the landing page and /market, gzipped, and — when the `lighthouse` package runs here —
 * Lighthouse performance and accessibility scores with Debian's Chromium. Targets (issue 3):
 * landing initial JS ≤ 180 KB gzipped, Lighthouse ≥ 90 performance and 100 accessibility.
 *
 *   pnpm --filter @casona/web bench          (SKIP_WEB_BUILD=1 reuses web/dist)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { buildWeb, freePort, launchChromium, startPlatform, WEB_ROOT } from '../e2e/harness.ts';

const TARGET_KB = 180;
const dist = path.join(WEB_ROOT, 'dist');

function gzippedBytes(urlPath: string): number {
  return gzipSync(readFileSync(path.join(dist, urlPath)), { level: 9 }).length;
}

type Measure = { files: { file: string; gzip: number }[]; total: number };

/** Every JS file the page requests until the network is idle, optionally after scrolling to the bottom. */
async function measure(baseUrl: string, pathname: string, scroll: boolean): Promise<Measure> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-MX' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
    if (scroll) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 80));
        }
      });
      await page.waitForLoadState('networkidle');
    }
    const files = [...scripts]
      .map((file) => ({ file, gzip: gzippedBytes(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type LighthouseScores = { performance: number; accessibility: number; metrics: string };

/** Lighthouse through its Node API on a Chromium started by playwright-core with a debugging port. */
async function lighthouseScores(url: string): Promise<LighthouseScores | string> {
  let lighthouse: (
    url: string,
    flags: object,
    config?: object,
  ) => Promise<{ lhr: { categories: Record<string, { score: number | null }> } } | undefined>;
  try {
    ({ default: lighthouse } = (await import('lighthouse')) as unknown as { default: typeof lighthouse });
  } catch (error) {
    return `lighthouse package not installed (${(error as Error).message.split('\n')[0]})`;
  }
  const port = await freePort();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    // Desktop preset: the CI machine is not a throttled phone. Lighthouse's own desktop config
    // (40 ms RTT, 10 Mbps, no CPU slowdown, desktop user agent); overriding only formFactor and
    // screenEmulation, as this bench once did, keeps the mobile throttling (150 ms, 1.6 Mbps, 4× CPU).
    // LIGHTHOUSE_MOBILE=1 runs the default (mobile) config instead.
    const config =
      process.env['LIGHTHOUSE_MOBILE'] === '1'
        ? undefined
        : ((await import('lighthouse/core/config/desktop-config.js')) as { default: object }).default;
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      config,
    );
    if (!result) return 'lighthouse returned no result';
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    const audits = (result.lhr as unknown as { audits: Record<string, { displayValue?: string }> }).audits;
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    return { performance: score('performance'), accessibility: score('accessibility'), metrics };
  } catch (error) {
    return `lighthouse failed: ${(error as Error).message}`;
  } finally {
    await browser.close();
  }
}

await buildWeb();
const platform = await startPlatform();
try {
  const landing = await measure(platform.baseUrl, '/', false);
  const landingScrolled = await measure(platform.baseUrl, '/', true);
  const market = await measure(platform.baseUrl, '/market', false);
  console.log('\nInitial JavaScript, gzipped (level 9), as requested by Chromium until network idle');
  console.log(
    `  landing /              ${kb(landing.total)}  (target ≤ ${TARGET_KB} KB: ${landing.total / 1024 <= TARGET_KB ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  landing, scrolled down ${kb(landingScrolled.total)}  (the lazy visitor forms and their validator)`,
  );
  console.log(`  /market                ${kb(market.total)}`);
  console.log('\n  landing files:');
  for (const f of landing.files) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.file}`);
  for (const [name, pathname] of [
    ['landing', '/'],
    ['market', '/market'],
  ] as const) {
    const scores = await lighthouseScores(`${platform.baseUrl}${pathname}`);
    console.log(
      typeof scores === 'string'
        ? `\nLighthouse ${name}: ${scores}`
        : `\nLighthouse ${name}: performance ${scores.performance}, accessibility ${scores.accessibility}\n  ${scores.metrics}`,
    );
  }
} finally {
  await platform.stop();
}
