import type pg from 'pg';
import type { Logger } from 'pino';
import { PAGE_SIZE, type Locale } from '@casona/proto';
import type { EventFactory } from '@casona/kit/app/events';
import type { Memberships } from '@casona/kit/auth/membership';
import type { Database } from '@casona/kit/db/database';
import type { Queryable } from '@casona/kit/db/queryable';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { JobQueue } from '@casona/kit/ports/job-queue';
import type { Mailer } from '@casona/kit/ports/mailer';
import type { PlatformConfig } from '@casona/kit/runtime/platform-config';
import type { NotificationsConfig } from '../config.ts';

/** The ports notifications' use cases run on; built once in service.ts. */
export interface Deps {
  db: Database;
  emit(client: pg.ClientBase, events: readonly EventEnvelope[]): Promise<void>;
  /** A catalogue event stamped 'notifications' and with the service's clock (the kit's `ctx.event`). */
  event: EventFactory;
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

export const SEND_EMAIL_JOB = 'send-email';

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
