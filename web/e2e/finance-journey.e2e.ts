/**
 * Issue 14's browser journey, as one run against the real services and the local Stripe server: an
 * owner (made OWNER_MANAGER by staff, who also book a direct stay across this month's end) imports a
 * bank CSV with two bad rows, sees both beside their lines, fixes them and imports; reads this
 * month's earnings chart with the stay split by night between this month and the next and the
 * CSV's expenses; downloads the owner statement PDF in Spanish (rendered to a PNG for the closing
 * note when poppler's pdftoppm is installed); and pays a furnishing package by OXXO — the voucher
 * shown after Stripe's checkout.session.completed, paid after the signed async success webhook.
 * Then the rent page on a phone. Screenshots: .ci/artifacts/screenshots/finance-journey-*.png.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { PAYMENT_STATUS_LABELS } from '@casona/proto/finance/payments';

import { CATALOGUES } from './pages.ts';
import { sendWebhook, STRIPE, stripeGet, stripeSkip } from './stripe.ts';
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
  SCREENSHOTS,
  submitOwnProperty,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const { es } = CATALOGUES;

/** This month in Mexico City (YYYY-MM), its number of days, and the month after. */
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
  return { month, y, m: String(m).padStart(2, '0'), last, nextMonth };
}

/** The bank's export: this month's expenses, dd/mm/yyyy as Mexican banks write them, Spanish names. */
function bankFile(good: boolean) {
  const { y, m, month } = months();
  const lines = [
    'fecha,concepto,monto,categoria,gasto,forma,tipo',
    `01/${m}/${y},Recibo CFE,"$1,250",Luz,OPEX,Transferencia,Egreso`,
    // Line 3: a day no month has. Line 5: an amount over the limit and a category nobody uses.
    good
      ? `05/${m}/${y},Recibo de agua,430,Agua,OPEX,Efectivo,Egreso`
      : `32/${m}/${y},Recibo de agua,430,Agua,OPEX,Efectivo,Egreso`,
    `${month}-09,Limpieza entre huéspedes,900,Limpieza,OPEX,Efectivo,Egreso`,
    good
      ? `${month}-12,Pintura,2500,Mantenimiento,CAPEX,Efectivo,Egreso`
      : `${month}-12,Pintura,250000,Pinturas,CAPEX,Efectivo,Egreso`,
    '',
  ];
  return { name: 'movimientos.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) };
}

describe('issue 14: the owner’s finance journey in one run', { skip: stripeSkip() }, () => {
  it('imports a CSV after fixing two bad rows, reads the month split across its end, downloads the statement in Spanish and pays by OXXO', async () => {
    const tag = testTag();
    const email = `recorrido-${tag}@example.mx`;
    const password = 'Casona-recorrido-2026';
    const { month, last, nextMonth } = months();

    const owner = await newContext('es');
    const page = await owner.newPage();
    const errors = trackErrors(page);
    await registerOwner(page, 'Carmen Recorrido', email, password);
    const { propertyId, profileId } = await submitOwnProperty(page, `Casa Framboyán ${tag}`);

    // Staff make the owner OWNER_MANAGER (§6: that label records transactions) and book a direct stay
    // of 4 nights, 2 in this month and 2 in the next (an OWNER_MANAGER has no reservation writes).
    const staff = await newContext('es');
    const adminPage = await staff.newPage();
    const admin = adminCredentials();
    await logIn(adminPage, admin.email, admin.password);
    await relabel(adminPage, propertyId, profileId, 'OWNER_MANAGER');
    const checkIn = `${month}-${String(last - 1).padStart(2, '0')}`;
    await eventually('the direct booking', async () => {
      const res = await api<{ id: string }>(adminPage, 'POST', 'property_airbnb_listing_reservation', {
        property_id: propertyId,
        check_in: checkIn,
        check_out: `${nextMonth}-03`,
        currency: 'MXN',
        total_earned: 8000,
      });
      return res.status === 201 ? res.body.id : undefined;
    });
    await staff.close();

    // ── The CSV with two bad rows: both problems beside their lines, nothing sent ───────────────
    await open(page, `/dashboard/property/${propertyId}/transactions`);
    const input = page.locator('[data-testid="csv-import"] input[type="file"]');
    await input.waitFor({ state: 'attached', timeout: 60_000 });
    await input.setInputFiles(bankFile(false));
    const problems = page.getByTestId('import-error-row');
    await problems.first().waitFor();
    assert.deepEqual(await problems.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-line'))), [
      '3',
      '5',
    ]);
    const line3 = await page.locator('[data-testid="import-error-row"][data-line="3"]').innerText();
    const line5 = await page.locator('[data-testid="import-error-row"][data-line="5"]').innerText();
    assert.match(line3, /Línea 3/);
    assert.match(line3, /fecha/i);
    assert.match(line5, /Línea 5/);
    assert.match(line5, /monto/i);
    assert.match(line5, /categoría/i);
    assert.equal(await page.getByTestId('import-submit').count(), 0);
    await screenshot(page, 'finance-journey-csv-problems-es');

    // Fixed: the four rows imported at once and listed in words.
    await input.setInputFiles(bankFile(true));
    await page.getByTestId('import-ready').waitFor();
    assert.match(await page.getByTestId('import-ready').innerText(), /4 movimientos/);
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-done').waitFor();
    const rows = page.getByTestId('transaction-row');
    await eventually('the imported rows', async () => ((await rows.count()) === 4 ? true : undefined));
    const list = await page.getByTestId('transactions').innerText();
    for (const words of ['Recibo CFE', 'Electricidad', 'Mantenimiento', 'Egreso', 'MX$1,250.00'])
      assert.ok(list.includes(words), `the list shows ${words}`);
    for (const code of ['ELECTRICITY', 'WIRE_TRANSFER', 'EGRESS']) assert.ok(!list.includes(code), code);
    await screenshot(page, 'finance-journey-csv-imported-es');

    // ── This month's earnings: the stay split by night across the month end ─────────────────────
    await eventually('the stay reaches finance', async () => {
      const res = await api<{ intervals: { upcoming_income_mxn: number; acquired_income_mxn: number }[] }>(
        page,
        'GET',
        `earnings?property_id=${propertyId}&interval=month&from=${month}-01&to=${month}-${last}`,
      );
      const iv = res.body?.intervals?.[0];
      return iv && iv.upcoming_income_mxn + iv.acquired_income_mxn > 0 ? true : undefined;
    });
    await open(page, `/dashboard/performance/rent?property=${propertyId}&month=${month}`);
    const chart = page.getByTestId('income-chart');
    await chart.waitFor();
    const bar = (m: string) => chart.locator(`[data-month="${m}"]`);
    // 8,000 over 4 nights: 4,000 in each month; the CSV's 1,250 + 430 + 900 + 2,500 of expenses.
    await eventually('this month’s bar', async () => {
      const label = (await bar(month).getAttribute('aria-label')) ?? '';
      return label.includes('MX$4,000') && label.includes('gastos MX$5,080') ? true : undefined;
    });
    assert.match((await bar(nextMonth).getAttribute('aria-label')) ?? '', /por venir MX\$4,000/);
    assert.match(await page.getByTestId('performance-kpis').innerText(), /2 noches/);
    const statement = page.getByTestId('owner-statement');
    await statement.waitFor();
    assert.match(await statement.innerText(), /Estado de cuenta del propietario/);
    assert.match(await statement.innerText(), /Pago al propietario/);
    await screenshot(page, 'finance-journey-performance-rent-es');

    // ── The statement PDF, in Spanish ─────────────────────────────────────────────────────────
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statement-pdf').click(),
    ]);
    assert.equal(download.suggestedFilename(), `estado-de-cuenta-${month}.pdf`);
    const pdf = path.join(SCREENSHOTS, `finance-journey-statement-${month}.pdf`);
    await download.saveAs(pdf);
    const bytes = readFileSync(pdf);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(bytes.length > 2000);
    // Its first page as an image for the closing note (the PDF's rendering is tested in finance's
    // statement suite with MuPDF; here it is only drawn when poppler is installed).
    if (existsSync('/usr/bin/pdftoppm')) {
      const png = path.join(SCREENSHOTS, 'finance-journey-statement-es');
      execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
      assert.ok(statSync(`${png}.png`).size > 5000, 'the statement renders to an image');
    }

    // ── A furnishing package paid by OXXO ──────────────────────────────────────────────────────
    await open(page, `/dashboard/purchases/appraisal_furnishing_query/${randomUUID()}`);
    await page.getByRole('heading', { name: es.sections.purchaseFurnishing.title }).waitFor();
    assert.equal(await page.getByTestId('furnishing-price').textContent(), 'MX$25,000.00');
    await page.getByRole('radio', { name: 'Ficha de pago en OXXO' }).check();
    await page.getByTestId('pay').click();
    // Stripe's hosted checkout (the local server's): the owner pays there and comes back.
    await page.waitForURL(`${STRIPE}/c/pay/**`);
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
    const opened = await stripeGet(`/v1/checkout/sessions/${sessionId}`);
    assert.deepEqual(opened.payment_method_types, ['oxxo']);
    assert.equal(opened.payment_method_options.oxxo.expires_after_days, 3);
    assert.equal(opened.amount_total, 2_500_000);
    await page.getByRole('button', { name: 'Pagar / Pay' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard/purchases?**`);
    await page.getByTestId('checkout-returned').waitFor();
    const purchase = page.getByTestId('purchase').first();
    assert.equal(await purchase.getByTestId('purchase-status').textContent(), PAYMENT_STATUS_LABELS.OPEN.es);

    // Stripe: the checkout completed unpaid — an OXXO voucher to pay at the store.
    const completed = await stripeGet(`/v1/checkout/sessions/${sessionId}`);
    assert.equal(completed.payment_status, 'unpaid');
    await sendWebhook('checkout.session.completed', completed);
    const intent = await stripeGet(`/v1/payment_intents/${completed.payment_intent}`);
    await page.reload();
    await page.getByTestId('oxxo-voucher').waitFor();
    assert.equal(
      await purchase.getByTestId('purchase-status').textContent(),
      PAYMENT_STATUS_LABELS.PENDING.es,
    );
    assert.equal(
      await page.getByTestId('oxxo-number').textContent(),
      intent.next_action.oxxo_display_details.number,
    );
    assert.equal(await purchase.getByTestId('purchase-amount').textContent(), 'MX$25,000.00');
    await screenshot(page, 'finance-journey-oxxo-voucher-es');

    // The voucher is paid at the store: Stripe's async success marks the purchase paid.
    await sendWebhook('checkout.session.async_payment_succeeded', { ...completed, payment_status: 'paid' });
    await page.reload();
    await page.locator('[data-testid="purchase"][data-status="PAID"]').waitFor();
    assert.equal(await purchase.getByTestId('purchase-status').textContent(), PAYMENT_STATUS_LABELS.PAID.es);
    assert.equal(await page.getByTestId('oxxo-voucher').count(), 0);
    await screenshot(page, 'finance-journey-paid-es');

    assert.deepEqual(errors, []);
    await owner.close();

    // A phone: the rent page in one column, nothing scrolling sideways.
    const phone = await newContext('es', 'phone');
    const phonePage = await phone.newPage();
    await logIn(phonePage, email, password);
    await open(phonePage, `/dashboard/performance/rent?property=${propertyId}&month=${month}`);
    await phonePage.getByTestId('income-chart').waitFor();
    await phonePage.getByTestId('owner-statement').waitFor();
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page scrolls sideways by ${overflow}px on a phone`);
    await screenshot(phonePage, 'finance-journey-performance-rent-phone-es');
    await phone.close();
  });
});
