import { loadConfig, type ConfigOf, type ConfigSpec } from '@casona/kit/config/config';

/**
 * Maintenance's own settings, read once at start (the platform's settings — database, Redis,
 * Kafka, S3, PUBLIC_URL — are the kit's `PlatformConfig`). Add a setting here with `env.string`,
 * `env.int`… and its description; list it in the README and in the chart's
 * `services.maintenance.env`; check what a type cannot in `loadMaintenanceConfig`.
 */
export const maintenanceSpec = {} satisfies ConfigSpec;

export type MaintenanceConfig = ConfigOf<typeof maintenanceSpec>;

export function loadMaintenanceConfig(source: NodeJS.ProcessEnv = process.env): MaintenanceConfig {
  return loadConfig('maintenance', maintenanceSpec, source);
}
