/**
 * Payments' use cases: the caller's Stripe customer (created once per profile, kept here), the
 * customer portal, a checkout session per payment, the caller's purchases, and the webhook that
 * moves payments as Stripe reports them — each event id acting once, in any order.
 *
 * The customer id is kept here (table stripe_customer): a checkout needs it synchronously, in the
 * same transaction that serializes its creation, and finance must not read identity's tables.
 * `finance.stripe_customer.created` announces it; identity keeps it in the profile's private info.
 */
import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type Stripe from 'stripe';
import {
  PAGE_SIZE,
  PAYMENT_CHECKOUT_TYPES,
  PAYMENT_METHODS,
  can,
  type AdminPaymentPage,
  type AdminPaymentQuery,
  type FailedPaymentPage,
  type Payment,
  type PaymentCheckoutCreate,
  type PaymentCheckoutCreated,
  type PaymentPage,
  type PaymentSettings,
} from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { containsPattern } from '@casona/kit/db/contains';
import { AppError, badRequest, forbidden, notFound } from '@casona/kit/errors/errors';
import {
  centavos,
  checkoutSessionParams,
  instructionsOf,
  isHandledStripeEvent,
  nextStatus,
  signalOf,
  typesNamed,
} from '../domain/payments.ts';
import type { Deps } from './deps.ts';
import {
  claimStripeEvent,
  findPayment,
  findStripeCustomer,
  insertPayment,
  insertStripeCustomer,
  leasePricePerMonth,
  lockPaymentBySession,
  lockProfile,
  pageOfAdminPayments,
  pageOfFailedPayments,
  pageOfPayments,
  recordDelivery,
  settleStripeEvent,
  updatePayment,
  type PaymentRow,
} from './payment-store.ts';
import { callStripe, requireStripe } from './stripe.ts';

export interface PaymentDeps extends Deps {
  stripe: Stripe | null;
}

type Lang = 'es' | 'en';

export function paymentSettings(deps: PaymentDeps): PaymentSettings {
  return {
    enabled: deps.stripe !== null,
    methods: deps.stripe ? [...PAYMENT_METHODS] : [],
    oxxo_expires_after_days: deps.config.STRIPE_OXXO_EXPIRES_AFTER_DAYS,
    prices: {
      APPRAISAL_FURNISHING_QUERY: centavos(deps.config.FURNISHING_PACKAGE_PRICE_MXN),
      FIRST_MONTH_IN_ADVANCE: null,
    },
  };
}

async function customerIn(client: PoolClient, deps: PaymentDeps, stripe: Stripe, profileId: string) {
  await lockProfile(client, profileId);
  const known = await findStripeCustomer(client, profileId);
  if (known) return known;
  const customer = await callStripe('customers.create', () =>
    stripe.customers.create(
      { metadata: { profile_id: profileId } },
      // A retry after a crash between Stripe and the commit finds the same customer.
      { idempotencyKey: `casona-customer-${profileId}` },
    ),
  );
  await insertStripeCustomer(client, profileId, customer.id, deps.now());
  await deps.emit(client, [
    deps.event('finance.stripe_customer.created', { profileId, customerId: customer.id }),
  ]);
  return customer.id;
}

/** POST /stripe/util/customer: the caller's Stripe customer, created the first time. */
export async function ensureCustomer(deps: PaymentDeps, auth: AuthContext): Promise<string> {
  const profileId = requireProfile(auth);
  const stripe = requireStripe(deps.stripe);
  return deps.db.tx((client) => customerIn(client, deps, stripe, profileId));
}

/** POST /stripe/util/customer_portal: a portal session, back to /dashboard/purchases. */
export async function customerPortal(deps: PaymentDeps, auth: AuthContext, locale: Lang): Promise<string> {
  const stripe = requireStripe(deps.stripe);
  const customer = await ensureCustomer(deps, auth);
  const portal = await callStripe('billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({
      customer,
      locale,
      return_url: `${deps.platform.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/purchases`,
    }),
  );
  return portal.url;
}

