/**
 * Issue 16 "Tests that must exist": no page shows a person an enum code, a UUID (or its 8-character
 * stub) or a message key. Every page of the SPA (proto's SPA_PATHS, the list the gateway serves) is
 * rendered in Spanish and in English — public pages as a visitor, dashboard pages as a staff
 * administrator, who may open them all — and its visible text is scanned. A failure names the route,
 * the language and the text around what was found.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import * as proto from '@casona/proto';
import { SPA_PATHS } from '@casona/proto/routing';
import type { Page } from 'playwright-core';

import { CATALOGUES, MESSAGES } from './pages.ts';
import {
  BASE_URL,
  LANGUAGES,
  adminCredentials,
  api,
  closeBrowser,
  logIn,
  newContext,
  scrollThrough,
  type Language,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;

/**
 * Every code-like value of proto's enumerations (arrays of strings such as ROLE_LABELS or
 * BUYER_PROFILES): upper-case codes of three letters or more. Some values are also the names
 * people know things by, and are meant to be read: currencies and language codes ("MXN", the ES/EN
 * switch), the mortgage programs INFONAVIT and COFINAVIT, OXXO and SPEI, and CAPEX/OPEX, which the
 * finance screens show in parentheses after the words because bank files carry them.
 */
const SHOWN_ON_PURPOSE = new Set<string>([
  ...proto.CURRENCIES,
  ...proto.LOCALES,
  'INFONAVIT',
  'COFINAVIT',
  'FOVISSSTE',
  'OXXO',
  'SPEI',
  'CAPEX',
  'OPEX',
]);
export const ENUM_CODES: ReadonlySet<string> = new Set(
  Object.values(proto as Record<string, unknown>)
    .filter(
      (v): v is readonly string[] =>
        Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string'),
    )
    .flat()
    .filter((value) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(value) && value.length >= 3)
    .filter((value) => !SHOWN_ON_PURPOSE.has(value)),
);

function flatten(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  else if (prefix) out.add(prefix.replace(/_(one|other|few|many|zero|two)$/, ''));
  return out;
}
/** Keys of proto's message catalogue and of the SPA's word catalogue: shown raw when a translation is missing. */
const MESSAGE_KEYS: ReadonlySet<string> = new Set([...Object.keys(MESSAGES.es), ...flatten(CATALOGUES.es)]);

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A UUID's first 8 characters ("de032d39"), shown for a missing name: hex with letters and digits. */
const UUID_STUB = /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{8}\b/g;

export type Finding = { route: string; language: Language; kind: string; found: string; around: string };

/** What a person can read: visible text nodes (not scripts, styles, or CSS-uppercased copies). */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (parent.closest('[hidden], [aria-hidden="true"] svg')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      parts.push(node.textContent ?? '');
    }
    // What a person reads in text fields too (placeholders and current values; a checkbox's value is not shown).
    const typed = ['text', 'search', 'email', 'tel', 'url', 'number', ''];
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      if (input.tagName === 'TEXTAREA' || typed.includes(input.getAttribute('type') ?? ''))
        parts.push(input.placeholder, input.value);
    return parts.join('\n');
  });
}

export function scan(text: string, route: string, language: Language): Finding[] {
  const findings: Finding[] = [];
  const around = (index: number, length: number) =>
    text
      .slice(Math.max(0, index - 40), index + length + 40)
      .replace(/\s+/g, ' ')
      .trim();
  for (const match of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g))
    if (ENUM_CODES.has(match[0]))
      findings.push({
        route,
        language,
        kind: 'enum code',
        found: match[0],
        around: around(match.index, match[0].length),
      });
  for (const match of text.matchAll(UUID))
    findings.push({
      route,
      language,
      kind: 'UUID',
      found: match[0],
      around: around(match.index, match[0].length),
    });
  for (const match of text.matchAll(UUID_STUB))
    findings.push({
      route,
      language,
      kind: 'UUID stub',
      found: match[0],
      around: around(match.index, match[0].length),
    });
  for (const match of text.matchAll(/\b[a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+\b/g))
    if (MESSAGE_KEYS.has(match[0]))
      findings.push({
        route,
        language,
        kind: 'message key',
        found: match[0],
        around: around(match.index, match[0].length),
      });
  return findings;
}

/** Real ids for the paths' parameters, so pages render content rather than their empty states. */
async function routesToVisit(page: Page): Promise<{ path: string; signedIn: boolean }[]> {
  const market = await api<{ items: { id: string; slug: string }[] }>(page, 'GET', 'market');
  const first = market.body.items[0];
  assert.ok(first, 'the marketplace has a property to show');
  const out: { path: string; signedIn: boolean }[] = [];
  for (const spaPath of SPA_PATHS) {
    // Sign-out and the /r bounce leave the page; the reset link needs a token of its own.
    if (spaPath === '/logout' || spaPath === '/r') continue;
    let path: string = spaPath;
    if (path === '/property/$id') path = `/property/${first.slug}`;
    path = path.replace('$id', first.id);
    if (['/lead', '/tour_request'].includes(path)) path += `?property_id=${first.id}`;
    out.push({ path, signedIn: path.startsWith('/dashboard') });
  }
  return out;
}

describe('issue 16: no codes, ids or message keys on any page', { skip }, () => {
  it('scans the visible text of every page in Spanish and English', async () => {
    const findings: Finding[] = [];
    for (const language of LANGUAGES) {
      const visitor = await newContext(language);
      const staff = await newContext(language);
      const visitorPage = await visitor.newPage();
      const staffPage = await staff.newPage();
      await visitorPage.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' });
      const admin = adminCredentials();
      await logIn(staffPage, admin.email, admin.password);
      for (const route of await routesToVisit(visitorPage)) {
        const page = route.signedIn ? staffPage : visitorPage;
        await page.goto(`${BASE_URL}${route.path}`, { waitUntil: 'networkidle' });
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        findings.push(...scan(await visibleText(page), route.path, language));
      }
      await visitor.close();
      await staff.close();
    }
    const report = findings.map((f) => `${f.language} ${f.route} — ${f.kind} "${f.found}": …${f.around}…`);
    if (report.length > 0) console.log(report.join('\n'));
    assert.deepEqual(report, []);
  });

  it('would catch a code, a UUID, a stub and a key', () => {
    const found = scan(
      'Debe ser uno de: INVESTOR, TO_LIVE · de032d39 · 3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f · validation.required · MXN 2,500',
      '/x',
      'es',
    ).map((f) => `${f.kind}:${f.found}`);
    assert.deepEqual(found, [
      'enum code:INVESTOR',
      'enum code:TO_LIVE',
      'UUID:3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      'UUID stub:de032d39',
      'UUID stub:3f1c2d4e',
      'message key:validation.required',
    ]);
  });
});
