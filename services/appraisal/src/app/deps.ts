import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventFactory } from '@casona/kit/app/events';
import type { Memberships } from '@casona/kit/auth/membership';
import type { Database } from '@casona/kit/db/database';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { JobQueue } from '@casona/kit/ports/job-queue';
import type { ObjectStorage } from '@casona/kit/ports/object-storage';
import type { PlatformConfig } from '@casona/kit/runtime/platform-config';
import type { AppraisalConfig } from '../config.ts';
import type { Valuation } from './valuation-port.ts';

/** The ports appraisal's use cases run on; built once in service.ts. */
export interface Deps {
  db: Database;
  emit(client: pg.ClientBase, events: readonly EventEnvelope[]): Promise<void>;
  /** A catalogue event stamped 'documents' and with the service's clock (the kit's `ctx.event`). */
  event: EventFactory;
  jobs: JobQueue;
  storage: ObjectStorage;
  /** The local projection of identity's memberships (role labels), for `can()` checks. */
  memberships: Memberships;
  logger: Logger;
  config: AppraisalConfig;
  platform: PlatformConfig;
  now(): Date;
  /** The valuation model (src/valuation): price, range, comparables and the short-term-rental estimate. */
  valuation: Valuation;
}