/** What a payment costs, in centavos, checked against what it is for. */
async function priceOf(deps: PaymentDeps, profileId: string, input: PaymentCheckoutCreate): Promise<number> {
  switch (input.type) {
    case 'APPRAISAL_FURNISHING_QUERY':
      return centavos(deps.config.FURNISHING_PACKAGE_PRICE_MXN);
    case 'FIRST_MONTH_IN_ADVANCE': {
      // The property's people who may read its lease may pay its first month (§6 lease config read).
      const label = await deps.memberships.labelOf(profileId, input.reference_id);
      if (label === null) throw notFound({ messageKey: 'property.notFound' });
      if (!can(label, 'lease_config', 'select')) throw forbidden();
      const price = await leasePricePerMonth(deps.db, input.reference_id);
      if (price === null || price <= 0) throw badRequest({ messageKey: 'payment.leaseMissing' });
      return centavos(price);
    }
  }
}

/** POST /stripe/checkout_session: a payment row (OPEN) and its Stripe checkout session. */
export async function createCheckout(
  deps: PaymentDeps,
  auth: AuthContext,
  input: PaymentCheckoutCreate,
  locale: Lang,
): Promise<PaymentCheckoutCreated> {
  const profileId = requireProfile(auth);
  const stripe = requireStripe(deps.stripe);
  if (!(PAYMENT_CHECKOUT_TYPES as readonly string[]).includes(input.type)) throw badRequest();
  const amount = await priceOf(deps, profileId, input);
  const customerId = await ensureCustomer(deps, auth);
  const paymentId = randomUUID();
  const params = checkoutSessionParams({
    paymentId,
    profileId,
    type: input.type,
    referenceId: input.reference_id,
    method: input.method,
    amount,
    customerId,
    locale,
    oxxoExpiresAfterDays: deps.config.STRIPE_OXXO_EXPIRES_AFTER_DAYS,
    publicUrl: deps.platform.PUBLIC_URL,
  });
  const session = await callStripe('checkout.sessions.create', () =>
    stripe.checkout.sessions.create(params, { idempotencyKey: `casona-checkout-${paymentId}` }),
  );
  if (!session.url) throw new AppError('UPSTREAM', 502, { messageKey: 'payment.provider' });
  await insertPayment(deps.db, {
    id: paymentId,
    profileId,
    type: input.type,
    referenceId: input.reference_id,
    method: input.method,
    amount,
    locale,
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    now: deps.now(),
  });
  return { payment_id: paymentId, id: session.id, type: input.type, url: session.url };
}

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    type: row.type,
    reference_id: row.reference_id,
    method: row.method,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    checkout_url: row.status === 'OPEN' ? row.checkout_url : null,
    instructions: row.status === 'PENDING' ? row.instructions : null,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    failed_at: row.failed_at?.toISOString() ?? null,
  };
}

/** GET /stripe/payment: the caller's own purchases, newest first. */
export async function listPayments(deps: PaymentDeps, auth: AuthContext, page = 1): Promise<PaymentPage> {
  const profileId = requireProfile(auth);
  const { rows, total } = await pageOfPayments(deps.db, profileId, page, PAGE_SIZE);
  return { items: rows.map(toPayment), total, page, pageSize: PAGE_SIZE };
}

