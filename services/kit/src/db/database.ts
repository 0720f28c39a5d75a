import pg from 'pg';
import type { Logger } from 'pino';

/**
 * One pool per service, bound to the service's own schema through `search_path`, so queries name
 * tables without a schema and a service cannot touch another service's tables by accident.
 */
export interface Database {
  readonly pool: pg.Pool;
  readonly schema: string;
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
  /** Runs `fn` in a transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url: string;
  schema: string;
  max?: number;
  applicationName?: string;
  logger?: Logger;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  return schema;
}

// Timestamps come back as Date, bigint counters as strings by default; numeric stays a string so
// money keeps its precision. int8 (bigserial ids, counts) fits in a JS number for our volumes.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export function createDatabase(options: DatabaseOptions): Database {
  const schema = assertSchemaName(options.schema);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? schema,
    options: `-c search_path=${schema},public`,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits here; without a listener the process would crash.
  // Once close() has begun, a lost connection is part of the stop (end() resolves before its sockets
  // close), not an error.
  let closing = false;
  pool.on('error', (err) =>
    closing
      ? options.logger?.debug({ err }, 'PostgreSQL connection ended while closing')
      : options.logger?.error({ err }, 'idle PostgreSQL client error'),
  );
  // A client checked out of the pool (a transaction between its queries, the outbox relay, an event
  // consumer) has no pool listener: a connection PostgreSQL ends then (stopped or restarted) would
  // emit 'error' with nobody listening and crash the process. Every client gets its own listener when
  // it is made; its next query fails with the error as usual, and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (closing) options.logger?.debug({ err }, 'PostgreSQL connection ended while closing');
      else options.logger?.warn({ err }, 'PostgreSQL connection lost while in use');
    });
  });

  return {
    pool,
    schema,
    query: (text, values) => pool.query(text, values as unknown[]),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackErr: unknown) => {
          options.logger?.error({ err: rollbackErr }, 'rollback failed');
        });
        throw err;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      closing = true;
      await pool.end();
    },
  };
}
