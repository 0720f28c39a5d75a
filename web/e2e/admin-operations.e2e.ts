/**
 * Issue 19 in a browser, against the real services: the admin console's chores, day plans and
 * allies across every property, on the demo property seeded at start. Staff open each list, find
 * the demo's records by what they type (the property, a worker), see names and words — never a
 * code or an id — and a search that matches nothing says so.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';

import { CATALOGUES } from './pages.ts';
import {
  adminCredentials,
  closeBrowser,
  eventually,
  logIn,
  newContext,
  open,
  screenshot,
  SKIP_WITHOUT_SERVICES,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = SKIP_WITHOUT_SERVICES;
const { es } = CATALOGUES;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** One of the demo's workers (identity's demo people). */
const DEMO_WORKER = 'Guadalupe';

/** Types into a list's search box and waits until the address bar carries it. */
async function searchFor(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).fill(text);
  await page.waitForURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

/**
 * The rows' texts once every row shows `word` (the list keeps the previous page's rows while the
 * new one loads, and a SPA navigation does not wait for the network).
 */
async function rowsWith(rows: Locator, word: string): Promise<string[]> {
  return eventually(`rows showing ${word}`, async () => {
    const texts = await rows.allInnerTexts();
    return texts.length > 0 && texts.every((t) => t.includes(word)) ? texts : undefined;
  });
}

describe('issue 19: the admin console’s chores, day plans and allies', { skip }, () => {
  it('staff find the demo’s chores, day plan and allies by what they type', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);

    // Chores and reports: the demo's are there once its seeding ran (it waits for the others' parts).
    const chores = page.getByTestId('admin-chore-row');
    await eventually('the demo chores', async () => {
      await open(page, '/dashboard/admin/chore');
      await page.getByTestId('admin-chores').or(page.getByText(es.adminMaintenance.noChores)).waitFor();
      return (await chores.count()) > 0 ? true : undefined;
    });
    await page.getByRole('heading', { level: 1, name: es.sections.adminChore.title }).waitFor();
    // The demo home's name comes from the published data: its longest word is searched for.
    const property = (await chores.first().locator('td').nth(1).innerText()).trim();
    const DEMO_PLACE = property.split(/[\s,]+/).sort((a, b) => b.length - a.length)[0]!;
    assert.ok(DEMO_PLACE.length >= 4, `a word of the property's name (${property})`);
    await searchFor(page, 'admin-chore-search', DEMO_PLACE);
    const found = await rowsWith(chores, DEMO_PLACE);
    for (const text of found) {
      assert.doesNotMatch(text, UUID);
      assert.doesNotMatch(text, /\b(PENDING|SOLVED|ONE_OFF|TRIGGERED|RECURRING|CHORE|REPORT)\b/);
    }
    // A row leads to the property's own screen for that record.
    const href = await chores.first().getByRole('link').first().getAttribute('href');
    assert.match(href ?? '', /^\/dashboard\/maintenance\/(chore|chore_schedule|report)\?property_id=/);
    await page.getByTestId('admin-chore-origin').selectOption('RECURRING');
    await page.waitForURL(/origin=RECURRING/);
    await screenshot(page, 'admin-chores-es');
    await searchFor(page, 'admin-chore-search', 'ningunatareaasi');
    await page.getByText(es.adminList.noMatch).waitFor();

    // Day plans: the demo's plan for tomorrow, found by a worker's name.
    await open(page, '/dashboard/admin/day_plan');
    await page.getByRole('heading', { level: 1, name: es.sections.adminDayPlan.title }).waitFor();
    await searchFor(page, 'admin-day-plan-search', DEMO_WORKER);
    const plans = page.getByTestId('admin-day-plan-row');
    const [plan = ''] = await rowsWith(plans, DEMO_WORKER);
    assert.match(plan, new RegExp(DEMO_PLACE));
    assert.doesNotMatch(plan, UUID);
    await screenshot(page, 'admin-day-plans-es');

    // Allies: the workers across properties, by role label and name.
    await open(page, '/dashboard/admin/property_customer');
    await page.getByTestId('membership-label-filter').selectOption('WORKER');
    await page.waitForURL(/label=WORKER/);
    await searchFor(page, 'membership-search', DEMO_WORKER);
    const allies = page.getByTestId('membership-row');
    const workers = await rowsWith(allies, DEMO_WORKER);
    assert.equal(workers.length, 1, 'one worker of that name');
    // The property's name comes from listings a moment after the row.
    const [ally = ''] = await rowsWith(allies, DEMO_PLACE);
    assert.doesNotMatch(ally, UUID);
    await screenshot(page, 'admin-allies-es');

    assert.deepEqual(errors, []);
    await context.close();
  });
});