/** GET /stripe/payment/failed: every profile's failed payments, for staff (the route is staff only). */
export async function listFailedPayments(deps: PaymentDeps, page = 1): Promise<FailedPaymentPage> {
  const { rows, total } = await pageOfFailedPayments(deps.db, page, PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      ...toPayment(row),
      profile_id: row.profile_id,
      property_name: row.property_name,
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * GET /admin/payment: every profile's payments for staff (the route is staff only), newest first, of
 * one status, searched by payer, paid property or package name.
 */
export async function listAdminPayments(
  deps: PaymentDeps,
  query: AdminPaymentQuery,
): Promise<AdminPaymentPage> {
  const page = query.page ?? 1;
  const pattern = containsPattern(query.q);
  const { rows, total } = await pageOfAdminPayments(deps.db, {
    status: query.status ?? null,
    pattern,
    types: pattern === null ? [] : typesNamed(query.q),
    page,
    pageSize: PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      ...toPayment(row),
      profile_id: row.profile_id,
      property_name: row.property_name,
      payer_name: row.payer_name,
      payer_email: row.payer_email,
      updated_at: row.updated_at.toISOString(),
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** GET /stripe/payment/:id: one of the caller's purchases; anyone else's is not found. */
export async function getPayment(deps: PaymentDeps, auth: AuthContext, id: string): Promise<Payment> {
  const profileId = requireProfile(auth);
  const row = await findPayment(deps.db, id);
  if (!row || row.profile_id !== profileId) throw notFound({ messageKey: 'payment.notFound' });
  return toPayment(row);
}

// ─── The webhook ───────────────────────────────────────────────────────────────────────────────

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

/** The statuses a payer hears about (finance.payment.pending/succeeded/failed). */
const ANNOUNCED: ReadonlySet<string> = new Set(['PENDING', 'PAID', 'FAILED']);

/**
 * POST /stripe/webhook. The signature is checked on the raw bytes Stripe signed; a bad one is
 * recorded and answered 400. The event id is claimed in the same transaction as its effect, so a
 * replay or a concurrent duplicate changes nothing, and a failure (Stripe unreachable while reading
 * the voucher) rolls the claim back for Stripe to deliver again.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const stripe = requireStripe(deps.stripe);
  const secret = deps.config.STRIPE_WEBHOOK_SECRET ?? '';
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    await recordDelivery(deps.db, {
      eventId: null,
      eventType: null,
      signatureValid: false,
      outcome: 'rejected',
      bodyBytes: rawBody.length,
      now: deps.now(),
    });
    deps.logger.warn({ err: error }, 'stripe webhook: bad signature');
    throw badRequest({ messageKey: 'payment.signature' });
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object)
    throw badRequest({ messageKey: 'payment.eventInvalid' });

  return deps.db.tx(async (client) => {
    const now = deps.now();
    const delivery = {
      eventId: event.id,
      eventType: event.type,
      signatureValid: true,
      bodyBytes: rawBody.length,
      now,
    };
    const first = await claimStripeEvent(client, { id: event.id, type: event.type, payload: event, now });
    if (!first) {
      await recordDelivery(client, { ...delivery, outcome: 'duplicate' });
      return { received: true, duplicate: true } as const;
    }
    const session = event.data.object as Partial<Stripe.Checkout.Session>;
    const payment =
      isHandledStripeEvent(event.type) && typeof session.id === 'string'
        ? await lockPaymentBySession(client, session.id)
        : null;
    if (!payment || !isHandledStripeEvent(event.type)) {
      await settleStripeEvent(client, event.id, 'ignored', null);
      await recordDelivery(client, { ...delivery, outcome: 'ignored' });
      return { received: true, duplicate: false } as const;
    }

    const status = nextStatus(payment.status, signalOf(event.type, session.payment_status));
    const intentId =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    let instructions = payment.instructions;
    if (status === 'PENDING' && !instructions && intentId) {
      const intent = await callStripe('paymentIntents.retrieve', () =>
        stripe.paymentIntents.retrieve(intentId),
      );
      instructions = instructionsOf(intent);
    }
    await updatePayment(client, payment.id, {
      status,
      paymentIntentId: intentId,
      instructions: status === 'PENDING' ? instructions : null,
      checkoutUrl: status === 'OPEN' ? payment.checkout_url : null,
      paidAt: status === 'PAID' ? now : null,
      failedAt: status === 'FAILED' ? (payment.failed_at ?? now) : null,
      now,
    });
    if (status !== payment.status && ANNOUNCED.has(status)) {
      const base = {
        paymentId: payment.id,
        profileId: payment.profile_id,
        type: payment.type,
        method: payment.method,
        amount: Number(payment.amount),
        currency: 'MXN' as const,
        referenceId: payment.reference_id,
      };
      const at = now.toISOString();
      await deps.emit(client, [
        status === 'PAID'
          ? deps.event('finance.payment.succeeded', { ...base, paidAt: at })
          : status === 'FAILED'
            ? deps.event('finance.payment.failed', { ...base, failedAt: at })
            : deps.event('finance.payment.pending', { ...base, instructions }),
      ]);
    }
    await settleStripeEvent(client, event.id, `${payment.status}->${status}`, payment.id);
    await recordDelivery(client, { ...delivery, outcome: 'processed' });
    return { received: true, duplicate: false } as const;
  });
}
