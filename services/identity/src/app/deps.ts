import type { Logger } from 'pino';
import type { Database } from '@casona/kit/db/database';
import { conflict, type AppError, forbidden, notFound, validationFailed } from '@casona/kit/errors/errors';
import type { JobQueue } from '@casona/kit/ports/job-queue';
import type { ObjectStorage } from '@casona/kit/ports/object-storage';
import type { PlatformConfig } from '@casona/kit/runtime/platform-config';
import type { ServiceContext } from '@casona/kit/runtime/service';
import type { PasswordHasher } from '../adapters/password-hasher.ts';
import type { SigningKeys } from '../adapters/signing-keys.ts';
import type { IdentityConfig } from '../config.ts';
import type { Violation } from '../domain/memberships.ts';

/** The ports identity's use cases run on; built once per start by the definition's `deps(ctx)`. */
export interface Deps {
  db: Database;
  emit: ServiceContext['emit'];
  /** A catalogue event stamped with identity's producer name and clock (the kit's `ctx.event`). */
  event: ServiceContext['event'];
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
