/**
 * The rules of payments, as pure functions: what a Stripe event does to a payment (out-of-order
 * safe), the checkout session finance asks Stripe for, and the voucher or transfer instructions read
 * from a payment intent.
 */
import {
  PAYMENT_CHECKOUT_TYPES,
  PAYMENT_TYPE_LABELS,
  STRIPE_PAYMENT_METHOD_TYPES,
  type PaymentCheckoutType,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentStatus,
} from '@casona/proto';
import type Stripe from 'stripe';

/** What a webhook tells about a checkout, in the product's terms. */
export type CheckoutSignal =
  /** `checkout.session.completed` with `payment_status: 'paid'` (card, or a late-arriving completion). */
  | 'completed_paid'
  /** `checkout.session.completed` still unpaid: an OXXO voucher or SPEI transfer is to be made. */
  | 'completed_unpaid'
  | 'async_succeeded'
  | 'async_failed'
  | 'expired';

/** The Stripe event types finance acts on, and the signal each gives. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type HandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];

export function isHandledStripeEvent(type: string): type is HandledStripeEvent {
  return (HANDLED_STRIPE_EVENTS as readonly string[]).includes(type);
}

export function signalOf(type: HandledStripeEvent, paymentStatus: string | null | undefined): CheckoutSignal {
  switch (type) {
    case 'checkout.session.completed':
      // 'no_payment_required' never happens for a priced one-off checkout; treated as not paid.
      return paymentStatus === 'paid' ? 'completed_paid' : 'completed_unpaid';
    case 'checkout.session.async_payment_succeeded':
      return 'async_succeeded';
    case 'checkout.session.async_payment_failed':
      return 'async_failed';
    case 'checkout.session.expired':
      return 'expired';
  }
}

/**
 * The status a payment moves to on a signal. Stripe delivers events at least once and in no fixed
 * order, so: PAID is final (a late `completed`, a replayed failure or an expiry never un-pay it);
 * money arriving (`async_succeeded`, `completed_paid`) pays from any other status; a completion only
 * moves an OPEN checkout to PENDING; a failure ends OPEN or PENDING; an expiry ends only OPEN.
 */
export function nextStatus(current: PaymentStatus, signal: CheckoutSignal): PaymentStatus {
  if (current === 'PAID') return 'PAID';
  switch (signal) {
    case 'completed_paid':
    case 'async_succeeded':
      return 'PAID';
    case 'completed_unpaid':
      return current === 'OPEN' ? 'PENDING' : current;
    case 'async_failed':
      return current === 'OPEN' || current === 'PENDING' ? 'FAILED' : current;
    case 'expired':
      return current === 'OPEN' ? 'EXPIRED' : current;
  }
}

const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The packages (payment types) whose name, in Spanish or English, holds what staff typed — accents
 * and case aside — so "amueblado" or "first month" find those payments. None for a blank search.
 */
export function typesNamed(typed: string | null | undefined): PaymentCheckoutType[] {
  const needle = folded(typed ?? '');
  if (needle === '') return [];
  return PAYMENT_CHECKOUT_TYPES.filter((type) =>
    Object.values(PAYMENT_TYPE_LABELS[type]).some((label) => folded(label).includes(needle)),
  );
}

/** Pesos to centavos, as Stripe counts MXN. */
export const centavos = (pesos: number): number => Math.round(pesos * 100);

export interface CheckoutRequest {
  paymentId: string;
  profileId: string;
  type: PaymentCheckoutType;
  referenceId: string;
  method: PaymentMethod;
  /** Centavos. */
  amount: number;
  customerId: string;
  locale: 'es' | 'en';
  oxxoExpiresAfterDays: number;
  /** Where the SPA is, e.g. https://casona.mx */
  publicUrl: string;
}

/**
 * The parameters of `stripe.checkout.sessions.create` for one payment: one line priced in MXN by
 * the server, the one method chosen, the OXXO voucher's life, and SPEI as a Mexican bank transfer
 * into the customer's balance. Metadata names the payment so the webhook finds it again.
 */
export function checkoutSessionParams(r: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const label = PAYMENT_TYPE_LABELS[r.type][r.locale];
  const purchases = `${r.publicUrl.replace(/\/+$/, '')}/dashboard/purchases`;
  const metadata = {
    payment_id: r.paymentId,
    profile_id: r.profileId,
    type: r.type,
    reference_id: r.referenceId,
  };
  const paymentMethodOptions =
    r.method === 'OXXO'
      ? { oxxo: { expires_after_days: r.oxxoExpiresAfterDays } }
      : r.method === 'SPEI'
        ? {
            customer_balance: {
              funding_type: 'bank_transfer' as const,
              bank_transfer: { type: 'mx_bank_transfer' as const },
            },
          }
        : undefined;
  return {
    mode: 'payment' as const,
    customer: r.customerId,
    client_reference_id: r.paymentId,
    locale: r.locale,
    // The one method chosen (API 2026-10-28: `allowed_payment_method_types` replaced `payment_method_types`).
    allowed_payment_method_types: [
      STRIPE_PAYMENT_METHOD_TYPES[r.method] as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType,
    ],
    ...(paymentMethodOptions ? { payment_method_options: paymentMethodOptions } : {}),
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'mxn', unit_amount: r.amount, product_data: { name: label } },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    success_url: `${purchases}?payment_id=${r.paymentId}&checkout=success`,
    cancel_url: `${purchases}?payment_id=${r.paymentId}&checkout=canceled`,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const isoFromUnix = (seconds: unknown): string | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const httpUrl = (value: unknown): string | null => {
  const s = text(value);
  return s && /^https?:\/\//.test(s) ? s : null;
};

/**
 * How to pay, from a payment intent's `next_action`: the OXXO voucher (its number, expiry and hosted
 * voucher) or the SPEI transfer (the CLABE, bank, reference and what remains to send). Null when the
 * intent asks for nothing the payer must do offline.
 */
export function instructionsOf(paymentIntent: Json): PaymentInstructions | null {
  const action = paymentIntent?.next_action;
  if (!action || typeof action !== 'object') return null;
  if (action.type === 'oxxo_display_details') {
    const oxxo = action.oxxo_display_details ?? {};
    const number = text(oxxo.number);
    if (!number) return null;
    return {
      kind: 'OXXO',
      number,
      expires_at: isoFromUnix(oxxo.expires_after),
      hosted_voucher_url: httpUrl(oxxo.hosted_voucher_url),
    };
  }
  if (action.type === 'display_bank_transfer_instructions') {
    const transfer = action.display_bank_transfer_instructions ?? {};
    const addresses: Json[] = Array.isArray(transfer.financial_addresses) ? transfer.financial_addresses : [];
    const spei = addresses.find((a) => a?.type === 'spei' && a.spei)?.spei;
    const clabe = text(spei?.clabe);
    if (!clabe) return null;
    const remaining = Number(transfer.amount_remaining);
    return {
      kind: 'SPEI',
      clabe,
      bank_name: text(spei.bank_name),
      reference: text(transfer.reference),
      amount_remaining: Number.isSafeInteger(remaining) && remaining >= 0 ? remaining : 0,
      hosted_instructions_url: httpUrl(transfer.hosted_instructions_url),
    };
  }
  return null;
}
