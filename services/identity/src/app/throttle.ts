import { rateLimited } from '@casona/kit/errors/errors';
import {
  accountAddressKey,
  accountKey,
  addressKey,
  afterFailure,
  isBlocked,
  retryAfterSeconds,
} from '../domain/throttle.ts';
import type { Deps } from './deps.ts';
import { deleteThrottleKeys, saveThrottleState, throttleState } from './throttle-store.ts';

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

const windowMs = (deps: Deps) => deps.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;

/** 429 'Request limit exceeded' (with Retry-After) when any key used up its failures. */
export async function assertNotThrottled(deps: Deps, keys: readonly LoginKey[]): Promise<void> {
  const now = deps.now();
  for (const { key, max } of keys) {
    const state = await throttleState(deps.db, key);
    if (isBlocked(state, now, { max, windowMs: windowMs(deps) })) {
      throw rateLimited({ params: { after: retryAfterSeconds(state!, now, windowMs(deps)) } });
    }
  }
}

export async function recordFailure(deps: Deps, keys: readonly LoginKey[]): Promise<void> {
  await deps.db.tx(async (client) => {
    const now = deps.now();
    for (const { key } of keys) {
      const current = await throttleState(client, key, true);
      await saveThrottleState(client, key, afterFailure(current, now, windowMs(deps)));
    }
  });
}

/** A successful sign-in forgets the account's failures (the address keeps its count across accounts). */
export async function clearFailures(deps: Deps, email: string, ip: string | null): Promise<void> {
  await deleteThrottleKeys(deps.db, [accountKey(email), ...(ip ? [accountAddressKey(email, ip)] : [])]);
}
