import { seedDemoSetting } from '@casona/proto/demo';
import { env, loadConfig, type ConfigOf, type ConfigSpec } from '@casona/kit/config/config';

/**
 * Maintenance's own settings, read once at start (the platform's settings — database, Redis,
 * Kafka, S3, PUBLIC_URL — are the kit's `PlatformConfig`). Add a setting here with `env.string`,
 * `env.int`… and its description; list it in the README and in the chart's
 * `services.maintenance.env`; check what a type cannot in `loadMaintenanceConfig`.
 */
export const maintenanceSpec = {
  SEED_DEMO: env.string(
    "seed the demo's chores, reports and day plan on start: true, false, or unset = only in embedded mode",
  ),
} satisfies ConfigSpec;

export type MaintenanceConfig = Omit<ConfigOf<typeof maintenanceSpec>, 'SEED_DEMO'> & {
  /** Whether to seed the demo's chores, reports and day plan; undefined: only in embedded mode. */
  SEED_DEMO: boolean | undefined;
};

export function loadMaintenanceConfig(source: NodeJS.ProcessEnv = process.env): MaintenanceConfig {
  const config = loadConfig('maintenance', maintenanceSpec, source);
  return { ...config, SEED_DEMO: seedDemoSetting(config.SEED_DEMO) };
}
