import { loadConfig, type ConfigOf, type ConfigSpec } from '@casona/kit/config/config';

/**
 * Appraisal's own settings, read once at start (the platform's settings — database, Redis, Kafka,
 * S3, PUBLIC_URL — are the kit's `PlatformConfig`). List a new one in the README and in the chart's
 * `services.appraisal.env`.
 */
export const appraisalSpec = {} satisfies ConfigSpec;

export type AppraisalConfig = ConfigOf<typeof appraisalSpec>;

export function loadAppraisalConfig(source: NodeJS.ProcessEnv = process.env): AppraisalConfig {
  return loadConfig('appraisal', appraisalSpec, source);
}
