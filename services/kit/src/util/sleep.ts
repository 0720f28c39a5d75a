/**
 * Waits `ms`, or less when `signal` aborts. Never rejects: aborting only ends the wait early, and
 * callers check their own state afterwards (unlike `timers/promises`, which rejects on abort).
 */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
