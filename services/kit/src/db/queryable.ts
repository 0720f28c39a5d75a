import type pg from 'pg';

/** Anything that runs SQL: the service's `Database` or a transaction's client. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** SQLSTATE of a unique violation. */
export const UNIQUE_VIOLATION = '23505';

/** A PostgreSQL unique violation, on the given constraint or index when one is named. */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean =>
  (err as { code?: unknown } | null)?.code === UNIQUE_VIOLATION &&
  (constraint === undefined || (err as { constraint?: unknown }).constraint === constraint);
