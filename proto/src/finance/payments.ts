/**
 * Payments (issue 14): Stripe checkout sessions by type, paid by card, OXXO voucher or SPEI bank
 * transfer; a Stripe customer per profile and its customer portal; a profile's purchases; the
 * webhook Stripe calls. Declared once for the service (kit's `routes()`) and the SPA (`api()`).
 */
import { Type, type Static } from 'typebox';
import { PAYMENT_CHECKOUT_TYPES, type PaymentCheckoutType } from '../enums.ts';
import { Paginated } from '../shared/responses.ts';
import { SearchText } from '../shared/requests.ts';
import { defineRoute } from '../shared/route.ts';
import { Int, IsoDateTime, Literals, Nullable, Str, Url, Uuid } from '../validation/types.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { FinanceLabel } from './labels.ts';

// ─── Enums and limits ──────────────────────────────────────────────────────────────────────────

/** How a checkout is paid: card, an OXXO cash voucher, or a SPEI transfer to the customer's CLABE. */
export const PAYMENT_METHODS = ['CARD', 'OXXO', 'SPEI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a payment stands. OPEN: the checkout page was opened, nothing submitted; PENDING: the
 * checkout completed but the money has not arrived (an OXXO voucher or a SPEI transfer to make);
 * PAID; FAILED (card declined, voucher or transfer not paid in time); EXPIRED (the checkout page
 * expired unused).
 */
export const PAYMENT_STATUSES = ['OPEN', 'PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Stripe allows an OXXO voucher to expire after 1 to 7 days (payment_method_options.oxxo.expires_after_days). */
export const OXXO_EXPIRES_AFTER_DAYS_MIN = 1;
export const OXXO_EXPIRES_AFTER_DAYS_MAX = 7;

/** Stripe's payment method types for each method the product offers. */
export const STRIPE_PAYMENT_METHOD_TYPES: Readonly<Record<PaymentMethod, string>> = {
  CARD: 'card',
  OXXO: 'oxxo',
  SPEI: 'customer_balance',
};

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentCheckoutType, FinanceLabel>> = {
  APPRAISAL_FURNISHING_QUERY: { en: 'Furnishing package', es: 'Paquete de amueblado' },
  FIRST_MONTH_IN_ADVANCE: { en: 'First month paid in advance', es: 'Primer mes pagado por adelantado' },
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, FinanceLabel>> = {
  CARD: { en: 'Card', es: 'Tarjeta' },
  OXXO: { en: 'OXXO cash voucher', es: 'Ficha de pago en OXXO' },
  SPEI: { en: 'SPEI bank transfer', es: 'Transferencia SPEI' },
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, FinanceLabel>> = {
  OPEN: { en: 'Checkout not finished', es: 'Pago sin terminar' },
  PENDING: { en: 'Waiting for your payment', es: 'Esperando tu pago' },
  PAID: { en: 'Paid', es: 'Pagado' },
  FAILED: { en: 'Failed', es: 'Fallido' },
  EXPIRED: { en: 'Expired', es: 'Vencido' },
};

/**
 * Why a payment did not go through, in words for staff (issue 19's payments page). Finance moves a
 * payment to FAILED only when Stripe reports `checkout.session.async_payment_failed` — the OXXO
 * voucher or the SPEI transfer was not paid before its deadline (a declined card is retried on
 * Stripe's own checkout page and never fails the payment) — and to EXPIRED when the checkout page
 * expired unused. Any other status has no failure (null).
 */
export function paymentFailureReason(payment: {
  status: PaymentStatus;
  method: PaymentMethod;
}): FinanceLabel | null {
  if (payment.status === 'EXPIRED') return PAYMENT_EXPIRED_REASON;
  if (payment.status === 'FAILED') return PAYMENT_FAILED_REASONS[payment.method];
  return null;
}

const PAYMENT_FAILED_REASONS: Readonly<Record<PaymentMethod, FinanceLabel>> = {
  CARD: {
    en: 'Stripe reported the card payment as failed.',
    es: 'Stripe informó que el pago con tarjeta falló.',
  },
  OXXO: {
    en: 'The OXXO voucher was not paid before it expired.',
    es: 'La ficha de OXXO no se pagó antes de vencer.',
  },
  SPEI: {
    en: 'The SPEI transfer did not arrive before its deadline.',
    es: 'La transferencia SPEI no llegó antes del plazo.',
  },
};

const PAYMENT_EXPIRED_REASON: FinanceLabel = {
  en: 'The checkout page expired before the payment was made.',
  es: 'La página de pago venció sin que se hiciera el pago.',
};

// ─── Entities ──────────────────────────────────────────────────────────────────────────────────

/** How to pay an OXXO voucher or a SPEI transfer, from the payment intent's `next_action`. */
export const PaymentInstructions = Type.Union(
  [
    Type.Object({
      kind: Type.Literal('OXXO'),
      /** The voucher's reference number, typed at the OXXO till. */
      number: Str({ max: 255 }),
      expires_at: Nullable(IsoDateTime()),
      hosted_voucher_url: Nullable(Str({ max: 2048 })),
    }),
    Type.Object({
      kind: Type.Literal('SPEI'),
      clabe: Str({ max: 64 }),
      bank_name: Nullable(Str({ max: 255 })),
      reference: Nullable(Str({ max: 255 })),
      /** Centavos still to transfer. */
      amount_remaining: Int({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      hosted_instructions_url: Nullable(Str({ max: 2048 })),
    }),
  ],
  { title: 'PaymentInstructions' },
);
export type PaymentInstructions = Static<typeof PaymentInstructions>;

/** One purchase of a profile, as /dashboard/purchases lists it. Amounts in centavos of `currency`. */
export const Payment = Type.Object(
  {
    id: Uuid(),
    type: Literals(PAYMENT_CHECKOUT_TYPES),
    reference_id: Uuid(),
    method: Literals(PAYMENT_METHODS),
    status: Literals(PAYMENT_STATUSES),
    amount: Int({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    currency: Literals(['MXN'] as const),
    /** Where to finish an OPEN checkout (null once it is no longer open). An http(s) address. */
    checkout_url: Nullable(Str({ max: 2048 })),
    instructions: Nullable(PaymentInstructions),
    created_at: IsoDateTime(),
    paid_at: Nullable(IsoDateTime()),
    failed_at: Nullable(IsoDateTime()),
  },
  { title: 'Payment' },
);
export type Payment = Static<typeof Payment>;

// ─── Requests and answers ──────────────────────────────────────────────────────────────────────

/**
 * Pay for something: its type, what it is (the appraisal furnishing query, or the property whose
 * first month is paid) and how. The amount is never sent: the server prices it.
 */
export const PaymentCheckoutCreate = Type.Object({
  type: Literals(PAYMENT_CHECKOUT_TYPES),
  reference_id: Uuid(),
  method: Literals(PAYMENT_METHODS),
});
export type PaymentCheckoutCreate = Static<typeof PaymentCheckoutCreate>;

export const PaymentCheckoutCreated = Type.Object(
  { payment_id: Uuid(), id: Str({ max: 255 }), type: Literals(PAYMENT_CHECKOUT_TYPES), url: Url() },
  { title: 'PaymentCheckoutCreated' },
);
export type PaymentCheckoutCreated = Static<typeof PaymentCheckoutCreated>;

export const PaymentParams = Type.Object({ payment_id: Uuid() });
export type PaymentParams = Static<typeof PaymentParams>;

export const PaymentListQuery = Type.Object({
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
});
export type PaymentListQuery = Static<typeof PaymentListQuery>;

export const PaymentPage = Paginated(Payment);
export type PaymentPage = Static<typeof PaymentPage>;

/**
 * A failed payment as staff see it (issue 19's staff home): the payment, whose it is, and the
 * property's name when it paid a property's first month (null for a furnishing package).
 */
export const FailedPayment = Type.Object(
  {
    ...Payment.properties,
    profile_id: Uuid(),
    property_name: Nullable(Str({ max: 255 })),
  },
  { title: 'FailedPayment' },
);
export type FailedPayment = Static<typeof FailedPayment>;

export const FailedPaymentPage = Paginated(FailedPayment);
export type FailedPaymentPage = Static<typeof FailedPaymentPage>;

/**
 * Staff's list of every payment (GET /admin/payment, issue 19): by status, and searched by the
 * payer's name or email, the paid property's name or the package's name (es or en).
 */
export const AdminPaymentQuery = Type.Object({
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  status: Type.Optional(Literals(PAYMENT_STATUSES)),
  q: SearchText(),
});
export type AdminPaymentQuery = Static<typeof AdminPaymentQuery>;

/**
 * A payment as staff list it: the payment, the paid property's name (a first month) and the payer
 * as identity last announced them (null until finance has heard of the profile).
 */
export const AdminPayment = Type.Object(
  {
    ...FailedPayment.properties,
    payer_name: Nullable(Str({ max: 255 })),
    payer_email: Nullable(Str({ max: 320 })),
    updated_at: IsoDateTime(),
  },
  { title: 'AdminPayment' },
);
export type AdminPayment = Static<typeof AdminPayment>;

export const AdminPaymentPage = Paginated(AdminPayment);
export type AdminPaymentPage = Static<typeof AdminPaymentPage>;

/** Whether payments can be taken here, and how (the SPA hides pay buttons when not). */
export const PaymentSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    methods: Type.Array(Literals(PAYMENT_METHODS)),
    oxxo_expires_after_days: Int({ min: OXXO_EXPIRES_AFTER_DAYS_MIN, max: OXXO_EXPIRES_AFTER_DAYS_MAX }),
    /** What each type costs, in centavos (a type priced per property says null). */
    prices: Type.Object({
      APPRAISAL_FURNISHING_QUERY: Nullable(Int({ min: 0, max: Number.MAX_SAFE_INTEGER })),
      FIRST_MONTH_IN_ADVANCE: Nullable(Int({ min: 0, max: Number.MAX_SAFE_INTEGER })),
    }),
  },
  { title: 'PaymentSettings' },
);
export type PaymentSettings = Static<typeof PaymentSettings>;

export const StripeCustomerAnswer = Type.Object(
  { customer_id: Str({ max: 255 }) },
  { title: 'StripeCustomer' },
);
export type StripeCustomerAnswer = Static<typeof StripeCustomerAnswer>;

export const CustomerPortalAnswer = Type.Object({ url: Url() }, { title: 'CustomerPortal' });
export type CustomerPortalAnswer = Static<typeof CustomerPortalAnswer>;

export const WebhookReceived = Type.Object(
  { received: Type.Boolean(), duplicate: Type.Boolean() },
  { title: 'WebhookReceived' },
);
export type WebhookReceived = Static<typeof WebhookReceived>;

// ─── Routes ────────────────────────────────────────────────────────────────────────────────────

export const financePayments = {
  paymentSettings: defineRoute({
    method: 'GET',
    path: '/stripe/util/settings',
    tags: ['stripe'],
    auth: 'signedIn',
    summary: 'Whether payments are taken here, by which methods, and the fixed prices',
    response: { 200: PaymentSettings },
    errors: [401],
  }),
  stripeCustomer: defineRoute({
    method: 'POST',
    path: '/stripe/util/customer',
    tags: ['stripe'],
    auth: 'signedIn',
    summary: "The caller's Stripe customer, created once per profile",
    response: { 200: StripeCustomerAnswer },
    errors: [401, 502, 503],
  }),
  customerPortal: defineRoute({
    method: 'POST',
    path: '/stripe/util/customer_portal',
    tags: ['stripe'],
    auth: 'signedIn',
    summary: 'A Stripe customer portal session for the caller (its payment methods and receipts)',
    response: { 200: CustomerPortalAnswer },
    errors: [401, 502, 503],
  }),
  createCheckout: defineRoute({
    method: 'POST',
    path: '/stripe/checkout_session',
    tags: ['stripe'],
    auth: 'signedIn',
    summary:
      'A checkout session for a payment type, by card, OXXO or SPEI; the first month in advance needs lease configuration read on the property',
    body: PaymentCheckoutCreate,
    response: { 201: PaymentCheckoutCreated },
    errors: [400, 401, 403, 404, 502, 503],
  }),
  payments: defineRoute({
    method: 'GET',
    path: '/stripe/payment',
    tags: ['stripe'],
    auth: 'signedIn',
    summary: "The caller's purchases, newest first, 20 a page",
    query: PaymentListQuery,
    response: { 200: PaymentPage },
    errors: [400, 401],
  }),
  failedPayments: defineRoute({
    method: 'GET',
    path: '/stripe/payment/failed',
    tags: ['stripe', 'admin'],
    auth: 'staff',
    summary: "Every profile's failed payments, latest failure first, 20 a page (staff)",
    query: PaymentListQuery,
    response: { 200: FailedPaymentPage },
    errors: [400, 401, 403],
  }),
  adminPayments: defineRoute({
    method: 'GET',
    path: '/admin/payment',
    tags: ['admin', 'stripe'],
    auth: 'staff',
    summary:
      "Every profile's payments, newest first, 20 a page, by status and searched by payer, property or package (staff)",
    query: AdminPaymentQuery,
    response: { 200: AdminPaymentPage },
    errors: [400, 401, 403],
  }),
  payment: defineRoute({
    method: 'GET',
    path: '/stripe/payment/:payment_id',
    tags: ['stripe'],
    auth: 'signedIn',
    summary: 'One of the caller’s purchases',
    params: PaymentParams,
    response: { 200: Payment },
    errors: [400, 401, 404],
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/stripe/webhook',
    tags: ['stripe'],
    auth: 'public',
    summary: 'Stripe events, signed (Stripe-Signature over the raw body); each event id acts once',
    response: { 200: WebhookReceived },
    errors: [400],
  }),
} as const;

/** The messages payments answer with (texts in i18n/messages.ts). */
export const PAYMENT_MESSAGES = {
  unavailable: 'payment.unavailable',
  provider: 'payment.provider',
  notFound: 'payment.notFound',
  leaseMissing: 'payment.leaseMissing',
  signature: 'payment.signature',
  eventInvalid: 'payment.eventInvalid',
} as const satisfies Record<string, MessageKey>;
