import { AppError } from './errors.ts';

/** Seconds a client is asked to wait (Retry-After) when a dependency of the service is down. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

// Socket-level failures of a connection to PostgreSQL, Redis or any TCP dependency.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL SQLSTATEs of a server going away or not taking connections yet: admin_shutdown,
// crash_shutdown, cannot_connect_now, too_many_connections; class 08 is connection exceptions.
const PG_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres and pg-pool say these in words, without a code.
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * Whether `error` (or one of its causes) is a dependency that cannot be reached right now rather
 * than a fault of the request or the code: the answer is then 503 with Retry-After, never 500.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string') {
      if (SOCKET_CODES.has(e.code) || PG_STATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
    }
    if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
    // An AggregateError (a connect to several addresses) carries its failures in `errors`.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner))) return true;
    current = e.cause;
  }
  return false;
}

/** A dependency is down: 503, "please try again later" in the caller's language, Retry-After. */
export const serviceUnavailable = (cause?: unknown) =>
  new AppError('UNAVAILABLE', 503, {
    messageKey: 'error.generic',
    cause,
  });
