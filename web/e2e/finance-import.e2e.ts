/**
 * Issue 14's CSV import in a browser, against the real services: an owner reads the property's
 * transactions tab without write controls (§6 OWNER); relabelled OWNER_MANAGER by staff, they pick a
 * CSV with two bad rows, see both problems beside their lines (nothing is sent), fix the file, import
 * it and find its rows in the list, in words; records one by hand and attaches, opens and removes its
 * receipt; sets the commission terms (the 66 % rule while typing) and reads the estimate; configures
 * the lease; reads March's statement and the sale page. Screenshots: each step, desktop and phone.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { CATALOGUES } from './pages.ts';
import {
  adminCredentials,
  api,
  closeBrowser,
  eventually,
  logIn,
  newContext,
  open,
  screenshot,
  submitOwnProperty,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;
const { es } = CATALOGUES;

const HEADER = 'fecha,concepto,monto,categoria,gasto,forma,tipo';
const goodLines = [
  '01/03/2026,Recibo CFE marzo,"$1,250.50",Luz,OPEX,Transferencia,Egreso',
  '2026-03-05,Renta de marzo,18000,Renta,OPEX,Transferencia,Ingreso',
  '2026-03-09,Limpieza entre huéspedes,900,Limpieza,OPEX,Efectivo,Egreso',
];
const bad = {
  // Line 3: a day February does not have. Line 5: an amount over the limit and a category nobody uses.
  3: '30/02/2026,Recibo de agua,430,Agua,OPEX,Efectivo,Egreso',
  5: '2026-03-12,Pintura,250000,Pinturas,CAPEX,Efectivo,Egreso',
};
const fixed = {
  3: '28/02/2026,Recibo de agua,430,Agua,OPEX,Efectivo,Egreso',
  5: '2026-03-12,Pintura,2500,Mantenimiento,CAPEX,Efectivo,Egreso',
};
/** A 1×1 PNG, and a GIF's first bytes (neither PDF, JPEG nor PNG). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const file = (rows: Record<number, string>) => ({
  name: 'movimientos-marzo.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, goodLines[0], rows[3], goodLines[1], rows[5], goodLines[2], ''].join('\r\n')),
});

describe('issue 14: an owner-manager imports a bank CSV', { skip }, () => {
  it('sees two bad rows by line, fixes them and finds the imported rows in the list', async () => {
    const tag = testTag();
    const email = `importa-${tag}@example.mx`;
    const password = 'Casona-importa-2026';
    const owner = await newContext('es');
    const page = await owner.newPage();
    const errors = trackErrors(page);
    await open(page, '/register');
    await page.locator('input[autocomplete="name"]').fill('Lucía Importa');
    await page.locator('input[autocomplete="email"]').fill(email);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
    await page.getByRole('button', { name: es.auth.register.submit }).click();
    await page.waitForURL(/\/dashboard$/);
    const { propertyId, profileId } = await submitOwnProperty(page, `Casa Flamboyán ${tag}`);

    // A plain OWNER reads the tab but is offered no import (§6: OWNER reads, cannot write).
    await open(page, `/dashboard/property/${propertyId}/transactions`);
    await page.getByTestId('transactions-read-only').waitFor();
    await page.getByTestId('transactions-tab').waitFor();
    assert.equal(await page.getByTestId('csv-import').count(), 0);

    const staff = await newContext('es');
    const adminPage = await staff.newPage();
    const admin = adminCredentials();
    await logIn(adminPage, admin.email, admin.password);
    const put = await api(adminPage, 'PUT', 'admin/property_customer', {
      property_id: propertyId,
      profile_id: profileId,
      label: 'OWNER_MANAGER',
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    await staff.close();

    // The file with two bad rows: both problems beside their lines, and no import offered.
    await open(page, `/dashboard/property/${propertyId}/transactions`);
    const input = page.locator('[data-testid="csv-import"] input[type="file"]');
    await input.waitFor({ state: 'attached' });
    await input.setInputFiles(file(bad));
    const problems = page.getByTestId('import-error-row');
    await problems.first().waitFor();
    assert.deepEqual(await problems.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-line'))), [
      '3',
      '5',
    ]);
    const line3 = await page.locator('[data-testid="import-error-row"][data-line="3"]').innerText();
    const line5 = await page.locator('[data-testid="import-error-row"][data-line="5"]').innerText();
    assert.match(line3, /Línea 3/);
    assert.match(line3, /30\/02\/2026/);
    assert.match(line3, /fecha/i);
    assert.match(line5, /Línea 5/);
    assert.match(line5, /monto/i);
    assert.match(line5, /categoría/i);
    assert.equal(await page.getByTestId('import-submit').count(), 0);
    await screenshot(page, 'finance-import-problems-es');

    // Fixed: the five rows are ready, imported all at once, and listed in words.
    await input.setInputFiles(file(fixed));
    await page.getByTestId('import-ready').waitFor();
    assert.match(await page.getByTestId('import-ready').innerText(), /5 movimientos/);
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-done').waitFor();
    const rows = page.getByTestId('transaction-row');
    await eventually(
      'the imported rows',
      async () => ((await rows.count()) === 5 ? true : undefined),
      20_000,
    );
    const list = await page.getByTestId('transactions').innerText();
    for (const words of [
      'Recibo CFE marzo',
      '1 de marzo 2026',
      '28 de febrero 2026',
      'Electricidad',
      'Transferencia',
      'Mantenimiento',
      'Ingreso',
      '$1,250.50',
    ])
      assert.ok(list.includes(words), `the list shows ${words}`);
    for (const code of ['ELECTRICITY', 'WIRE_TRANSFER', 'EGRESS', 'INCOME'])
      assert.ok(!list.includes(code), code);
    await screenshot(page, 'finance-import-list-es');

    // One by hand: §5's amount limit shown while typing, then recorded and listed in words.
    const form = page.getByTestId('transaction-form');
    const amount = form.getByLabel(es.finance.list.amount);
    await amount.fill('250000');
    await amount.blur();
    await form
      .getByText(/100,000/)
      .first()
      .waitFor();
    await amount.fill('3200');
    await form.getByLabel(es.finance.list.subject).fill('Jardinería de marzo');
    await form.getByLabel(es.finance.list.date).fill('2026-03-15');
    await form.locator('select[name="type"]').selectOption({ label: 'Egreso' });
    await form.locator('select[name="category"]').selectOption({ label: 'Mantenimiento' });
    await form.locator('select[name="expense"]').selectOption({ label: 'Gasto operativo (OPEX)' });
    await form.locator('select[name="method"]').selectOption({ label: 'Efectivo' });
    await page.getByTestId('transaction-submit').click();
    await page.getByTestId('transaction-saved').waitFor();
    await eventually('the recorded row', async () => ((await rows.count()) === 6 ? true : undefined), 20_000);
    assert.match(
      await page.getByTestId('transactions').innerText(),
      /Jardinería de marzo[\s\S]*15 de marzo 2026|15 de marzo 2026[\s\S]*Jardinería de marzo/,
    );

    // A receipt on the recorded row: a GIF is refused in Spanish, a PNG attached, opened through
    // its signed link, replaced and removed.
    const gardening = rows.filter({ hasText: 'Jardinería de marzo' });
    const receiptInput = gardening.locator('[data-testid="receipt"] input[type="file"]');
    await receiptInput.setInputFiles({ name: 'ticket.gif', mimeType: 'image/gif', buffer: GIF });
    assert.equal(
      await gardening.getByTestId('receipt-error').innerText(),
      'El comprobante debe ser un archivo PDF, JPEG o PNG de hasta 4 MB.',
    );
    await receiptInput.setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: PNG });
    await gardening.getByTestId('receipt-saved').waitFor();
    await gardening.getByTestId('receipt-open').waitFor();
    await screenshot(page, 'finance-receipt-es');
    // The link opens the storage's own page (its CSP is default-src 'none'): Chromium's image viewer
    // reports its inline styles as blocked there. Those lines are the storage's, not the SPA's.
    const beforeReceipt = errors.length;
    const [receiptResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/receipts/') && r.request().method() === 'GET'),
      gardening.getByTestId('receipt-open').click(),
    ]);
    assert.equal(receiptResponse.status(), 200);
    assert.deepEqual(await receiptResponse.body(), PNG);
    await open(page, `/dashboard/property/${propertyId}/transactions`);
    const onStorage = errors.splice(beforeReceipt);
    assert.ok(
      onStorage.every((e) => /Content Security Policy directive 'default-src 'none''/.test(e)),
      onStorage.join('\n'),
    );
    const again = page.getByTestId('transaction-row').filter({ hasText: 'Jardinería de marzo' });
    await again.getByTestId('receipt-remove').click();
    // Removing the receipt asks for the type-to-confirm phrase first (spec §5).
    await page.getByRole('dialog').getByTestId('confirm-phrase').fill(es.adminList.removePhrase);
    await page.getByRole('dialog').getByRole('button', { name: es.finance.receipt.remove }).click();
    await eventually(
      'the receipt removed',
      async () => ((await again.getByTestId('receipt-open').count()) === 0 ? true : undefined),
      20_000,
    );

    // The commission tab: the 66 % rule shown while typing, the terms saved, the estimate table.
    await page.getByTestId('commission-tab').click();
    const terms = page.getByTestId('commission-form');
    await terms.waitFor();
    await terms.locator('select[name="company_role"]').selectOption({ label: 'Administra y vende' });
    await terms.locator('select[name="furnisher"]').selectOption({ label: 'El propietario amuebla' });
    await terms.locator('input[name="company_percentage"]').fill('5');
    await terms
      .locator('select[name="manager_value_type"]')
      .selectOption({ label: 'Porcentaje de las rentas' });
    await terms.locator('input[name="manager_value"]').fill('70');
    await terms.getByText('La parte del administrador no puede superar el 66 % de las rentas.').waitFor();
    await terms.locator('input[name="manager_value"]').fill('20');
    await terms
      .locator('select[name="owner_value_type"]')
      .selectOption({ label: 'Porcentaje de las rentas' });
    await terms.locator('input[name="owner_value"]').fill('80');
    assert.equal(
      await terms.getByText('La parte del administrador no puede superar el 66 % de las rentas.').count(),
      0,
    );
    await page.getByTestId('commission-submit').click();
    await page.getByTestId('commission-saved').waitFor();
    await page.getByLabel(es.finance.estimate.rate).fill('1500');
    for (const [i, n] of [20, 22, 18, 25, 24, 19].entries())
      await page
        .getByLabel(es.finance.estimate.monthNights.replace('{{month}}', String(i + 1)))
        .fill(String(n));
    const estimateRows = page.getByTestId('estimate-row');
    await eventually(
      'six estimate rows',
      async () => ((await estimateRows.count()) === 6 ? true : undefined),
      20_000,
    );
    // Month 1: 1,500 × 20 × 1.05 = 31,500.
    assert.match(await estimateRows.first().innerText(), /31,500\.00/);
    await screenshot(page, 'finance-commission-es');

    // The lease tab: dates in order while typing, then saved.
    await page.getByTestId('lease-tab').click();
    const leaseForm = page.getByTestId('lease-form');
    await leaseForm.waitFor();
    await leaseForm.getByLabel(es.finance.lease.start).fill('2026-03-01');
    await leaseForm.getByLabel(es.finance.lease.end).fill('2026-02-01');
    await leaseForm.getByText('El arrendamiento debe terminar después de empezar.').waitFor();
    await leaseForm.getByLabel(es.finance.lease.end).fill('2027-02-28');
    await leaseForm.getByLabel(es.finance.lease.price).fill('18000');
    await page.getByTestId('lease-submit').click();
    await page.getByTestId('lease-saved').waitFor();
    await page.getByTestId('lease-current').waitFor();

    // Earnings and the statement of March, then the sale side.
    await open(page, `/dashboard/performance/rent?property=${propertyId}&month=2026-03`);
    await page.getByText(es.performance.statement.title).first().waitFor();
    await screenshot(page, 'finance-journey-rent-es');
    await open(page, `/dashboard/performance/sale?property=${propertyId}`);
    await page.getByTestId('sale-price-bars').waitFor();
    assert.match(await page.getByTestId('sale-price-offered').innerText(), /3,200,000/);
    await page.getByTestId('sale-terms').waitFor();
    await screenshot(page, 'finance-journey-sale-es');

    assert.deepEqual(errors, []);
    await owner.close();

    // A phone: the tab fits the width.
    const phone = await newContext('es', 'phone');
    const phonePage = await phone.newPage();
    await logIn(phonePage, email, password);
    await open(phonePage, `/dashboard/property/${propertyId}/transactions`);
    await phonePage.getByTestId('transactions').waitFor();
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page scrolls sideways by ${overflow}px on a phone`);
    await screenshot(phonePage, 'finance-import-phone-es');
    await phone.close();
  });
});
