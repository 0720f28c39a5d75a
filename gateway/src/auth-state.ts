import { AUTH_STATE_PATH, type AuthState } from '@casona/proto';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import { AppError } from '@casona/kit/errors/errors';
import type { Upstream } from './proxy.ts';

export interface AuthStatesOptions {
  /** Identity's pool; absent when identity is not deployed behind this gateway. */
  identity?: Upstream;
  internalToken: string;
  /** How long an answer is believed (default 5 s): a revoked session loses its powers within it. */
  ttlMs?: number;
  /** Answers kept at most (default 10 000); the oldest go first. */
  maxEntries?: number;
  /** Longest wait for identity's answer (default 2 s). */
  timeoutMs?: number;
  /** The clock answers are aged by (default Date.now); tests move it instead of sleeping. */
  now?: () => number;
}

export interface AuthStates {
  /**
   * Whether the token's session (its `sid`; the profile alone for tokens issued before sessions had
   * ids) still holds, and the staff role the profile has now. Throws a 503 when identity cannot
   * say: the gateway fails closed rather than honour a token it cannot check.
   */
  of(sub: string, sid: string | undefined): Promise<AuthState>;
  /** The answer, when a fresh one is at hand (no lookup, no promise). */
  peek(sub: string, sid: string | undefined): AuthState | undefined;
}

/** Identity could not say: the caller may retry; nothing is granted meanwhile. */
export const authStateUnavailable = (cause?: unknown) =>
  new AppError('UPSTREAM', 503, { messageKey: 'error.generic', cause });

function isAuthState(value: unknown): value is AuthState {
  const v = value as AuthState | null;
  return typeof v === 'object' && v !== null && typeof v.active === 'boolean' && 'role' in v;
}

/**
 * Identity's answers about sessions, remembered for seconds per (sub, sid): one lookup per session
 * every few seconds whatever the traffic, and concurrent requests of one session share it.
 */
export function createAuthStates(options: AuthStatesOptions): AuthStates {
  const ttl = options.ttlMs ?? 5000;
  const now = options.now ?? Date.now;
  const max = options.maxEntries ?? 10_000;
  const cache = new Map<string, { state: AuthState; at: number }>();
  const pending = new Map<string, Promise<AuthState>>();
  const headers = { [AUTH_HEADERS.internalToken]: options.internalToken };

  async function lookup(key: string, sub: string, sid: string | undefined): Promise<AuthState> {
    if (!options.identity) throw authStateUnavailable(new Error('identity is not deployed'));
    const query = `sub=${encodeURIComponent(sub)}${sid ? `&sid=${encodeURIComponent(sid)}` : ''}`;
    let answer: { statusCode: number; body: unknown };
    try {
      answer = await options.identity.json(`${AUTH_STATE_PATH}?${query}`, headers, options.timeoutMs ?? 2000);
    } catch (error) {
      throw authStateUnavailable(error);
    }
    if (answer.statusCode !== 200 || !isAuthState(answer.body))
      throw authStateUnavailable(new Error(`identity answered ${answer.statusCode} for the auth state`));
    const state = { active: answer.body.active, role: answer.body.role };
    cache.delete(key);
    cache.set(key, { state, at: now() });
    if (cache.size > max) cache.delete(cache.keys().next().value!);
    return state;
  }

  const fresh = (key: string): AuthState | undefined => {
    const hit = cache.get(key);
    return hit && now() - hit.at < ttl ? hit.state : undefined;
  };
  const keyOf = (sub: string, sid: string | undefined) => (sid ? `${sub} ${sid}` : sub);

  return {
    peek: (sub, sid) => fresh(keyOf(sub, sid)),
    of(sub, sid) {
      const key = keyOf(sub, sid);
      const hit = fresh(key);
      if (hit) return Promise.resolve(hit);
      let inFlight = pending.get(key);
      if (!inFlight) {
        inFlight = lookup(key, sub, sid).finally(() => pending.delete(key));
        pending.set(key, inFlight);
      }
      return inFlight;
    },
  };
}
