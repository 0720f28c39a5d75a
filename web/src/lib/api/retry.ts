/**
 * When a failed query is worth trying again: twice at most, and never for an answer that will not
 * change (a 4xx, or a session that expired: the app sends the person to log in instead).
 */
import { ApiError, SessionExpiredError } from './errors.ts';

export const MAX_QUERY_RETRIES = 2;

export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  return (
    failureCount < MAX_QUERY_RETRIES &&
    !(error instanceof SessionExpiredError) &&
    !(error instanceof ApiError && error.status < 500)
  );
}
