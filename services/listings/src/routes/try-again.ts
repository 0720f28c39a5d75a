import type { MessageKey } from '@casona/proto';
import { AppError, isAppError } from '@casona/kit/errors/errors';

/**
 * §8 try-again messages: an unexpected failure of a public form answers 500 with that form's own
 * "please try again later" text instead of the generic one. Known errors (validation, 404, 409…)
 * pass through as they are.
 */
export async function orTryAgain<T>(key: MessageKey, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isAppError(err)) throw err;
    throw new AppError('INTERNAL', 500, { messageKey: key, cause: err });
  }
}
