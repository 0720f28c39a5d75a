import type pg from 'pg';
import type { Logger } from 'pino';
import { makeEvent, type EventPayload, type EventType } from '@casona/proto';
import type { Database } from '@casona/kit/db/database';
import { conflict, type AppError, forbidden, notFound, validationFailed } from '@casona/kit/errors/errors';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { JobQueue } from '@casona/kit/ports/job-queue';
import type { ObjectStorage } from '@casona/kit/ports/object-storage';
import type { PlatformConfig } from '@casona/kit/runtime/platform-config';
import type { PasswordHasher } from '../adapters/password-hasher.ts';
import type { SigningKeys } from '../adapters/signing-keys.ts';
import type { IdentityConfig } from '../config.ts';
import type { Violation } from '../domain/memberships.ts';

/** Anything that runs SQL: the pool or a transaction's client. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** The ports identity's use cases run on; built once in service.ts. */
export interface Deps {
  db: Database;
  emit(client: pg.ClientBase, events: readonly EventEnvelope[]): Promise<void>;
  storage: ObjectStorage;
  /** Work done after answering (the password-reset link). */
  jobs: JobQueue;
  logger: Logger;
  config: IdentityConfig;
  platform: PlatformConfig;
  hasher: PasswordHasher;
  keys: SigningKeys;
  now(): Date;
}

export const PRODUCER = 'identity';

/** An event of proto's catalogue, stamped with identity's clock. */
export function event<T extends EventType>(deps: Pick<Deps, 'now'>, type: T, payload: EventPayload<T>) {
  return makeEvent(type, { payload, producer: PRODUCER, now: deps.now() });
}

/** A broken business rule as the typed error the handler maps to its status and message. */
export function violationError(violation: Violation): AppError {
  switch (violation.kind) {
    case 'forbidden':
      return forbidden({ messageKey: violation.key });
    case 'not_found':
      return notFound({ messageKey: violation.key });
    case 'invalid':
      return validationFailed([{ path: violation.path, key: violation.key, params: violation.params }], {
        messageKey: violation.key,
        params: violation.params,
      });
    case 'conflict':
      return conflict({
        messageKey: violation.key,
        issues: [{ path: violation.path, key: violation.key, params: violation.params }],
      });
  }
}

export function throwIf(violation: Violation | null): void {
  if (violation) throw violationError(violation);
}

/** Postgres unique violation on a given constraint or index. */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean =>
  (err as { code?: string }).code === '23505' &&
  (constraint === undefined || (err as { constraint?: string }).constraint === constraint);
