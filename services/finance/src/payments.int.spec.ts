/**
 * Payments through the real gateway, identity and finance, with Stripe played by the local Stripe
 * server: checkout sessions by card, OXXO and SPEI; one Stripe customer per profile; the webhook's
 * signature on the raw body, replays, duplicates and out-of-order events; who sees which purchase;
 * the first month in advance over every role label (proto's can()); hostile input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, can, type RoleLabel } from '@casona/proto';
import {
  OXXO_DAYS,
  WEBHOOK_SECRET,
  grant,
  makeStaff,
  registerAccount,
  startPaymentsHarness,
  type Account,
  type PaymentsHarness,
} from './testing/payments-harness.ts';

let h: PaymentsHarness;
let buyer: Account;
let other: Account;
let admin: Account;

beforeAll(async () => {
  h = await startPaymentsHarness();
  buyer = await registerAccount(h, { name: 'Compradora' });
  other = await registerAccount(h, { name: 'Otra persona' });
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
});
afterAll(async () => h?.stop());

async function checkout(
  account: Account,
  method: 'CARD' | 'OXXO' | 'SPEI',
  referenceId = crypto.randomUUID(),
) {
  const res = await h.call('POST', '/api/v1/stripe/checkout_session', {
    token: account.accessToken,
    body: { type: 'APPRAISAL_FURNISHING_QUERY', reference_id: referenceId, method },
  });
  expect(res.status).toBe(201);
  return res.body as { payment_id: string; id: string; url: string; type: string };
}

const payment = async (account: Account, id: string) =>
  (await h.call('GET', `/api/v1/stripe/payment/${id}`, { token: account.accessToken })).body;

const deliver = async (type: string, session: unknown) => {
  const event = h.stripe.event(type, session);
  const res = await h.webhook(event);
  expect(res.status).toBe(200);
  return { event, res };
};

describe('checkout sessions', () => {
  it('says payments are on, by card, OXXO and SPEI, and what the furnishing package costs', async () => {
    const res = await h.call('GET', '/api/v1/stripe/util/settings', { token: buyer.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: true,
      methods: ['CARD', 'OXXO', 'SPEI'],
      oxxo_expires_after_days: OXXO_DAYS,
      prices: { APPRAISAL_FURNISHING_QUERY: 1_850_000, FIRST_MONTH_IN_ADVANCE: null },
    });
  });

  it('OXXO: a session on Stripe priced by the server, the voucher living the configured days, listed OPEN', async () => {
    const created = await checkout(buyer, 'OXXO');
    expect(created.url).toBe(`${h.stripe.base}/c/pay/${created.id}`);
    const session = h.stripe.sessions.get(created.id);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 1_850_000,
      currency: 'mxn',
      payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: OXXO_DAYS } },
      metadata: { payment_id: created.payment_id, profile_id: buyer.id, type: 'APPRAISAL_FURNISHING_QUERY' },
    });
    expect(await payment(buyer, created.payment_id)).toMatchObject({
      id: created.payment_id,
      status: 'OPEN',
      method: 'OXXO',
      amount: 1_850_000,
      currency: 'MXN',
      checkout_url: created.url,
      instructions: null,
    });
  });

  it('SPEI: customer_balance paid by mx_bank_transfer', async () => {
    const created = await checkout(buyer, 'SPEI');
    expect(h.stripe.sessions.get(created.id)).toMatchObject({
      payment_method_types: ['customer_balance'],
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
    });
  });

  it('one Stripe customer per profile, created once and announced once', async () => {
    const first = await h.call('POST', '/api/v1/stripe/util/customer', { token: buyer.accessToken });
    const again = await h.call('POST', '/api/v1/stripe/util/customer', { token: buyer.accessToken });
    expect(first.status).toBe(200);
    expect(again.body.customer_id).toBe(first.body.customer_id);
    const sessions = [...h.stripe.sessions.values()].filter((s) => s.metadata.profile_id === buyer.id);
    expect(new Set(sessions.map((s) => s.customer))).toEqual(new Set([first.body.customer_id]));
    const announced = (await h.events('finance.stripe_customer.created')).filter(
      (e) => e.payload.profileId === buyer.id,
    );
    expect(announced.map((e) => e.payload.customerId)).toEqual([first.body.customer_id]);
    expect([...h.stripe.customers.values()].filter((c) => c.metadata.profile_id === buyer.id)).toHaveLength(
      1,
    );
    // Identity keeps it with the profile's private information (§3), from the event.
    await h.settle();
    const privateInfo = await h.call('GET', '/api/v1/profile_private_info', { token: buyer.accessToken });
    expect(privateInfo.status).toBe(200);
    expect(privateInfo.body.stripe_customer_id).toBe(first.body.customer_id);
  });

  it('concurrent first checkouts of a new profile still make one customer', async () => {
    const fresh = await registerAccount(h, { name: 'Nueva' });
    await Promise.all([checkout(fresh, 'CARD'), checkout(fresh, 'OXXO'), checkout(fresh, 'SPEI')]);
    expect([...h.stripe.customers.values()].filter((c) => c.metadata.profile_id === fresh.id)).toHaveLength(
      1,
    );
  });

  it('the customer portal: a Stripe portal session back to /dashboard/purchases', async () => {
    const res = await h.call('POST', '/api/v1/stripe/util/customer_portal', {
      token: buyer.accessToken,
      lang: 'es',
    });
    expect(res.status).toBe(200);
    const portal = [...h.stripe.portalSessions.values()].at(-1);
    expect(res.body.url).toBe(portal.url);
    expect(portal).toMatchObject({ return_url: `${h.base}/dashboard/purchases`, locale: 'es' });
  });
});

describe('the webhook', () => {
  it('an OXXO voucher: completed → pending with the voucher; the async success → paid, each announced once', async () => {
    const created = await checkout(buyer, 'OXXO');
    const completed = h.stripe.complete(created.id);
    const { event } = await deliver('checkout.session.completed', completed);
    const pending = await payment(buyer, created.payment_id);
    const voucher = (await import('./domain/payments.ts')).instructionsOf(
      h.stripe.paymentIntents.get(completed.payment_intent),
    );
    expect(pending).toMatchObject({ status: 'PENDING', checkout_url: null, instructions: voucher });
    expect(pending.instructions).toMatchObject({ kind: 'OXXO', number: expect.stringMatching(/^\d{14}$/) });

    // Stripe retries the same event: nothing happens twice.
    const replay = await h.webhook(event);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });

    await deliver('checkout.session.async_payment_succeeded', h.stripe.settle(created.id, 'pay'));
    expect(await payment(buyer, created.payment_id)).toMatchObject({
      status: 'PAID',
      paid_at: expect.any(String),
      instructions: null,
    });

    const mine = async (type: string) =>
      (await h.events(type)).filter((e) => e.payload.paymentId === created.payment_id);
    const announced = await mine('finance.payment.pending');
    expect(announced).toHaveLength(1);
    // The voucher travels with the event, for notifications' email.
    expect(announced[0]!.payload.instructions).toEqual(voucher);
    const succeeded = await mine('finance.payment.succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.payload).toMatchObject({
      profileId: buyer.id,
      type: 'APPRAISAL_FURNISHING_QUERY',
      method: 'OXXO',
      amount: 1_850_000,
      currency: 'MXN',
    });
    const deliveries = await h.sql(
      'SELECT outcome FROM stripe_webhook_delivery WHERE event_id = $1 ORDER BY id',
      [event.id],
    );
    expect(deliveries.map((d) => d.outcome)).toEqual(['processed', 'duplicate']);
  });

  it('out of order: the success before its completion, then a late completion and a late failure keep it paid', async () => {
    const created = await checkout(buyer, 'OXXO');
    const completed = h.stripe.complete(created.id);
    const paid = h.stripe.settle(created.id, 'pay');
    await deliver('checkout.session.async_payment_succeeded', paid);
    expect((await payment(buyer, created.payment_id)).status).toBe('PAID');
    await deliver('checkout.session.completed', completed);
    await deliver('checkout.session.async_payment_failed', { ...paid, payment_status: 'unpaid' });
    await deliver('checkout.session.expired', { ...paid, status: 'expired' });
    expect((await payment(buyer, created.payment_id)).status).toBe('PAID');
    expect(
      (await h.events('finance.payment.succeeded')).filter((e) => e.payload.paymentId === created.payment_id),
    ).toHaveLength(1);
    expect(
      (await h.events('finance.payment.failed')).filter((e) => e.payload.paymentId === created.payment_id),
    ).toHaveLength(0);
  });

  it('concurrent duplicate deliveries of one event act once', async () => {
    const created = await checkout(buyer, 'CARD');
    const event = h.stripe.event('checkout.session.completed', h.stripe.complete(created.id));
    const answers = await Promise.all([h.webhook(event), h.webhook(event), h.webhook(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect((await payment(buyer, created.payment_id)).status).toBe('PAID');
    expect(
      (await h.events('finance.payment.succeeded')).filter((e) => e.payload.paymentId === created.payment_id),
    ).toHaveLength(1);
  });

  it('SPEI: pending with the CLABE to transfer to, then the transfer never arrives → failed', async () => {
    const created = await checkout(buyer, 'SPEI');
    await deliver('checkout.session.completed', h.stripe.complete(created.id));
    const pending = await payment(buyer, created.payment_id);
    expect(pending).toMatchObject({
      status: 'PENDING',
      instructions: { kind: 'SPEI', clabe: expect.stringMatching(/^\d{18}$/), amount_remaining: 1_850_000 },
    });
    await deliver('checkout.session.async_payment_failed', h.stripe.settle(created.id, 'fail'));
    expect(await payment(buyer, created.payment_id)).toMatchObject({
      status: 'FAILED',
      failed_at: expect.any(String),
    });
    expect(
      (await h.events('finance.payment.failed')).filter((e) => e.payload.paymentId === created.payment_id),
    ).toHaveLength(1);
  });

  it('an unused checkout page expires', async () => {
    const created = await checkout(buyer, 'CARD');
    await deliver('checkout.session.expired', h.stripe.expire(created.id));
    expect(await payment(buyer, created.payment_id)).toMatchObject({ status: 'EXPIRED', checkout_url: null });
  });

  it('a bad signature is 400 in the caller’s language, recorded, and changes nothing', async () => {
    const created = await checkout(buyer, 'CARD');
    const event = h.stripe.event('checkout.session.completed', h.stripe.complete(created.id));
    const body = JSON.stringify(event);
    const wrongSecret = await h.webhook(event, { secret: 'whsec_someone_else', lang: 'es' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.message).toBe('La firma de Stripe no es válida.');
    const missing = await h.webhook(event, { header: null });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid Stripe signature.');
    // Signed bytes, then re-serialized (what a parsing proxy would do): the signature no longer holds.
    const reformatted = await h.webhook(event, {
      body: JSON.stringify(event, null, 2),
      header: (await import('./testing/payments-harness.ts')).signatureFor(body),
    });
    expect(reformatted.status).toBe(400);
    const tampered = await h.webhook(event, {
      body: body.replace('"payment_status":"paid"', '"payment_status":"paid" '),
      header: (await import('./testing/payments-harness.ts')).signatureFor(body),
    });
    expect(tampered.status).toBe(400);
    const old = await h.webhook(event, {
      header: `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`,
    });
    expect(old.status).toBe(400);
    expect((await payment(buyer, created.payment_id)).status).toBe('OPEN');
    const rejected = await h.sql(
      "SELECT count(*)::int AS n FROM stripe_webhook_delivery WHERE outcome = 'rejected'",
    );
    expect(rejected[0].n).toBeGreaterThanOrEqual(5);
    expect(await h.sql('SELECT 1 FROM stripe_event WHERE id = $1', [event.id])).toHaveLength(0);
    // The real delivery still works afterwards.
    expect((await h.webhook(event)).status).toBe(200);
    expect((await payment(buyer, created.payment_id)).status).toBe('PAID');
  });

  it('signed events it does not act on are acknowledged and recorded', async () => {
    const unknownSession = await h.webhook(
      h.stripe.event('checkout.session.completed', {
        id: 'cs_test_not_ours',
        object: 'checkout.session',
        payment_status: 'paid',
      }),
    );
    expect(unknownSession.status).toBe(200);
    const other = h.stripe.event('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await h.webhook(other)).status).toBe(200);
    expect(await h.sql('SELECT outcome FROM stripe_event WHERE id = $1', [other.id])).toEqual([
      { outcome: 'ignored' },
    ]);
  });

  it('hostile bodies: signed garbage, a non-event, an empty body, a huge body', async () => {
    const garbage = 'not json at all {';
    const signedGarbage = await h.webhook(null, {
      body: garbage,
      header: (await import('./testing/payments-harness.ts')).signatureFor(garbage),
    });
    expect(signedGarbage.status).toBe(400);
    const notEvent = JSON.stringify({ hello: 'world' });
    const signedNotEvent = await h.webhook(null, {
      body: notEvent,
      header: (await import('./testing/payments-harness.ts')).signatureFor(notEvent),
    });
    expect(signedNotEvent.status).toBe(400);
    expect(signedNotEvent.body.message).toBe('This is not a Stripe event.');
    expect((await h.webhook(null, { body: '' })).status).toBe(400);
    const huge = JSON.stringify({ id: 'evt_x', object: 'event', pad: 'x'.repeat(2 * 1024 * 1024) });
    expect((await h.webhook(null, { body: huge })).status).toBe(400);
    expect(WEBHOOK_SECRET).toMatch(/^whsec_/);
  });
});

describe('who sees which purchase', () => {
  it('a profile lists only its own purchases and cannot read another’s (404)', async () => {
    const mine = await checkout(other, 'CARD');
    const list = await h.call('GET', '/api/v1/stripe/payment', { token: other.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([mine.payment_id]);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const buyers = await h.call('GET', '/api/v1/stripe/payment', { token: buyer.accessToken });
    expect(buyers.body.items.map((p: { id: string }) => p.id)).not.toContain(mine.payment_id);
    const peek = await h.call('GET', `/api/v1/stripe/payment/${mine.payment_id}`, {
      token: buyer.accessToken,
      lang: 'es',
    });
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe('No se encontró el pago');
    // Staff are no exception: a purchase belongs to its payer.
    expect(
      (await h.call('GET', `/api/v1/stripe/payment/${mine.payment_id}`, { token: admin.accessToken })).status,
    ).toBe(404);
  });

  it('anonymous callers get 401 on every payments route but the webhook', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/stripe/util/settings'],
      ['POST', '/api/v1/stripe/util/customer'],
      ['POST', '/api/v1/stripe/util/customer_portal'],
      ['POST', '/api/v1/stripe/checkout_session'],
      ['GET', '/api/v1/stripe/payment'],
      ['GET', `/api/v1/stripe/payment/${crypto.randomUUID()}`],
    ] as const) {
      const res = await h.call(method, url, { body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the first month in advance over every role label (lease configuration read, from can())', () => {
  const seats = new Map<RoleLabel, { account: Account; propertyId: string }>();
  let owner: Account;
  let shared: string;

  beforeAll(async () => {
    owner = await registerAccount(h, { name: 'Dueño' });
    shared = await h.createProperty(owner, 'Casa Compartida');
    for (const label of ROLE_LABELS) {
      let account = owner;
      let propertyId = shared;
      if (label !== 'OWNER') {
        account = await registerAccount(h, { name: `Persona ${label}` });
        propertyId = (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)
          ? await h.createProperty(null, `Casa ${label}`)
          : shared;
        await grant(h, admin, account, propertyId, label);
      }
      seats.set(label, { account, propertyId });
    }
    for (const propertyId of new Set([...seats.values()].map((s) => s.propertyId)))
      await h.sql(
        `INSERT INTO property_lease_configuration
           (property_id, current_lease_start, current_lease_end, lease_per_month_price, created_at, updated_at)
         VALUES ($1, '2026-01-01', '2026-12-31', 14250.50, now(), now())`,
        [propertyId],
      );
  });

  for (const label of ROLE_LABELS) {
    const allowed = can(label, 'lease_config', 'select');
    it(`${label}: ${allowed ? 'pays the month (201)' : '403'}`, async () => {
      const { account, propertyId } = seats.get(label)!;
      const res = await h.call('POST', '/api/v1/stripe/checkout_session', {
        token: account.accessToken,
        lang: 'es',
        body: { type: 'FIRST_MONTH_IN_ADVANCE', reference_id: propertyId, method: 'SPEI' },
      });
      expect(res.status).toBe(allowed ? 201 : 403);
      if (allowed) expect(h.stripe.sessions.get(res.body.id)?.amount_total).toBe(1_425_050);
      else expect(res.body.message).toBe('No tienes permiso para realizar esta acción.');
    });
  }

  it('a property the caller has nothing to do with is not found; one without a lease cannot be priced', async () => {
    const stranger = await h.call('POST', '/api/v1/stripe/checkout_session', {
      token: other.accessToken,
      body: { type: 'FIRST_MONTH_IN_ADVANCE', reference_id: shared, method: 'CARD' },
    });
    expect(stranger.status).toBe(404);
    const bare = await h.createProperty(owner, 'Casa sin arrendamiento');
    const noLease = await h.call('POST', '/api/v1/stripe/checkout_session', {
      token: owner.accessToken,
      lang: 'es',
      body: { type: 'FIRST_MONTH_IN_ADVANCE', reference_id: bare, method: 'CARD' },
    });
    expect(noLease.status).toBe(400);
    expect(noLease.body.message).toBe(
      'Esta propiedad no tiene un arrendamiento configurado, así que aún no se puede pagar su primer mes.',
    );
  });
});

describe('hostile input', () => {
  const cases: [string, unknown][] = [
    ['an unknown type', { type: 'FREE_HOUSE', reference_id: crypto.randomUUID(), method: 'CARD' }],
    [
      'an unknown method',
      { type: 'APPRAISAL_FURNISHING_QUERY', reference_id: crypto.randomUUID(), method: 'BITCOIN' },
    ],
    [
      'a reference that is not a UUID',
      { type: 'APPRAISAL_FURNISHING_QUERY', reference_id: "1' OR 1=1 --", method: 'CARD' },
    ],
    ['no reference', { type: 'APPRAISAL_FURNISHING_QUERY', method: 'CARD' }],
    ['an array', [1, 2, 3]],
    ['a string', 'hola'],
  ];
  for (const [what, body] of cases)
    it(`checkout with ${what} → 400`, async () => {
      const res = await h.call('POST', '/api/v1/stripe/checkout_session', { token: buyer.accessToken, body });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    });

  it('a price sent by the caller is ignored: the server prices the payment', async () => {
    const res = await h.call('POST', '/api/v1/stripe/checkout_session', {
      token: buyer.accessToken,
      body: {
        type: 'APPRAISAL_FURNISHING_QUERY',
        reference_id: crypto.randomUUID(),
        method: 'CARD',
        amount: 1,
        unit_amount: 1,
      },
    });
    expect(res.status).toBe(201);
    expect(h.stripe.sessions.get(res.body.id)?.amount_total).toBe(1_850_000);
  });

  it('malformed JSON, bad pages and bad ids → 400, never 500', async () => {
    const res = await fetch(`${h.base}/api/v1/stripe/checkout_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.accessToken}` },
      body: '{"type": ',
    });
    expect(res.status).toBe(400);
    for (const url of [
      '/api/v1/stripe/payment?page=0',
      '/api/v1/stripe/payment?page=abc',
      '/api/v1/stripe/payment/not-a-uuid',
    ])
      expect((await h.call('GET', url, { token: buyer.accessToken })).status, url).toBe(400);
    expect(h.stripe.unexpected).toEqual([]);
  });
});

describe('staff list failed payments (GET /stripe/payment/failed, issue 19)', () => {
  it('staff of each role see every failed payment, latest first, with the paid property’s name, and no other status', async () => {
    const payer = await registerAccount(h, { name: 'Pagadora' });
    const home = await h.createProperty(payer, 'Casa del Primer Mes');
    await h.sql(
      `INSERT INTO property_lease_configuration
         (property_id, current_lease_start, current_lease_end, lease_per_month_price, created_at, updated_at)
       VALUES ($1, '2026-01-01', '2026-12-31', 9000, now(), now())`,
      [home],
    );
    const rent = await h.call('POST', '/api/v1/stripe/checkout_session', {
      token: payer.accessToken,
      body: { type: 'FIRST_MONTH_IN_ADVANCE', reference_id: home, method: 'SPEI' },
    });
    expect(rent.status).toBe(201);
    const furnishing = await checkout(payer, 'OXXO');
    const paid = await checkout(payer, 'CARD');
    await deliver('checkout.session.completed', h.stripe.complete(rent.body.id));
    await deliver('checkout.session.async_payment_failed', h.stripe.settle(rent.body.id, 'fail'));
    await deliver('checkout.session.completed', h.stripe.complete(furnishing.id));
    await deliver('checkout.session.async_payment_failed', h.stripe.settle(furnishing.id, 'fail'));
    await deliver('checkout.session.completed', h.stripe.complete(paid.id));

    const staff = await makeStaff(h, await registerAccount(h, { name: 'Personal' }), 'STAFF');
    for (const account of [admin, staff]) {
      const res = await h.call('GET', '/api/v1/stripe/payment/failed', { token: account.accessToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 20 });
      const items = res.body.items as { id: string; status: string; failed_at: string }[];
      expect(res.body.total).toBe((await h.sql("SELECT id FROM payment WHERE status = 'FAILED'")).length);
      expect(items.every((p) => p.status === 'FAILED')).toBe(true);
      expect(items.map((p) => p.failed_at)).toEqual([...items.map((p) => p.failed_at)].sort().reverse());
      expect(items.map((p) => p.id)).not.toContain(paid.payment_id);
      expect(items.find((p) => p.id === rent.body.payment_id)).toMatchObject({
        type: 'FIRST_MONTH_IN_ADVANCE',
        method: 'SPEI',
        amount: 900_000,
        profile_id: payer.id,
        property_name: 'Casa del Primer Mes',
        instructions: null,
      });
      expect(items.find((p) => p.id === furnishing.payment_id)).toMatchObject({
        type: 'APPRAISAL_FURNISHING_QUERY',
        profile_id: payer.id,
        property_name: null,
      });
    }
    const second = await h.call('GET', '/api/v1/stripe/payment/failed?page=2', { token: admin.accessToken });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ page: 2, total: expect.any(Number) });
  });

  it('no one but staff: every owner and ally label 403 in es and en, anonymous 401, bad pages 400', async () => {
    const owner = await registerAccount(h, { name: 'Dueña de fallidos' });
    const seated: [RoleLabel, Account][] = [['OWNER', owner]];
    const shared = await h.createProperty(owner, 'Casa de las Etiquetas');
    for (const [i, label] of ROLE_LABELS.entries()) {
      if (label === 'OWNER') continue;
      // A signed-in person is answered in their profile's language: half the labels speak English.
      const account = await registerAccount(h, { name: `Etiqueta ${label}`, locale: i % 2 ? 'EN' : 'ES' });
      const propertyId = (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)
        ? await h.createProperty(null, `Casa fallidos ${label}`)
        : shared;
      await grant(h, admin, account, propertyId, label);
      seated.push([label, account]);
    }
    for (const [label, account] of seated) {
      const lang = label !== 'OWNER' && ROLE_LABELS.indexOf(label) % 2 ? 'en' : 'es';
      const res = await h.call('GET', '/api/v1/stripe/payment/failed', { token: account.accessToken, lang });
      expect(res.status, label).toBe(403);
      expect(res.body.message).toBe(
        lang === 'es'
          ? 'No tienes permiso para realizar esta acción.'
          : 'You do not have permission to perform this action.',
      );
    }
    expect((await h.call('GET', '/api/v1/stripe/payment/failed')).status).toBe(401);
    for (const page of ['0', 'x', '-1', '1e9'])
      expect(
        (await h.call('GET', `/api/v1/stripe/payment/failed?page=${page}`, { token: admin.accessToken }))
          .status,
        page,
      ).toBe(400);
  });
});
