import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a middleware such as helmet sets, read once by running it against a stand-in
 * response: they do not depend on the request, so forwarded answers get them as a ready list
 * instead of running the middleware (a dozen validated setHeader calls) per request.
 */
export function headersOf(middleware: Middleware): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let done = false;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    res as unknown as ServerResponse,
    () => {
      done = true;
    },
  );
  if (!done) throw new Error('the header middleware did not finish synchronously');
  return [...headers];
}

export interface CorsPolicy {
  origins: readonly string[];
  credentials: boolean;
  exposedHeaders: readonly string[];
}

/**
 * The CORS headers of an actual (not preflight) answer, as @fastify/cors writes them for a list of
 * origins: always Vary: Origin, the origin itself when it is allowed.
 */
export function corsHeaders(policy: CorsPolicy): (origin: string | undefined) => [string, string][] {
  const constant: [string, string][] = [['vary', 'Origin']];
  if (policy.credentials) constant.push(['access-control-allow-credentials', 'true']);
  if (policy.exposedHeaders.length > 0)
    constant.push(['access-control-expose-headers', policy.exposedHeaders.join(', ')]);
  const allowed = new Set(policy.origins);
  return (origin) =>
    origin !== undefined && allowed.has(origin)
      ? [...constant, ['access-control-allow-origin', origin]]
      : constant;
}
