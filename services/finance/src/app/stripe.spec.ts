/** Payments off without a key, and the settings that cannot start: checked without a server. */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@casona/kit/config/config';
import { loadFinanceConfig } from '../config.ts';
import { callStripe, createStripeClient, requireStripe } from './stripe.ts';

describe('the Stripe client', () => {
  it('is absent without a secret key: payments are off and the pay routes answer 503', () => {
    const config = loadFinanceConfig({});
    expect(createStripeClient(config)).toBeNull();
    expect(() => requireStripe(null)).toThrow(
      expect.objectContaining({ statusCode: 503, messageKey: 'payment.unavailable' }),
    );
  });

  it('calls the server STRIPE_API_BASE names (host, port, protocol)', async () => {
    const client = createStripeClient(
      loadFinanceConfig({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      }),
    );
    expect(client).not.toBeNull();
    // Nothing listens on port 9: the call fails there (never at api.stripe.com) and becomes a 502.
    await expect(
      callStripe('customers.create', () => client!.customers.create({}, { maxNetworkRetries: 0 })),
    ).rejects.toMatchObject({
      statusCode: 502,
      messageKey: 'payment.provider',
    });
  });

  it('refuses to start with an OXXO voucher outside 1–7 days, or a key without its webhook secret', () => {
    expect(() => loadFinanceConfig({ STRIPE_OXXO_EXPIRES_AFTER_DAYS: '8' })).toThrow(ConfigError);
    expect(() => loadFinanceConfig({ STRIPE_OXXO_EXPIRES_AFTER_DAYS: '0' })).toThrow(ConfigError);
    expect(loadFinanceConfig({ STRIPE_OXXO_EXPIRES_AFTER_DAYS: '7' }).STRIPE_OXXO_EXPIRES_AFTER_DAYS).toBe(7);
    expect(() => loadFinanceConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
