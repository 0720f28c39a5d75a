import { env, loadConfig } from '../config/config.ts';
import { migrate } from '../db/migrate.ts';
import { createLogger } from '../log/logger.ts';
import type { ServiceDefinition } from './service.ts';

/**
 * Runs a service's migrations and exits: the command of the migration Job that runs before a
 * rollout on Kubernetes (`pnpm --filter @casona/<service> migrate`). Services also migrate at start,
 * so the embedded process needs no separate step; node-pg-migrate's lock keeps the two from racing.
 */
export async function runMigrationsMain(definition: ServiceDefinition): Promise<void> {
  const logger = createLogger(`${definition.name}-migrate`);
  const { DATABASE_URL } = loadConfig(`${definition.name} migrations`, {
    DATABASE_URL: env.requiredUrl('PostgreSQL connection string', { secret: true }),
  });
  try {
    await migrate({ url: DATABASE_URL, schema: definition.name, dir: definition.migrationsDir, logger });
    logger.info({ schema: definition.name }, 'migrations applied');
  } catch (err) {
    logger.fatal({ err }, 'migrations failed');
    process.exitCode = 1;
  }
}
