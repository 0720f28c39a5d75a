/**
 * Client errors go to POST /api/v1/log (spec §7: descriptiveSource, message, name, stack), so a
 * failure a person saw reaches the same logs as the server's. Bounded per page load and
 * de-duplicated, and a failure to log never triggers another log.
 */
import { notificationForms } from '@casona/proto/notifications/routes';
import type { LogPost } from '@casona/proto/schemas/submissions';

import { api } from './client.ts';

const MAX_REPORTS_PER_PAGE = 20;
const seen = new Set<string>();
let sent = 0;

export function toLogPost(error: unknown, descriptiveSource: string): LogPost {
  const err =
    error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  return {
    descriptiveSource: descriptiveSource.slice(0, 500) || 'web',
    message: (err.message || err.name || 'Unknown error').slice(0, 10_000),
    name: (err.name || 'Error').slice(0, 200),
    stack: err.stack ? err.stack.slice(0, 50_000) : null,
  };
}

/** Sends `error` to the log endpoint; resolves whether or not the log call itself succeeded. */
export async function reportClientError(error: unknown, descriptiveSource: string): Promise<void> {
  const body = toLogPost(error, descriptiveSource);
  const fingerprint = `${body.descriptiveSource}|${body.name}|${body.message}`;
  if (seen.has(fingerprint) || sent >= MAX_REPORTS_PER_PAGE) return;
  seen.add(fingerprint);
  sent += 1;
  try {
    await api(notificationForms.log, { body, anonymous: true });
  } catch (logError) {
    // The log service itself is down: the console is all that is left, and logging again would loop.
    console.warn('Could not report a client error', body, logError);
  }
}

/** Catches what no screen handled: uncaught exceptions and unhandled promise rejections. */
export function installGlobalErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    void reportClientError(event.error ?? event.message, `window.onerror ${event.filename}:${event.lineno}`);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void reportClientError(event.reason, 'unhandledrejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Test hook: forget what was sent. */
export function resetErrorReporting(): void {
  seen.clear();
  sent = 0;
}
