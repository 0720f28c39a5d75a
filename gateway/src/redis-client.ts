import { Redis } from 'ioredis';

export interface RedisClientLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * The gateway's Redis client (shared rate-limit counters), as main.ts runs it: no offline queue and
 * one retry, so a command fails at once while Redis is down and the limiter fails open
 * (fail-open-store.ts). Its `error` events go to the structured log — once per outage, and once
 * more when Redis answers again — instead of ioredis' fallback, which writes a stack trace to
 * stderr on every reconnect attempt when nobody listens.
 */
export function createRedisClient(url: string, logger: RedisClientLogger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.warn(
      { err: { message: err.message, code: (err as { code?: unknown }).code } },
      'redis: connection failed; rate limiting counts per process until it returns',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({}, 'redis: connected again');
  });
  return redis;
}
