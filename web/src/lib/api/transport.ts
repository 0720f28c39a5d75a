/**
 * The one way the SPA talks to the API at /api/v1. It sends the access token as a bearer header and
 * the interface language as Accept-Language (so error messages come back in it), renews the session
 * once on a 401 with the refresh token, and returns the parsed body or throws a typed error
 * (errors.ts). It never shows anything and never navigates: that is the screens' and the app's job.
 */
import { ApiError, NetworkError, SessionExpiredError, type ApiErrorBody } from './errors.ts';
import { getMemorySession, getSession, setSession, type MemorySession, type Session } from './session.ts';

export const API_BASE = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  /** JSON-encoded, or sent as is when a FormData (multipart/form-data; the browser sets the boundary). */
  body?: unknown;
  /** Resolve with the answer's bytes (a Blob) instead of its parsed text (file downloads). */
  blob?: boolean;
  query?: Query;
  signal?: AbortSignal;
  /** Skip the bearer header and the refresh (login, refresh, client logs). */
  anonymous?: boolean;
  /** Send `body` (a string) as is with this content type instead of JSON (a CSV import: text/csv). */
  contentType?: string;
};

type Config = { language: () => string; fetch: typeof fetch; timeoutMs: number };
const config: Config = {
  language: () => 'es',
  fetch: (...args) => globalThis.fetch(...args),
  timeoutMs: 30_000,
};

/** Wires the transport to the app (language) or to a test double (fetch). */
export function configureTransport(overrides: Partial<Config>): void {
  Object.assign(config, overrides);
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send(method: HttpMethod, path: string, options: RequestOptions, token?: string) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': config.language(),
  };
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const raw = options.contentType !== undefined && typeof options.body === 'string';
  if (options.body !== undefined && !form)
    headers['content-type'] = (raw && options.contentType) || 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await config.fetch(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : form || raw
            ? (options.body as FormData | string)
            : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> | undefined;
  try {
    const parsed = await parse<unknown>(response);
    if (parsed && typeof parsed === 'object') body = parsed as Partial<ApiErrorBody>;
  } catch (error) {
    // A proxy's HTML error page: keep the status, the body is of no use.
    console.warn('Unreadable error body', error);
  }
  return new ApiError(response.status, body, response.statusText || `HTTP ${response.status}`);
}

// Concurrent 401s share one refresh: the refresh token is single-use on the server and presenting
// a rotated one again revokes the whole family. Within a tab one promise is shared; across tabs a
// Web Lock serializes refreshes, and a tab that waited re-reads the stored session first: if
// another tab already rotated the token, it uses that pair instead of spending the old one.
let refreshing: Promise<Session | null> | undefined;

async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return run();
  return locks.request('casona.session.refresh', run) as Promise<T>;
}

async function refreshSession(current: Session): Promise<Session | null> {
  if (refreshing) return refreshing;
  const run = withRefreshLock(async () => {
    try {
      const stored = getSession();
      if (!stored) return null;
      if (stored.refreshToken !== current.refreshToken) return stored;
      const response = await send('POST', 'auth/refresh', {
        body: { refreshToken: current.refreshToken },
        anonymous: true,
      });
      if (!response.ok) return null;
      const next = await parse<Session>(response);
      if (!next?.accessToken || !next.refreshToken) return null;
      setSession({ accessToken: next.accessToken, refreshToken: next.refreshToken });
      return getSession();
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      // An unreadable refresh answer ends the session like a refused one; keep the reason visible.
      console.warn('Session refresh failed', error);
      return null;
    }
  });
  refreshing = run;
  // Cleared once settled (not in the callback: it may settle before `refreshing` is even set).
  const clear = () => {
    if (refreshing === run) refreshing = undefined;
  };
  run.then(clear, clear);
  return run;
}

/**
 * Calls `method /api/v1/<path>`. Resolves with the parsed body; throws ApiError for an error
 * status, NetworkError when there was no answer, SessionExpiredError when a signed-in call got a
 * 401 and the session could not be renewed (the session is cleared).
 */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const memory = options.anonymous ? null : getMemorySession();
  if (memory) return requestInMemory<T>(memory, method, path, options);
  const session = options.anonymous ? null : getSession();
  let response = await send(method, path, options, session?.accessToken);
  if (response.status === 401 && session) {
    const renewed = await refreshSession(session);
    if (!renewed) {
      setSession(null);
      throw new SessionExpiredError();
    }
    response = await send(method, path, options, renewed.accessToken);
    if (response.status === 401) {
      setSession(null);
      throw new SessionExpiredError();
    }
  }
  if (!response.ok) throw await toApiError(response);
  if (options.blob) return (await response.blob()) as T;
  return parse<T>(response);
}

/**
 * A call with the in-memory session (the demo's): its token, renewed once through its own `renew`
 * on a 401. The stored session is never read, refreshed or cleared here.
 */
async function requestInMemory<T>(
  memory: MemorySession,
  method: HttpMethod,
  path: string,
  options: RequestOptions,
): Promise<T> {
  let response = await send(method, path, options, memory.accessToken);
  if (response.status === 401) {
    const renewed = await memory.renew();
    if (!renewed) throw new SessionExpiredError();
    response = await send(method, path, options, renewed);
    if (response.status === 401) throw new SessionExpiredError();
  }
  if (!response.ok) throw await toApiError(response);
  if (options.blob) return (await response.blob()) as T;
  return parse<T>(response);
}
