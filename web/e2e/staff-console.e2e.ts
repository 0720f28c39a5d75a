/**
 * Issue 19 in a browser, against the real services and the local Stripe server: staff follow the
 * staff home's failed-payments card to /dashboard/admin/payment, which opens on the failed ones and
 * shows the payment in words — who paid (finance learns the payer from identity's events), the
 * package, the amount with its currency, the method, the status and why it failed; a search finds
 * it by the payer. And staff edit a home's colonia on /dashboard/admin/property/{id}: saved, shown
 * again after a reload, and stored as typed (trimmed).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';

import { CATALOGUES } from './pages.ts';
import { sendWebhook, stripeGet, stripeSkip } from './stripe.ts';
import {
  adminCredentials,
  api,
  closeBrowser,
  eventually,
  logIn,
  newContext,
  open,
  registerOwner,
  screenshot,
  SKIP_WITHOUT_SERVICES,
  submitOwnProperty,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const { es } = CATALOGUES;

describe('issue 19: staff see a failed payment from the staff home', { skip: stripeSkip() }, () => {
  it('the failed-payments card leads to the payments page, which says who paid, what and why it failed', async () => {
    const tag = testTag();
    const payerName = `Pagadora ${tag}`;

    // A person starts paying the furnishing package by OXXO; the voucher is never paid.
    const payerContext = await newContext('es');
    const payerPage = await payerContext.newPage();
    await registerOwner(payerPage, payerName, `pagadora-${tag}@example.mx`, 'Casona-pagos-2026');
    const checkout = await api<{ payment_id: string; id: string }>(
      payerPage,
      'POST',
      'stripe/checkout_session',
      {
        type: 'APPRAISAL_FURNISHING_QUERY',
        reference_id: randomUUID(),
        method: 'OXXO',
      },
    );
    assert.equal(checkout.status, 201, JSON.stringify(checkout.body));
    const completed = await stripeGet(`/v1/checkout/sessions/${checkout.body.id}`);
    await sendWebhook('checkout.session.completed', completed);
    await sendWebhook('checkout.session.async_payment_failed', { ...completed, payment_status: 'unpaid' });
    await payerContext.close();

    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);
    const card = page.getByTestId('attention-payments');
    await eventually('the failed payment on the staff home', async () => {
      await open(page, '/dashboard');
      await card.waitFor();
      return Number(await card.getAttribute('data-count')) > 0 ? true : undefined;
    });
    assert.ok((await card.innerText()).includes(es.dashboard.staffHome.payments.title));
    await card.getByRole('link', { name: es.dashboard.staffHome.seeAll }).click();
    await page.waitForURL(/\/dashboard\/admin\/payment\?status=FAILED$/);
    await page.getByRole('heading', { name: es.sections.adminPayment.title }).waitFor();
    assert.equal(await page.getByTestId('admin-payments-status').inputValue(), 'FAILED');

    const row = page.locator(`[data-payment="${checkout.body.payment_id}"]`);
    // Finance hears of the payer from identity's events a moment after registration.
    await eventually('the payer named on the payments page', async () => {
      await page.reload();
      await row.waitFor();
      return (await row.innerText()).includes(payerName) ? true : undefined;
    });
    // textContent: the status badge is drawn in capitals by CSS, innerText would read them so.
    const text = (await row.textContent()) ?? '';
    for (const words of [
      `pagadora-${tag}@example.mx`,
      'Paquete de amueblado',
      'Ficha de pago en OXXO',
      es.adminPayments.statuses.FAILED,
      'La ficha de OXXO no se pagó antes de vencer.',
    ])
      assert.ok(text.includes(words), `${words} in ${text}`);
    assert.match(text, /MX\$[\d,]+\.00/);
    assert.equal(await row.getAttribute('data-status'), 'FAILED');
    assert.ok(!text.includes(checkout.body.payment_id));
    await screenshot(page, 'admin-payments-failed');

    // Searched by the payer, over every status.
    await page.getByTestId('admin-payments-status').selectOption('');
    await page.getByTestId('admin-payments-search').fill(payerName);
    await eventually('searched by the payer', async () => {
      const rows = await page.getByTestId('admin-payment-row').allInnerTexts();
      return rows.length === 1 && rows[0]!.includes(payerName) ? true : undefined;
    });
    assert.match(page.url(), /q=/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('issue 19: staff edit a home’s colonia', { skip: SKIP_WITHOUT_SERVICES }, () => {
  it('the colonia typed on the staff property page is saved and shown again', async () => {
    const tag = testTag();
    const colonia = `Lomas de ${tag}`;
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);
    const { propertyId } = await submitOwnProperty(page, `Casa Colonia ${tag}`);

    await open(page, `/dashboard/admin/property/${propertyId}`);
    const field = page.getByLabel(es.submit.property.neighborhood);
    await field.waitFor();
    assert.equal(await field.inputValue(), '');
    await field.fill(`  ${colonia} `);
    await page.getByRole('button', { name: es.listings.details.save }).click();
    await page.getByTestId('form-success').waitFor();

    await page.reload();
    await field.waitFor();
    assert.equal(await field.inputValue(), colonia);
    const stored = await api<{ neighborhood: string | null }>(page, 'GET', `admin/property/${propertyId}`);
    assert.equal(stored.body.neighborhood, colonia);
    await screenshot(page, 'admin-property-colonia');

    // Emptied, the home has no colonia again.
    await field.fill('');
    await page.getByRole('button', { name: es.listings.details.save }).click();
    await eventually('the colonia removed', async () => {
      const now = await api<{ neighborhood: string | null }>(page, 'GET', `admin/property/${propertyId}`);
      return now.body.neighborhood === null ? true : undefined;
    });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
