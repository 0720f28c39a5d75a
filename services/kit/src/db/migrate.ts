import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import type { Logger } from 'pino';
import { assertSchemaName } from './database.ts';

/** The kit's own tables (outbox, processed events, dead letters, jobs, membership projection). */
export const KIT_MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface MigrateOptions {
  url: string;
  schema: string;
  /** The service's own migrations (timestamped SQL files with `-- Up Migration` / `-- Down Migration`). */
  dir?: string;
  logger?: Logger;
}

/**
 * Brings a service schema up to date: first the kit's tables, then the service's. Two migration
 * tables keep the two histories apart, so a new kit migration never has to be ordered among a
 * service's own files. node-pg-migrate's advisory lock makes concurrent starts (several replicas)
 * wait for each other instead of racing.
 */
export async function migrate(options: MigrateOptions): Promise<void> {
  const schema = assertSchemaName(options.schema);
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const log = (msg: string) => options.logger?.debug({ schema }, msg);
    const common = {
      dbClient: client,
      schema,
      direction: 'up' as const,
      createSchema: true,
      checkOrder: true,
      singleTransaction: true,
      advisoryLockMode: 'wait' as const,
      log,
      logger: {
        debug: log,
        info: log,
        warn: log,
        error: (m: string) => options.logger?.error({ schema }, m),
      },
    };
    await runner({ ...common, dir: KIT_MIGRATIONS_DIR, migrationsTable: 'kit_migrations' });
    if (options.dir) await runner({ ...common, dir: options.dir, migrationsTable: 'pgmigrations' });
  } finally {
    await client.end();
  }
}
