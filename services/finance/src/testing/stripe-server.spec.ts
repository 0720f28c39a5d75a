/**
 * The local Stripe server answers the real SDK with objects shaped like Stripe's own (the fixtures
 * copied from stripe/openapi and stripe/stripe-java): same keys, same object names, and what the
 * SDK sends (form-encoded, nested) is read back as Stripe reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { parseStripeForm, startFakeStripe, STRIPE_FIXTURES, type FakeStripe } from './stripe-server.ts';

let fake: FakeStripe;
let stripe: Stripe;

const keys = (o: object) => Object.keys(o).sort();

beforeAll(async () => {
  fake = await startFakeStripe();
  const url = new URL(fake.base);
  stripe = new Stripe(fake.apiKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => fake?.close());

describe('the local Stripe server speaks like Stripe', () => {
  it('customers: the keys of the fixture customer', async () => {
    const customer = await stripe.customers.create({ metadata: { profile_id: 'p-1' } });
    expect(keys(customer)).toEqual(keys(STRIPE_FIXTURES.resources.customer));
    expect(customer).toMatchObject({ object: 'customer', metadata: { profile_id: 'p-1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it('checkout sessions: OXXO with its voucher life, the keys of the fixture session', async () => {
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      allowed_payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: 5 } },
      line_items: [
        { quantity: 1, price_data: { currency: 'mxn', unit_amount: 150_000, product_data: { name: 'x' } } },
      ],
      metadata: { payment_id: 'pay-1' },
      success_url: 'http://localhost/ok',
    });
    expect(keys(session)).toEqual(keys(STRIPE_FIXTURES.resources['checkout.session']));
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 150_000,
      currency: 'mxn',
      payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: 5 } },
      metadata: { payment_id: 'pay-1' },
    });
    expect(session.url).toBe(`${fake.base}/c/pay/${session.id}`);

    const completed = fake.complete(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intent = await stripe.paymentIntents.retrieve(completed.payment_intent);
    expect(keys(intent)).toEqual(keys(STRIPE_FIXTURES.resources.payment_intent));
    expect(intent.next_action?.type).toBe('oxxo_display_details');
    expect(intent.next_action?.oxxo_display_details?.number).toMatch(/^\d{14}$/);
  });

  it('SPEI: a customer balance paid by mx_bank_transfer, with a CLABE to transfer to', async () => {
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      allowed_payment_method_types: ['customer_balance'],
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
      line_items: [
        { quantity: 1, price_data: { currency: 'mxn', unit_amount: 90_000, product_data: { name: 'x' } } },
      ],
    });
    const intent = await stripe.paymentIntents.retrieve(fake.complete(session.id).payment_intent);
    const spei = intent.next_action?.display_bank_transfer_instructions?.financial_addresses?.[0]?.spei;
    expect(spei?.clabe).toMatch(/^\d{18}$/);
  });

  it('refuses what Stripe refuses: an OXXO voucher of 8 days, SPEI without a customer', async () => {
    const line_items = [
      { quantity: 1, price_data: { currency: 'mxn', unit_amount: 100, product_data: { name: 'x' } } },
    ];
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: ['oxxo'],
        payment_method_options: { oxxo: { expires_after_days: 8 } },
        line_items,
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: ['customer_balance'],
        line_items,
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('billing portal sessions: the keys of the fixture session', async () => {
    const customer = await stripe.customers.create({});
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost/back',
    });
    expect(keys(portal)).toEqual(keys(STRIPE_FIXTURES.resources['billing_portal.session']));
    for (const key of keys(STRIPE_FIXTURES.billingPortalSession)) expect(portal).toHaveProperty(key);
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://localhost/back',
    });
  });

  it('events: the fixture envelope, and the SDK verifies the test signature over it', () => {
    const event = fake.event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session' });
    expect(keys(event)).toEqual(keys(STRIPE_FIXTURES.resources.event));
    for (const key of keys(STRIPE_FIXTURES.customerCreatedEvent)) expect(event).toHaveProperty(key);
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_test').type).toBe(
      'checkout.session.completed',
    );
  });

  it('an unknown path answers Stripe’s 404 and is kept as unexpected; a wrong key is 401', async () => {
    await expect(stripe.invoices.list()).rejects.toMatchObject({ statusCode: 404 });
    expect(fake.unexpected).toEqual(['GET /v1/invoices']);
    fake.unexpected.length = 0;
    const url = new URL(fake.base);
    const wrong = new Stripe('sk_test_wrong', {
      host: url.hostname,
      port: url.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.create({})).rejects.toMatchObject({ statusCode: 401 });
  });

  it('reads nested form bodies as Stripe does', () => {
    expect(parseStripeForm('a[b][0][c]=1&a[b][1][c]=2&m[k]=v&t[0]=oxxo&x=y')).toEqual({
      a: { b: [{ c: '1' }, { c: '2' }] },
      m: { k: 'v' },
      t: ['oxxo'],
      x: 'y',
    });
  });
});
