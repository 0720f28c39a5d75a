import { FILE_LINK_TTL_SECONDS } from '@casona/proto';
import { seedDemoSetting } from '@casona/proto/demo';
import { ConfigError, env, loadConfig, type ConfigOf, type ConfigSpec } from '@casona/kit/config/config';

/**
 * Documents's own settings, read once at start (the platform's settings — database, Redis,
 * Kafka, S3, PUBLIC_URL — are the kit's `PlatformConfig`). Add a setting here with `env.string`,
 * `env.int`… and its description; list it in the README and in the chart's
 * `services.documents.env`; check what a type cannot in `loadDocumentsConfig`.
 */
export const documentsSpec = {
  FILE_LINK_TTL_SECONDS: env.int(
    "seconds a property file's signed download link works (each download asks again, checked against the caller)",
    FILE_LINK_TTL_SECONDS,
  ),
  SEED_DEMO: env.string(
    "seed the demo's files and contract on start: true, false, or unset = only in embedded mode",
  ),
} satisfies ConfigSpec;

export type DocumentsConfig = Omit<ConfigOf<typeof documentsSpec>, 'SEED_DEMO'> & {
  /** Whether to seed the demo's files and contract; undefined: only in embedded mode. */
  SEED_DEMO: boolean | undefined;
};

export function loadDocumentsConfig(source: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  const config = loadConfig('documents', documentsSpec, source);
  if (config.FILE_LINK_TTL_SECONDS < 1 || config.FILE_LINK_TTL_SECONDS > 3600)
    throw new ConfigError('documents', ['FILE_LINK_TTL_SECONDS must be between 1 and 3600']);
  return { ...config, SEED_DEMO: seedDemoSetting(config.SEED_DEMO) };
}
