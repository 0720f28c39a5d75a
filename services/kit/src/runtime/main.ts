import type { Logger } from 'pino';
import { ConfigError } from '../config/config.ts';

/**
 * Runs a process until SIGTERM/SIGINT, then shuts it down gracefully: `start` returns the function
 * that stops what it started. A configuration error prints its list and exits with code 78 (EX_CONFIG).
 */
export async function runUntilSignal(
  name: string,
  start: (logger: Logger) => Promise<() => Promise<void>>,
  logger: Logger,
): Promise<void> {
  let stop: (() => Promise<void>) | undefined;
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
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name} shutting down`);
    const force = setTimeout(() => {
      logger.error(`${name} did not stop within 25 s; exiting`);
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await stop?.();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
