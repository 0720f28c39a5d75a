import type { Logger } from 'pino';
import type { EventFactory } from '@casona/kit/app/events';
import type { Memberships } from '@casona/kit/auth/membership';
import type { Database } from '@casona/kit/db/database';
import type { SafeFetch } from '@casona/kit/http/safe-fetch';
import type { ObjectStorage } from '@casona/kit/ports/object-storage';
import type { PlatformConfig } from '@casona/kit/runtime/platform-config';
import type { ServiceContext } from '@casona/kit/runtime/service';
import type { ListingsConfig } from '../config.ts';

/** The ports listings' use cases run on; built once per start by the service's `deps(ctx)`. */
export interface Deps {
  db: Database;
  /** Writes events into the outbox inside the caller's transaction. */
  emit: ServiceContext['emit'];
  /** A catalogue event stamped `listings` and listings' clock. */
  event: EventFactory;
  storage: ObjectStorage;
  /** Outbound HTTP that refuses private addresses (calendar feeds). */
  fetch: SafeFetch;
  memberships: Memberships;
  logger: Logger;
  config: ListingsConfig;
  platform: PlatformConfig;
  now(): Date;
}

/** numeric columns arrive as strings (precision kept); the API answers numbers. */
export const num = (value: string | number): number => (typeof value === 'number' ? value : Number(value));
export const numOrNull = (value: string | number | null): number | null =>
  value === null ? null : num(value);
