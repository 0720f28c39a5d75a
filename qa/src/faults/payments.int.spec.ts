/**
 * Fault (issue 17): the payment provider's local server failing, and PostgreSQL down while Stripe
 * delivers a webhook. Finance, identity and the real gateway run on a private PostgreSQL, with the
 * Stripe SDK pointed at finance's local Stripe server (`failNext` makes it answer 500 or cut the
 * connection).
 *
 * - Checkout while Stripe answers 500 or drops the connection on every try: the SDK tries three
 *   times with one idempotency key, then the person gets 502 with 'the payment provider did not
 *   answer' in their language, and no payment row is written (nothing half-recorded); asking again
 *   once Stripe is back works.
 * - Stripe failing twice and then answering: the SDK's own retries (same idempotency key) make one
 *   session and one payment.
 * - A webhook while PostgreSQL is down is answered 503 (so Stripe delivers it again), never 200 and
 *   never 500; delivered again once PostgreSQL is back it is applied once, and a further duplicate
 *   changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import {
  registerAccount,
  startPaymentsHarness,
  type Account,
  type PaymentsHarness,
} from '@casona/finance/testing/payments-harness';
import { startPrivatePostgres, until, type PrivatePostgres } from './private-postgres.ts';

let pg: PrivatePostgres;
let h: PaymentsHarness;
let buyer: Account;
let buyerEn: Account;
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  process.env.DATABASE_URL = pg.url;
  try {
    h = await startPaymentsHarness();
  } finally {
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
  }
  buyer = await registerAccount(h, { name: 'Compradora Paciente' });
  buyerEn = await registerAccount(h, { name: 'Patient Buyer', locale: 'EN' });
}, 240_000);

afterAll(async () => {
  await pg?.start().catch(() => {});
  await h?.stop();
  await pg?.destroy();
});

const checkout = (account: Account, lang: 'es' | 'en' = 'es') =>
  h.call<{ payment_id: string; id: string; url: string; message: string; code: string }>(
    'POST',
    '/api/v1/stripe/checkout_session',
    {
      token: account.accessToken,
      lang,
      body: { type: 'APPRAISAL_FURNISHING_QUERY', reference_id: crypto.randomUUID(), method: 'CARD' },
    },
  );

const paymentsOf = async (account: Account) =>
  (
    await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM payment WHERE profile_id = $1', [account.id])
  )[0]!.n;

describe('the payment provider failing', () => {
  for (const mode of ['error', 'drop'] as const) {
    it(`checkout while Stripe ${mode === 'error' ? 'answers 500' : 'cuts the connection'}: 502 in the person's language, nothing recorded; asking again works`, async () => {
      for (const [account, lang] of [
        [buyer, 'es'],
        [buyerEn, 'en'],
      ] as const) {
        const before = await paymentsOf(account);
        const sessionsBefore = h.stripe.sessions.size;
        const failedBefore = h.stripe.failed.length;
        h.stripe.failNext(100, mode, '/v1/checkout/sessions');
        const res = await checkout(account, lang);
        h.stripe.failNext(0);
        expect(res.status).toBe(502);
        expect(res.body.message).toBe(translate('payment.provider', lang));
        expect(res.body.code).toBe('UPSTREAM');
        // The SDK tried three times (its two network retries), and nothing was written.
        expect(h.stripe.failed.length - failedBefore).toBe(3);
        expect(await paymentsOf(account)).toBe(before);
        expect(h.stripe.sessions.size).toBe(sessionsBefore);

        const again = await checkout(account, lang);
        expect(again.status).toBe(201);
        expect(await paymentsOf(account)).toBe(before + 1);
        expect(h.stripe.sessions.size).toBe(sessionsBefore + 1);
      }
    });
  }

  it("Stripe failing twice, then answering: the SDK's retries make one session and one payment", async () => {
    const before = await paymentsOf(buyer);
    const sessionsBefore = h.stripe.sessions.size;
    h.stripe.failNext(2, 'error', '/v1/checkout/sessions');
    const res = await checkout(buyer);
    expect(res.status).toBe(201);
    expect(await paymentsOf(buyer)).toBe(before + 1);
    expect(h.stripe.sessions.size).toBe(sessionsBefore + 1);
    const [row] = await h.sql<{ checkout_session_id: string }>(
      'SELECT checkout_session_id FROM payment WHERE id = $1',
      [res.body.payment_id],
    );
    expect(row!.checkout_session_id).toBe(res.body.id);
  });
});

describe('a webhook while PostgreSQL is down', () => {
  it('is answered 503 (Stripe delivers it again), then applied once when delivered again', async () => {
    const created = await checkout(buyer);
    expect(created.status).toBe(201);
    const event = h.stripe.event('checkout.session.completed', h.stripe.complete(created.body.id));

    await pg.stop();
    try {
      const during = await h.webhook(event);
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await pg.start();
    }
    // Stripe's next delivery, once finance answers again.
    let applied: Awaited<ReturnType<PaymentsHarness['webhook']>> | undefined;
    await until(async () => {
      applied = await h.webhook(event);
      return applied.status === 200;
    }, 'the webhook accepted after PostgreSQL returned');
    expect(applied!.body).toEqual({ received: true, duplicate: false });
    const again = await h.webhook(event);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });

    const [payment] = await h.sql<{ status: string }>('SELECT status FROM payment WHERE id = $1', [
      created.body.payment_id,
    ]);
    expect(payment!.status).toBe('PAID');
    await h.settle();
    const succeeded = (await h.events('finance.payment.succeeded')).filter(
      (e) => e.payload.paymentId === created.body.payment_id,
    );
    expect(succeeded).toHaveLength(1);
  });
});
