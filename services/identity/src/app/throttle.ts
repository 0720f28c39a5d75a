import { rateLimited } from '@casona/kit/errors/errors';
import {
  accountAddressKey,
  accountKey,
  addressKey,
  afterFailure,
  isBlocked,
  retryAfterSeconds,
  type ThrottleState,
} from '../domain/throttle.ts';
import type { Queryable } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';

export interface LoginKey {
  key: string;
  max: number;
}

/**
 * The keys a password attempt on an account counts against (see domain/throttle.ts): the account
 * from this address, the address, and the account from everywhere.
 */
export function signInKeys(deps: Deps, email: string, ip: string | null): LoginKey[] {
  const keys = [{ key: accountKey(email), max: deps.config.LOGIN_MAX_FAILURES_PER_ACCOUNT }];
  if (ip) {
    keys.push({ key: accountAddressKey(email, ip), max: deps.config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS });
    keys.push({ key: addressKey(ip), max: deps.config.LOGIN_MAX_FAILURES_PER_IP });
  }
  return keys;
}

async function stateOf(q: Queryable, key: string): Promise<ThrottleState | null> {
  const { rows } = await q.query<{ window_start: Date; failures: number }>(
    'SELECT window_start, failures FROM login_throttle WHERE key = $1',
    [key],
  );
  const row = rows[0];
  return row ? { windowStart: row.window_start, failures: row.failures } : null;
}

const windowMs = (deps: Deps) => deps.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;

/** 429 'Request limit exceeded' (with Retry-After) when any key used up its failures. */
export async function assertNotThrottled(deps: Deps, keys: readonly LoginKey[]): Promise<void> {
  const now = deps.now();
  for (const { key, max } of keys) {
    const state = await stateOf(deps.db, key);
    if (isBlocked(state, now, { max, windowMs: windowMs(deps) })) {
      throw rateLimited({ params: { after: retryAfterSeconds(state!, now, windowMs(deps)) } });
    }
  }
}

export async function recordFailure(deps: Deps, keys: readonly LoginKey[]): Promise<void> {
  await deps.db.tx(async (client) => {
    const now = deps.now();
    for (const { key } of keys) {
      const { rows } = await client.query<{ window_start: Date; failures: number }>(
        'SELECT window_start, failures FROM login_throttle WHERE key = $1 FOR UPDATE',
        [key],
      );
      const current = rows[0] ? { windowStart: rows[0].window_start, failures: rows[0].failures } : null;
      const next = afterFailure(current, now, windowMs(deps));
      await client.query(
        `INSERT INTO login_throttle (key, window_start, failures) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET window_start = EXCLUDED.window_start, failures = EXCLUDED.failures`,
        [key, next.windowStart, next.failures],
      );
    }
  });
}

/** A successful sign-in forgets the account's failures (the address keeps its count across accounts). */
export async function clearFailures(deps: Deps, email: string, ip: string | null): Promise<void> {
  const keys = [accountKey(email), ...(ip ? [accountAddressKey(email, ip)] : [])];
  await deps.db.query('DELETE FROM login_throttle WHERE key = ANY($1::text[])', [keys]);
}
