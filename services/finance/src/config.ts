import { env, loadConfig, type ConfigOf, type ConfigSpec } from '@casona/kit/config/config';

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
} satisfies ConfigSpec;

export type FinanceConfig = ConfigOf<typeof financeSpec>;

export function loadFinanceConfig(source: NodeJS.ProcessEnv = process.env): FinanceConfig {
  return loadConfig('finance', financeSpec, source);
}
