import type pg from 'pg';
import type { Logger } from 'pino';
import { makeEvent, type EventPayload, type EventType } from '@casona/proto';
import type { Memberships } from '@casona/kit/auth/membership';
import type { Database } from '@casona/kit/db/database';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { ObjectStorage } from '@casona/kit/ports/object-storage';
import type { PlatformConfig } from '@casona/kit/runtime/platform-config';
import type { ListingsConfig } from '../config.ts';

/** Anything that runs SQL: the pool or a transaction's client. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** The ports listings' use cases run on; built once in service.ts. */
export interface Deps {
  db: Database;
  emit(client: pg.ClientBase, events: readonly EventEnvelope[]): Promise<void>;
  storage: ObjectStorage;
  memberships: Memberships;
  logger: Logger;
  config: ListingsConfig;
  platform: PlatformConfig;
  now(): Date;
}

export const PRODUCER = 'listings';

/** An event of proto's catalogue, stamped with listings' clock. */
export function event<T extends EventType>(deps: Pick<Deps, 'now'>, type: T, payload: EventPayload<T>) {
  return makeEvent(type, { payload, producer: PRODUCER, now: deps.now() });
}

/** Postgres unique violation on a given constraint or index. */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean =>
  (err as { code?: string }).code === '23505' &&
  (constraint === undefined || (err as { constraint?: string }).constraint === constraint);

/** numeric columns arrive as strings (precision kept); the API answers numbers. */
export const num = (value: string | number): number => (typeof value === 'number' ? value : Number(value));
export const numOrNull = (value: string | number | null): number | null =>
  value === null ? null : num(value);

/** Deleting a leftover object must not fail a request that already succeeded; it is logged. */
export async function removeQuietly(
  deps: Pick<Deps, 'storage' | 'logger'>,
  bucket: 'public' | 'private',
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deps.storage.remove(bucket, keys);
  } catch (err) {
    deps.logger.warn({ err, bucket, keys }, 'could not delete stored files; they are left orphaned');
  }
}
