import type pg from 'pg';
import type { Logger } from 'pino';
import { PAGE_SIZE, makeEvent, type EventPayload, type EventType, type Locale } from '@casona/proto';
import type { Memberships } from '@casona/kit/auth/membership';
import type { Database } from '@casona/kit/db/database';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { JobQueue } from '@casona/kit/ports/job-queue';
import type { Mailer } from '@casona/kit/ports/mailer';
import type { PlatformConfig } from '@casona/kit/runtime/platform-config';
import type { NotificationsConfig } from '../config.ts';

/** Anything that runs SQL: the pool or a transaction's client. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** The ports notifications' use cases run on; built once in service.ts. */
export interface Deps {
  db: Database;
  emit(client: pg.ClientBase, events: readonly EventEnvelope[]): Promise<void>;
  jobs: JobQueue;
  mailer: Mailer;
  memberships: Memberships;
  logger: Logger;
  config: NotificationsConfig;
  platform: PlatformConfig;
  /** Where the embedded mailer writes (DATA_DIR/mail); read by the staff mailbox. */
  outboxDir: string;
  now(): Date;
}

export const PRODUCER = 'notifications';
export const SEND_EMAIL_JOB = 'send-email';

/** An event of proto's catalogue, stamped with notifications' clock. */
export function event<T extends EventType>(deps: Pick<Deps, 'now'>, type: T, payload: EventPayload<T>) {
  return makeEvent(type, { payload, producer: PRODUCER, now: deps.now() });
}

export const teamOf = (deps: Pick<Deps, 'config'>) => ({
  email: deps.config.TEAM_EMAIL,
  locale: deps.config.TEAM_LOCALE as Locale,
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page (PAGE_SIZE rows) of `rows` and the total of `count`, both run with `values`; `rows` must
 * end with its ORDER BY (LIMIT and OFFSET are appended as parameters).
 */
export async function paged<R extends pg.QueryResultRow, T>(
  q: Queryable,
  page: number,
  query: { rows: string; count: string; values: unknown[] },
  map: (row: R) => T,
): Promise<Page<T>> {
  const n = query.values.length;
  const [rows, count] = await Promise.all([
    q.query<R>(`${query.rows} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...query.values,
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    ]),
    q.query<{ n: number }>(query.count, query.values),
  ]);
  return { items: rows.rows.map(map), total: Number(count.rows[0]?.n ?? 0), page, pageSize: PAGE_SIZE };
}

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;
