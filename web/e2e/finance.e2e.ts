/**
 * Issue 14's owner journey in a browser, against the real services: an owner (relabelled
 * OWNER_MANAGER by staff) books a direct stay across this month's end and records an expense; the
 * rent performance page shows this month's and next month's bars with the stay split by night
 * between them, the month's occupancy and the owner statement, and the statement PDF downloads in
 * Spanish. Screenshots: the page on a desktop and on a phone.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { CATALOGUES } from './pages.ts';
import {
  adminCredentials,
  BASE_URL,
  closeBrowser,
  logIn,
  newContext,
  open,
  screenshot,
  SCREENSHOTS,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;
const { es } = CATALOGUES;

/** An API call with the page's session, as the SPA makes it. */
async function api<T>(page: Page, method: string, apiPath: string, body?: unknown) {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const session = JSON.parse(localStorage.getItem('casona.session') ?? 'null') as {
        accessToken: string;
      } | null;
      const response = await fetch(`/api/v1/${apiPath}`, {
        method,
        headers: {
          'content-type': 'application/json',
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

async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** This month in Mexico City (YYYY-MM), its last day and the month after. */
function months() {
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const next = new Date(Date.UTC(y, m, 1));
  const nextMonth = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, lastDay: `${month}-${String(last).padStart(2, '0')}`, last, nextMonth };
}

describe('issue 14: an owner follows the rent and downloads the statement', { skip }, () => {
  it('sees this month’s earnings with a stay split across the month end and downloads the statement PDF in Spanish', async () => {
    const tag = testTag();
    const email = `duena-${tag}@example.mx`;
    const password = 'Casona-finanzas-2026';
    const propertyName = `Casa Jacaranda ${tag}`;
    const { month, lastDay, last, nextMonth } = months();

    const owner = await newContext('es');
    const page = await owner.newPage();
    const errors = trackErrors(page);
    await open(page, '/register');
    await page.locator('input[autocomplete="name"]').fill('Carmen Dueña');
    await page.locator('input[autocomplete="email"]').fill(email);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
    await page.getByRole('button', { name: es.auth.register.submit }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const submitted = await api<{ property_id: string }>(page, 'POST', 'submit_property', {
      name: propertyName,
      type: 'HOUSE',
      price: 3_900_000,
      bathrooms: 2,
      bedrooms: 3,
      half_bathrooms: 0,
      parking_spaces: 1,
      built_area: 150,
      total_area: 190,
      floors: 2,
      year_built: 2015,
      street: 'Calle 47',
      exterior_number: '118',
      zip: '97000',
      city: 'Mérida',
      state: 'Yucatán',
    });
    assert.equal(submitted.status, 201, JSON.stringify(submitted.body));
    const propertyId = submitted.body.property_id;
    const membership = await eventually('owner membership', async () => {
      const mine = await api<{ items: { property_id: string; profile_id: string; label: string }[] }>(
        page,
        'GET',
        'property_customer',
      );
      return mine.body.items.find((m) => m.property_id === propertyId && m.label === 'OWNER');
    });

    // Staff make the owner OWNER_MANAGER: §6 lets that label record transactions.
    const staff = await newContext('es');
    const adminPage = await staff.newPage();
    const admin = adminCredentials();
    await logIn(adminPage, admin.email, admin.password);
    const put = await api(adminPage, 'PUT', 'admin/property_customer', {
      property_id: propertyId,
      profile_id: membership.profile_id,
      label: 'OWNER_MANAGER',
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));

    // A direct stay of 4 nights, 2 in this month and 2 in the next (staff book it: §6 gives an
    // OWNER_MANAGER no reservation writes), and an expense the owner records this month.
    const checkIn = `${month}-${String(last - 1).padStart(2, '0')}`;
    const checkOut = `${nextMonth}-03`;
    const booking = await eventually('direct booking', async () => {
      const res = await api<{ id: string }>(adminPage, 'POST', 'property_airbnb_listing_reservation', {
        property_id: propertyId,
        check_in: checkIn,
        check_out: checkOut,
        currency: 'MXN',
        total_earned: 8000,
      });
      return res.status === 201 ? res.body : undefined;
    });
    assert.ok(booking.id);
    await staff.close();
    const expense = await eventually('expense', async () => {
      const res = await api(page, 'POST', 'property_transaction', {
        property_id: propertyId,
        amount: 1200,
        category: 'CLEANING',
        date: `${month}-01`,
        expense: 'OPEX',
        method: 'CASH',
        subject: 'Limpieza entre huéspedes',
        type: 'EGRESS',
      });
      return res.status === 200 ? res : undefined;
    });
    assert.equal(expense.status, 200);
    await eventually('the stay reaches finance', async () => {
      const res = await api<{ intervals: { upcoming_income_mxn: number; acquired_income_mxn: number }[] }>(
        page,
        'GET',
        `earnings?property_id=${propertyId}&interval=month&from=${month}-01&to=${lastDay}`,
      );
      const iv = res.body?.intervals?.[0];
      return iv && iv.upcoming_income_mxn + iv.acquired_income_mxn > 0 ? true : undefined;
    });

    // ── The rent performance page ─────────────────────────────────────────────────────────────
    await open(page, `/dashboard/performance/rent?property=${propertyId}&month=${month}`);
    const chart = page.getByTestId('income-chart');
    await chart.waitFor();
    const bar = (m: string) => chart.locator(`[data-month="${m}"]`);
    // 8,000 over 4 nights: 4,000 in each month (es-MX money, no cents on the chart).
    await eventually('this month’s bar', async () =>
      ((await bar(month).getAttribute('aria-label')) ?? '').includes('$4,000') ? true : undefined,
    );
    const thisMonth = (await bar(month).getAttribute('aria-label')) ?? '';
    const nextBar = (await bar(nextMonth).getAttribute('aria-label')) ?? '';
    assert.match(thisMonth, /MX\$4,000/);
    assert.match(thisMonth, /gastos MX\$1,200/);
    assert.match(nextBar, /por venir MX\$4,000/);
    const statement = page.getByTestId('owner-statement');
    await statement.waitFor();
    assert.match(await statement.innerText(), /Estado de cuenta del propietario/);
    assert.match(await statement.innerText(), /Pago al propietario/);
    assert.match(await page.getByTestId('performance-kpis').innerText(), /2 noches/);
    await screenshot(page, 'finance-performance-rent-es');

    // The statement PDF, in Spanish.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statement-pdf').click(),
    ]);
    assert.equal(download.suggestedFilename(), `estado-de-cuenta-${month}.pdf`);
    const file = path.join(SCREENSHOTS, `finance-statement-${month}.pdf`);
    await download.saveAs(file);
    const bytes = readFileSync(file);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(bytes.length > 2000);
    assert.deepEqual(errors, []);
    await owner.close();

    // A phone: the same page, one column.
    const phone = await newContext('es', 'phone');
    const phonePage = await phone.newPage();
    await logIn(phonePage, email, password);
    await open(phonePage, `/dashboard/performance/rent?property=${propertyId}&month=${month}`);
    await phonePage.getByTestId('income-chart').waitFor();
    await phonePage.getByTestId('owner-statement').waitFor();
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page scrolls sideways by ${overflow}px on a phone`);
    await screenshot(phonePage, 'finance-performance-rent-phone-es');
    await phone.close();
  });
});
