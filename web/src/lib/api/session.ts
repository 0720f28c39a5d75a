/**
 * The signed-in session: access and refresh tokens both kept in localStorage so a reload or a new
 * tab keeps the person signed in without spending a refresh token. (An access token only in
 * memory would make every tab refresh on load; refresh tokens rotate and a reused one revokes the
 * family, so fewer refreshes across tabs is the safer trade. The access token lives 15 minutes.)
 * Another tab's sign-in, rotation or sign-out reaches this tab through the `storage` event. The access token's claims (profile id, staff role, locale) are read, never
 * trusted: the gateway verifies the signature on every call.
 */
import type { AccessTokenClaims } from '@casona/proto/auth';

export type Session = { accessToken: string; refreshToken: string };
export type SessionClaims = Pick<AccessTokenClaims, 'sub' | 'role' | 'locale' | 'exp'>;

const KEY = 'casona.session';
type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function getSession(): Session | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string'
      ? { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken }
      : null;
  } catch (error) {
    // A corrupt entry (edited by hand, older format) is a signed-out state, not a crash.
    console.warn('Discarding unreadable session', error);
    storage()?.removeItem(KEY);
    return null;
  }
}

export function setSession(session: Session | null): void {
  if (session) storage()?.setItem(KEY, JSON.stringify(session));
  else storage()?.removeItem(KEY);
  for (const listener of listeners) listener(session);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    const session = getSession();
    for (const listener of listeners) listener(session);
  });
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The claims of a JWT without verifying it (the server does); null when it is not a JWT. */
export function decodeClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<SessionClaims>;
    return typeof claims.sub === 'string' ? (claims as SessionClaims) : null;
  } catch (error) {
    console.warn('Unreadable access token', error);
    return null;
  }
}

export function currentClaims(): SessionClaims | null {
  const token = memory?.accessToken ?? getSession()?.accessToken;
  return token ? decodeClaims(token) : null;
}

/**
 * A session held in memory only: the public demo's (features/demo, §2 /demo), a read-only access
 * token without a refresh token. While one is set, it is the session the API client sends and the
 * screens read (`currentClaims`, `useSession`); the stored session is neither read nor changed, so
 * a person signed in in this browser stays signed in, with their own tokens, when they leave the demo.
 * `renew` asks for a new token (the demo's own endpoint) when the current one is refused as expired.
 */
export type MemorySession = { accessToken: string; renew: () => Promise<string | null> };
let memory: MemorySession | null = null;

export function getMemorySession(): MemorySession | null {
  return memory;
}

export function setMemorySession(next: MemorySession | null): void {
  memory = next;
  const stored = getSession();
  for (const listener of listeners) listener(stored);
}
