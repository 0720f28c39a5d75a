/**
 * Issue 16 items 4 and 5 in a browser: for each of proto's eight role labels, and for a staff
 * administrator, every link the dashboard shows — the sidebar, the home's links and a property's
 * page links — leads to a screen that answers 200 and is not a denial or a not-found page; one
 * sidebar entry is highlighted at a time; the not-found page answers 404 (item 8); the footer of a
 * signed-in person offers the dashboard and sign-out, not sign-in.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { ROLE_LABELS } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import type { Page, Response } from 'playwright-core';

import { CATALOGUES, MESSAGES } from './pages.ts';
import {
  adminCredentials,
  api,
  BASE_URL,
  closeBrowser,
  eventually,
  logIn,
  newContext,
  open,
  registerOwner,
  relabel,
  screenshot,
  submitOwnProperty,
  testTag,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;
const { es } = CATALOGUES;

/** What a denial or a missing screen says, in Spanish (the contexts here speak Spanish). */
const DENIALS = [
  ...Object.entries(MESSAGES.es)
    .filter(([key]) => key.startsWith('permission.') || key === 'http.forbidden')
    .map(([, text]) => text),
  es.errors.forbiddenTitle,
  es.errors.title,
  es.notFound.title,
];

/**
 * Requests refused (403) behind a working screen: each is a request the page should not have made
 * (it asked for something the person's label or staff role may not read). Gathered over every
 * role's walk, then asserted empty, so one failure lists them all.
 */
const backgroundRefusals = new Set<string>();

const sidebar = (page: Page) => page.getByRole('navigation', { name: es.dashboard.title });

