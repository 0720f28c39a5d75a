/**
 * Failed sign-ins counted in fixed windows under three keys: the account from one client address
 * (tight), the client address across accounts, and the account from every address together (much
 * looser). A key that reached its limit is refused (429) until its window ends, even with the right
 * password, so guessing cannot continue at full speed; yet failures from one address never lock the
 * owner out at another, and locking an account everywhere takes many addresses.
 */
export interface ThrottleState {
  windowStart: Date;
  failures: number;
}

export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

export const windowActive = (state: ThrottleState, now: Date, windowMs: number): boolean =>
  now.getTime() - state.windowStart.getTime() < windowMs;

export function isBlocked(state: ThrottleState | null, now: Date, limit: ThrottleLimit): boolean {
  return state !== null && windowActive(state, now, limit.windowMs) && state.failures >= limit.max;
}

/** The state after one more failure. */
export function afterFailure(state: ThrottleState | null, now: Date, windowMs: number): ThrottleState {
  if (state === null || !windowActive(state, now, windowMs)) return { windowStart: now, failures: 1 };
  return { windowStart: state.windowStart, failures: state.failures + 1 };
}

/** Seconds until a blocked key may try again (Retry-After). */
export function retryAfterSeconds(state: ThrottleState, now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((state.windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

export const accountKey = (email: string): string => `account:${email}`;
export const addressKey = (ip: string): string => `ip:${ip}`;
export const accountAddressKey = (email: string, ip: string): string => `account-ip:${email}|${ip}`;
