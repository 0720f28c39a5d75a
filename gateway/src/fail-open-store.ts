import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis, Result } from 'ioredis';

// The Lua command below, as ioredis adds it with defineCommand: typed here, so no cast is needed.
declare module 'ioredis' {
  interface RedisCommander<Context> {
    casonaRateLimit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

export interface FailOpenLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

// One fixed window per key: the first hit sets its expiry, later hits read what is left of it.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Counters of this process alone: the stand-in while Redis cannot be reached. Bounded in size. */
class LocalWindows {
  private readonly windows = new Map<string, { current: number; until: number }>();
  private readonly capacity: number;
  constructor(capacity = 50_000) {
    this.capacity = capacity;
  }

  incr(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.until <= now) {
      if (this.windows.size >= this.capacity) this.evict(now);
      window = { current: 0, until: now + timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.until - now };
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) if (window.until <= now) this.windows.delete(key);
    // Still full: the oldest half goes (a Map iterates in insertion order).
    if (this.windows.size >= this.capacity) {
      let drop = Math.floor(this.capacity / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}

/** What the plugin hands `child`: its declared route options, and the route itself as it really passes it. */
type RouteRateLimitOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

export interface FailOpenStoreOptions {
  redis: Redis;
  nameSpace: string;
  logger: FailOpenLogger;
}

/**
 * The rate limiter's store: counters shared in Redis, and when Redis cannot be reached it FAILS
 * OPEN — each gateway process counts on its own (the same limit per process) and logs a warning
 * once per outage; it goes back to Redis as soon as Redis answers. A product for the public must
 * keep answering while its cache is down, and a per-process limit still stops a single flood.
 */
export function failOpenStore({ redis, nameSpace, logger }: FailOpenStoreOptions): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();
  let degraded = false;
  if (!Object.hasOwn(redis, 'casonaRateLimit'))
    redis.defineCommand('casonaRateLimit', { numberOfKeys: 1, lua: INCREMENT });

  class Store implements FastifyRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs the store with its own options; a child passes its route's prefix.
    constructor(_options?: FastifyRateLimitOptions, prefix: string = nameSpace) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      redis.casonaRateLimit(this.prefix + key, timeWindow).then(
        ([current, ttl]) => {
          if (degraded) {
            degraded = false;
            logger.info({}, 'rate limiter: Redis answers again, counters are shared again');
          }
          callback(null, { current, ttl });
        },
        (err: unknown) => {
          if (!degraded) {
            degraded = true;
            logger.warn(
              { err },
              'rate limiter: Redis unreachable, failing open to per-process counters until it returns',
            );
          }
          callback(null, local.incr(this.prefix + key, timeWindow));
        },
      );
    }

    // The plugin hands a route's merged options, its route among them (as its own RedisStore reads it).
    child(routeOptions: RouteRateLimitOptions): Store {
      const route = routeOptions.routeInfo;
      return new Store(undefined, `${this.prefix}${String(route?.method ?? '')}${route?.url ?? ''}-`);
    }
  }
  return Store;
}
