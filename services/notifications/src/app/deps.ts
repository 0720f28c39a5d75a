import type pg from 'pg';
import type { Logger } from 'pino';
import type { Locale } from '@casona/proto';
import type { EventFactory } from '@casona/kit/app/events';
import type { Memberships } from '@casona/kit/auth/membership';
import type { Database } from '@casona/kit/db/database';
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

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;
