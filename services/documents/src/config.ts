import { loadConfig, type ConfigOf, type ConfigSpec } from '@casona/kit/config/config';

/**
 * Documents's own settings, read once at start (the platform's settings — database, Redis,
 * Kafka, S3, PUBLIC_URL — are the kit's `PlatformConfig`). Add a setting here with `env.string`,
 * `env.int`… and its description; list it in the README and in the chart's
 * `services.documents.env`; check what a type cannot in `loadDocumentsConfig`.
 */
export const documentsSpec = {} satisfies ConfigSpec;

export type DocumentsConfig = ConfigOf<typeof documentsSpec>;

export function loadDocumentsConfig(source: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  return loadConfig('documents', documentsSpec, source);
}
