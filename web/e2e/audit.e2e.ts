/**
 * Issue 19 in a browser, against the real services: the staff audit log. The administrator accepts a
 * submitted property on its admin page (the status buttons), then finds that change on
 * /dashboard/admin/audit by the property's name — who did it, the action and the status before →
 * after in Spanish words (never a code or an id) — and narrows the log by area and action.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

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
  submitOwnProperty,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = SKIP_WITHOUT_SERVICES;
const { es } = CATALOGUES;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('issue 19: the staff audit log', { skip }, () => {
  it('a status change made by staff shows with who, what and before → after in Spanish', async () => {
    const tag = testTag();
    const propertyName = `Casa Bitácora ${tag}`;
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);
    const { propertyId } = await submitOwnProperty(page, propertyName);

    await open(page, `/dashboard/admin/property/${propertyId}`);
    await page.getByTestId('status-ACCEPTED').click({ timeout: 60_000 });
    await page.getByTestId('status-done').waitFor({ timeout: 60_000 });

    const row = page.getByTestId('audit-entry').filter({ hasText: propertyName });
    await eventually('the entry in the log', async () => {
      await open(page, `/dashboard/admin/audit?q=${encodeURIComponent(propertyName)}`);
      await page
        .getByTestId('audit-entries')
        .or(page.getByText(es.adminList.noMatch))
        .waitFor({ timeout: 30_000 });
      return (await row.count()) > 0 ? true : undefined;
    });
    const text = await row.first().innerText();
    assert.match(text, new RegExp(es.adminAudit.actions.PROPERTY_STATUS_CHANGED));
    assert.match(text, new RegExp(es.adminAudit.services.listings));
    assert.match(text, new RegExp(`${es.adminAudit.fields.status}:\\s*En revisión → Aceptada`));
    assert.match(text, new RegExp(es.adminAudit.roles.ADMIN));
    assert.doesNotMatch(text, UUID);
    assert.doesNotMatch(text, /REVISION|ACCEPTED|PROPERTY_STATUS_CHANGED/);
    await screenshot(page, 'audit-log-es');

    // Narrowed by area and action from the selects, the entry stays; another area has none of it.
    await page.getByTestId('audit-service').selectOption('listings');
    await page.getByTestId('audit-action').selectOption('PROPERTY_STATUS_CHANGED');
    await page.waitForURL(/action=PROPERTY_STATUS_CHANGED/);
    await row.first().waitFor({ timeout: 30_000 });
    await page.getByTestId('audit-service').selectOption('finance');
    await page.waitForURL(/service=finance/);
    await page.getByText(es.adminList.noMatch).waitFor({ timeout: 30_000 });

    assert.deepEqual(errors, []);
    await context.close();
  });
});
