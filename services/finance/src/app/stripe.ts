/**
 * The Stripe client finance calls through: the real API by default, or the server at
 * STRIPE_API_BASE (the SDK's host/port/protocol) — the local Stripe server of the tests. No secret
 * key means payments are off: there is no client, and the pay routes answer 503.
 */
import Stripe from 'stripe';
import { AppError } from '@casona/kit/errors/errors';
import type { FinanceConfig } from '../config.ts';

export type StripeClient = Stripe;

export function createStripeClient(config: FinanceConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'casona-finance' },
  };
  if (config.STRIPE_API_BASE) {
    const url = new URL(config.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}

/** 503 'Online payments are not available' when Stripe is not configured here. */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new AppError('UPSTREAM', 503, { messageKey: 'payment.unavailable' });
  return stripe;
}

/** A Stripe call that failed: 502 with the provider wording; the cause stays in the log. */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError('UPSTREAM', 502, { messageKey: 'payment.provider', params: { what }, cause: error });
  }
}
