/**
 * The demo's session, in memory only: a read-only access token for the demo owner asked of
 * `GET /api/v1/demo/session`, renewed a minute before it expires (and once on a 401), handed to the
 * API client as its in-memory session (lib/api/session.ts) while a demo screen is open. Nothing is
 * written to storage and a signed-in person's stored session is never read or changed.
 */
import type { DemoSession } from '@casona/proto/demo';

import { setMemorySession } from '../../lib/api/session.ts';

/** Renew this long before the token expires. */
export const RENEW_AHEAD_MS = 60_000;
/** Never sooner than this after the last renewal (a clock far off, a very short token). */
export const RENEW_FLOOR_MS = 5_000;

/** How long to wait before asking for the next token: a minute before `expiresAt` (half the time left when less). */
export function renewDelayMs(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  if (!Number.isFinite(left)) return RENEW_FLOOR_MS;
  const delay = left > 2 * RENEW_AHEAD_MS ? left - RENEW_AHEAD_MS : left / 2;
  return Math.max(RENEW_FLOOR_MS, Math.round(delay));
}

export type DemoSessionHandle = { stop: () => void };

/** The timers the session uses (tests pass their own). */
export type Clock = {
  now: () => number;
  schedule: (run: () => void, ms: number) => unknown;
  cancel: (timer: unknown) => void;
};
const realClock: Clock = {
  now: () => Date.now(),
  schedule: (run, ms) => setTimeout(run, ms),
  cancel: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * Asks for a session with `fetchSession`, installs it as the API client's in-memory session and keeps
 * it fresh until `stop()`, which takes it away again. `onReady` runs once the first token is in
 * place (the screens may call the API from then on), `onError` when the first one could not be had.
 */
export function startDemoSession(
  fetchSession: () => Promise<DemoSession>,
  callbacks: { onReady: () => void; onError: (error: unknown) => void },
  clock: Clock = realClock,
): DemoSessionHandle {
  let stopped = false;
  let timer: unknown;
  let renewing: Promise<string | null> | undefined;

  const install = (session: DemoSession) => {
    if (stopped) return;
    setMemorySession({ accessToken: session.access_token, renew });
    if (timer !== undefined) clock.cancel(timer);
    timer = clock.schedule(() => void renew(), renewDelayMs(session.expires_at, clock.now()));
  };

  // Concurrent 401s share one renewal; a failed renewal leaves the calls to show their error.
  function renew(): Promise<string | null> {
    renewing ??= fetchSession()
      .then(
        (session) => {
          install(session);
          return stopped ? null : session.access_token;
        },
        (error: unknown) => {
          console.warn('Demo session renewal failed', error);
          return null;
        },
      )
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  }

  fetchSession().then(
    (session) => {
      if (stopped) return;
      install(session);
      callbacks.onReady();
    },
    (error: unknown) => {
      if (!stopped) callbacks.onError(error);
    },
  );

  return {
    stop: () => {
      stopped = true;
      if (timer !== undefined) clock.cancel(timer);
      setMemorySession(null);
    },
  };
}
