import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { ConfigError } from '../config/config.ts';

/**
 * The request being served, for what is logged outside its handler: an HTTP server runs each
 * request inside `requestScope.run({ requestId }, …)`, and the process guard names the request an
 * unexpected error came from.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Exit code of a process the guard stopped so that its supervisor starts a fresh one (EX_SOFTWARE). */
export const EXIT_RESTART = 70;

export interface GuardOptions {
  /**
   * Unexpected errors tolerated within `windowMs`: past that the process is taken to be broken
   * (a leak, a poisoned pool) and shuts down gracefully with EXIT_RESTART. Default 20 in 60 s.
   */
  maxErrors?: number;
  windowMs?: number;
}

/**
 * The process guard: an exception nothing caught or a promise rejection nothing handled is logged
 * (with the request it came from, when known) and the process keeps serving; a single bad request
 * or a failing socket must not stop the platform. When such errors keep coming, `restart` runs.
 * Returns the function that removes the guard.
 */
export function guardProcess(
  name: string,
  logger: Logger,
  restart: (reason: string) => void,
  options: GuardOptions = {},
): () => void {
  const max = options.maxErrors ?? 20;
  const windowMs = options.windowMs ?? 60_000;
  let recent: number[] = [];
  const report = (kind: string) => (err: unknown) => {
    const now = Date.now();
    recent = recent.filter((at) => now - at < windowMs);
    recent.push(now);
    const reqId = requestScope.getStore()?.requestId;
    logger.error({ err, reqId, kind }, `${name}: ${kind} (kept serving)`);
    if (recent.length >= max) {
      const reason = `${recent.length} unexpected errors within ${windowMs} ms`;
      logger.fatal({ reason }, `${name}: too many unexpected errors; restarting`);
      recent = [];
      restart(reason);
    }
  };
  const onException = report('uncaught exception');
  const onRejection = report('unhandled rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}

/**
 * Runs a process until SIGTERM/SIGINT, then shuts it down gracefully: `start` returns the function
 * that stops what it started. A configuration error prints its list and exits with code 78 (EX_CONFIG).
 * While it runs, the process guard logs unexpected errors instead of dying of them, and stops the
 * process gracefully (EXIT_RESTART) when they pile up, for its supervisor to start it again.
 */
export async function runUntilSignal(
  name: string,
  start: (logger: Logger) => Promise<() => Promise<void>>,
  logger: Logger,
  guard: GuardOptions = {},
): Promise<void> {
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, `${name} shutting down`);
    const force = setTimeout(() => {
      logger.error(`${name} did not stop within 25 s; exiting`);
      process.exit(code === 0 ? 1 : code);
    }, 25_000);
    force.unref();
    try {
      await stop?.();
      process.exit(code);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(code === 0 ? 1 : code);
    }
  };
  guardProcess(name, logger, (reason) => void shutdown(reason, EXIT_RESTART), guard);
  try {
    stop = await start(logger);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    logger.fatal({ err }, `${name} failed to start`);
    process.exit(1);
  }
  // `on`, not `once`: a Ctrl-C reaches the whole process group, so the platform gets SIGINT both
  // from the terminal and from its supervisor passing it on; a second signal while stopping must
  // not fall through to Node's default (die at once, skipping the close order).
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
}
