/**
 * Issue 14's payments in a browser, against the real services and the local Stripe server: a person
 * pays an appraisal's furnishing package by OXXO on Stripe's checkout page, comes back to
 * /dashboard/purchases, sees the voucher once Stripe's `checkout.session.completed` arrives, and
 * sees it paid once `checkout.session.async_payment_succeeded` arrives — both webhooks sent here,
 * signed with the Stripe SDK's test header helper as Stripe signs them.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';

import { PAYMENT_STATUS_LABELS } from '@casona/proto/finance/payments';

import { signStripePayload, stripeEvent } from '../../services/finance/src/testing/stripe-server.ts';
import { CATALOGUES } from './pages.ts';
import { BASE_URL, closeBrowser, logIn, newContext, screenshot, trackErrors } from './support.ts';

after(closeBrowser);

const skip =
  process.env['E2E_GATEWAY_ONLY'] === '1'
    ? 'services are not running (E2E_GATEWAY_ONLY)'
    : !process.env['E2E_STRIPE_BASE']
      ? 'no local Stripe server (run through e2e/run.ts)'
      : false;
const STRIPE = process.env['E2E_STRIPE_BASE'] ?? '';
const STRIPE_KEY = process.env['E2E_STRIPE_KEY'] ?? '';
const WEBHOOK_SECRET = process.env['E2E_STRIPE_WEBHOOK_SECRET'] ?? '';
const { es } = CATALOGUES;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A Stripe API read on the local Stripe server, as the SDK would make it. */
async function stripeGet(path: string): Promise<Json> {
  const res = await fetch(`${STRIPE}${path}`, { headers: { authorization: `Bearer ${STRIPE_KEY}` } });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return res.json();
}

/** Posts a Stripe event to the platform's webhook, signed over its exact bytes. */
async function sendWebhook(type: string, object: Json): Promise<void> {
  const payload = JSON.stringify(stripeEvent(type, object));
  const res = await fetch(`${BASE_URL}/api/v1/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET),
    },
    body: payload,
  });
  assert.equal(res.status, 200, `${type}: ${res.status} ${await res.text()}`);
}

async function register(): Promise<{ email: string; password: string }> {
  const email = `compradora.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'contraseña-segura-1';
  const res = await fetch(`${BASE_URL}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      locale: 'ES',
      name: 'Lucía Compradora',
      phone_number: '5512345678',
      password,
      passwordConfirmation: password,
      source: 'register',
    }),
  });
  assert.equal(res.status, 201, `register: ${res.status}`);
  return { email, password };
}

describe('payments (issue 14)', { skip }, () => {
  it('pays a furnishing package by OXXO: the voucher is shown, then the async success marks it paid', async () => {
    const person = await register();
    const queryId = randomUUID();
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const checkoutPath = `/dashboard/purchases/appraisal_furnishing_query/${queryId}`;
    await logIn(page, person.email, person.password, checkoutPath);

    await page.getByRole('heading', { name: es.sections.purchaseFurnishing.title }).waitFor();
    assert.equal(await page.getByTestId('furnishing-price').textContent(), 'MX$25,000.00');
    await page.getByRole('radio', { name: 'Ficha de pago en OXXO' }).check();
    await screenshot(page, 'payments-checkout-es-desktop');
    await page.getByTestId('pay').click();

    // Stripe's hosted checkout (the local server's): the person pays there and comes back.
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

    // Stripe tells the platform the checkout completed, unpaid: an OXXO voucher to pay.
    const completed = await stripeGet(`/v1/checkout/sessions/${sessionId}`);
    assert.equal(completed.status, 'complete');
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
    await screenshot(page, 'payments-oxxo-voucher-es-desktop');

    // The voucher is paid at the store: Stripe's async success arrives (and is delivered twice).
    await sendWebhook('checkout.session.async_payment_succeeded', { ...completed, payment_status: 'paid' });
    await page.reload();
    await page.locator('[data-testid="purchase"][data-status="PAID"]').waitFor();
    assert.equal(await purchase.getByTestId('purchase-status').textContent(), PAYMENT_STATUS_LABELS.PAID.es);
    assert.equal(await page.getByTestId('oxxo-voucher').count(), 0);
    await screenshot(page, 'payments-paid-es-desktop');

    assert.deepEqual(errors, []);
    await context.close();
  });
});
