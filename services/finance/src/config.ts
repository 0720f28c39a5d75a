import { seedDemoSetting } from '@casona/proto/demo';
import { ConfigError, env, loadConfig, type ConfigOf, type ConfigSpec } from '@casona/kit/config/config';

/**
 * Finance's own settings, read once at start (the platform's settings — database, Redis,
 * Kafka, S3, PUBLIC_URL — are the kit's `PlatformConfig`). Add a setting here with `env.string`,
 * `env.int`… and its description; list it in the README and in the chart's
 * `services.finance.env`; check what a type cannot in `loadFinanceConfig`.
 */
export const financeSpec = {
  CSV_MAX_BYTES: env.int(
    'largest CSV import in bytes (100,000 rows of a bank export weigh about 7 MB); also the service body limit',
    32 * 1024 * 1024,
  ),
  // Payments (Stripe). No key: payments are off and the SPA hides its pay buttons.
  STRIPE_SECRET_KEY: env.string('Stripe secret key (sk_live_… / sk_test_…); unset turns payments off', {
    secret: true,
  }),
  STRIPE_WEBHOOK_SECRET: env.string('signing secret of the Stripe webhook endpoint (whsec_…)', {
    secret: true,
  }),
  STRIPE_API_BASE: env.url(
    'where the Stripe SDK calls (a local Stripe server in tests); default https://api.stripe.com',
  ),
  STRIPE_OXXO_EXPIRES_AFTER_DAYS: env.int('days an OXXO voucher stays payable (Stripe allows 1 to 7)', 3),
  FURNISHING_PACKAGE_PRICE_MXN: env.int("price of an appraisal's furnishing package, in pesos", 25_000),
  SEED_DEMO: env.string(
    "seed the demo's ledger, commission and statement on start: true, false, or unset = only in embedded mode",
  ),
} satisfies ConfigSpec;

export type FinanceConfig = Omit<ConfigOf<typeof financeSpec>, 'SEED_DEMO'> & {
  /** Whether to seed the demo's ledger, commission and statement; undefined: only in embedded mode. */
  SEED_DEMO: boolean | undefined;
};

export function loadFinanceConfig(source: NodeJS.ProcessEnv = process.env): FinanceConfig {
  const config = loadConfig('finance', financeSpec, source);
  const days = config.STRIPE_OXXO_EXPIRES_AFTER_DAYS;
  if (days < 1 || days > 7)
    throw new ConfigError('finance', [`STRIPE_OXXO_EXPIRES_AFTER_DAYS must be 1 to 7 (got ${days})`]);
  if (config.FURNISHING_PACKAGE_PRICE_MXN < 10 || config.FURNISHING_PACKAGE_PRICE_MXN > 1_000_000)
    throw new ConfigError('finance', ['FURNISHING_PACKAGE_PRICE_MXN must be 10 to 1,000,000 pesos']);
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError('finance', ['STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY']);
  return { ...config, SEED_DEMO: seedDemoSetting(config.SEED_DEMO) };
}