async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  const all = await page
    .locator(selector)
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  return [
    ...new Set(all.filter((h) => h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/logout'))),
  ];
}

/** Opens `href` and fails when the document is not 200 or the screen shows a denial (after projections settle). */
async function assertWorks(page: Page, href: string, who: string): Promise<void> {
  const forbidden: string[] = [];
  const listener = (response: Response) => {
    if (response.status() === 403 && response.url().includes('/api/v1/')) forbidden.push(response.url());
  };
  page.on('response', listener);
  try {
    await eventually(
      `${who} ${href} without a denial`,
      async () => {
        forbidden.length = 0;
        const response = await page.goto(`${BASE_URL}${href}`, { waitUntil: 'networkidle' });
        assert.equal(response?.status(), 200, `${who}: ${href} answered ${response?.status()}`);
        const text = await page.locator('body').innerText();
        const shown = DENIALS.find((denial) => text.includes(denial));
        return shown === undefined ? true : undefined;
      },
      20_000,
    ).catch(async (error: Error) => {
      const text = await page.locator('body').innerText();
      throw new Error(
        `${error.message}\n  shown: ${DENIALS.filter((d) => text.includes(d)).join(' | ') || '—'}\n  403s: ${forbidden.join(', ') || '—'}`,
      );
    });
    // A refused request the screen works around (a name it may not read) is not a denial shown, but
    // it is a request the page should not have made: the walk fails at its end (backgroundRefusals).
    if (forbidden.length > 0) backgroundRefusals.add(`${who} ${href}: ${[...new Set(forbidden)].join(', ')}`);
    // One highlighted sidebar entry at most: the page itself or its section.
    const current = await sidebar(page).locator('a[aria-current="page"], a[data-active="true"]').count();
    assert.ok(current <= 1, `${who}: ${href} highlights ${current} sidebar entries`);
  } finally {
    page.off('response', listener);
  }
}

describe('issue 16: each person sees only links that work for them', { skip }, () => {
  it('for every role label, each sidebar, home and property link opens a working screen', async () => {
    const tag = testTag();
    const owner = await newContext('es');
    const page = await owner.newPage();
    await registerOwner(page, `Rosa Navega ${tag}`, `navega-${tag}@example.mx`, 'Casona-navega-2026');
    const { propertyId, profileId } = await submitOwnProperty(page, `Casa Navega ${tag}`);

    const staff = await newContext('es');
    const adminPage = await staff.newPage();
    const admin = adminCredentials();
    await logIn(adminPage, admin.email, admin.password);

    // The property starts as the owner's: OWNER first, then each other label in turn.
    for (const label of ['OWNER', ...ROLE_LABELS.filter((l) => l !== 'OWNER')] as const) {
      if (label !== 'OWNER') await relabel(adminPage, propertyId, profileId, label);
      await eventually(`label ${label}`, async () => {
        const mine = await api<{ items: { property_id: string; label: string }[] }>(
          page,
          'GET',
          'property_customer',
        );
        // A refusal while the relabel settles (or a 429 under load) is not an answer: ask again.
        if (mine.status !== 200) return undefined;
        return mine.body.items.some((m) => m.property_id === propertyId && m.label === label)
          ? true
          : undefined;
      });
      await open(page, '/dashboard');
      await sidebar(page).waitFor();
      // Greeted by name (item 5).
      // (The name comes with the profile, a moment after the page: wait for it.)
      await page.getByTestId('greeting').filter({ hasText: 'Hola, Rosa' }).waitFor();
      assert.equal(await page.getByTestId('greeting').innerText(), 'Hola, Rosa');
      // The sidebar names its sections only after the memberships are read: wait for the label's view.
      await page.waitForLoadState('networkidle');
      const links = new Set([...(await hrefsIn(page, 'nav a')), ...(await hrefsIn(page, '#main a'))]);
      if (can(label, 'property', 'select')) {
        await open(page, `/dashboard/property/${propertyId}`);
        for (const href of await hrefsIn(page, '#main a')) links.add(href);
      }
      // "Interesados" only for labels that read leads (item 5: owners got a denial).
      assert.equal(
        [...links].some((href) => href.startsWith('/dashboard/lead')),
        can(label, 'lead', 'select'),
        `${label}: leads link ${[...links].join(' ')}`,
      );
      for (const href of links) await assertWorks(page, href, label);
    }
    await owner.close();

    // Staff administrator: their tools first, and each opens.
    await open(adminPage, '/dashboard');
    await sidebar(adminPage).waitFor();
    await adminPage.waitForLoadState('networkidle');
    const adminLinks = await hrefsIn(adminPage, 'nav a');
    assert.ok(adminLinks[0]?.startsWith('/dashboard/admin/'), `staff tools first: ${adminLinks.join(' ')}`);
    for (const href of adminLinks) await assertWorks(adminPage, href, 'ADMIN');
    await open(adminPage, '/dashboard');
    await screenshot(adminPage, 'dashboard-staff-desktop-es');
    await staff.close();
    // No screen of any role label or of staff asked for something it may not read.
    assert.deepEqual(
      [...backgroundRefusals],
      [],
      `refused in the background:\n${[...backgroundRefusals].join('\n')}`,
    );
  });

  it('fits the dashboard on a phone: the property selector shows and the funnel stages are whole (es, en)', async () => {
    // Not hex: the name is shown, and must not look like an id in the screenshots.
    const tag = Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);
    const email = `telefono-${tag}@example.mx`;
    const password = 'Casona-telefono-2026';
    for (const language of ['es', 'en'] as const) {
      const context = await newContext(language, 'phone');
      const page = await context.newPage();
      if (language === 'es') {
        await registerOwner(page, `Marta Teléfono ${tag}`, email, password);
        await submitOwnProperty(page, `Departamento Jacarandas ${tag}`);
      } else {
        await logIn(page, email, password);
        await page
          .getByRole('button', { name: /^EN · / })
          .first()
          .click();
      }
      await open(page, '/dashboard');
      await page.getByTestId('property-row').first().waitFor();
      await page.waitForLoadState('networkidle');
      const words = CATALOGUES[language];
      assert.equal(
        await page.getByTestId('greeting').innerText(),
        words.dashboard.home.greetingName.replace('{{name}}', 'Marta'),
      );
      // The selector under the header (the header one is for wider screens), with the property in it.
      const switcher = page.locator('select[data-testid="property-switcher"]:visible');
      assert.equal(await switcher.count(), 1);
      assert.match(await switcher.innerText(), new RegExp(`Departamento Jacarandas ${tag}`));
      // Every funnel stage reads whole: no label is wider than its badge (no "RE…").
      const cut = await page
        .locator('[data-testid="funnel-badge"] .mantine-Badge-label')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''),
        );
      assert.deepEqual(cut, []);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
      assert.ok(fits, 'no sideways scrolling at 390 px');
      await screenshot(page, `dashboard-phone-${language}`);
      // Choosing the property in the selector opens its page.
      const id = await switcher.locator('option').nth(1).getAttribute('value');
      await switcher.selectOption(id!);
      await page.waitForURL(new RegExp(`/dashboard/property/${id}$`));
      await context.close();
    }
  });

  it('answers a missing page with 404 and the not-found screen, a real one with 200', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    const missing = await page.goto(`${BASE_URL}/esta/pagina/no/existe`, { waitUntil: 'networkidle' });
    assert.equal(missing?.status(), 404);
    await page.getByText(es.notFound.title).first().waitFor();
    const market = await page.goto(`${BASE_URL}/market?state=Jalisco`, { waitUntil: 'networkidle' });
    assert.equal(market?.status(), 200);
    await context.close();
  });

  it('shows a signed-in person the dashboard and sign-out in the footer, not sign-in', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    await open(page, '/market');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: es.nav.login }).waitFor();
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);
    await open(page, '/market');
    await footer.getByRole('link', { name: es.nav.logout }).waitFor();
    assert.equal(await footer.getByRole('link', { name: es.nav.login }).count(), 0);
    assert.equal(await footer.getByRole('link', { name: es.footer.register }).count(), 0);
    await context.close();
  });
});
