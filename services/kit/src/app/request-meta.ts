import type { IncomingHttpHeaders } from 'node:http';
import type { AuthContext } from '../auth/context.ts';

/**
 * The person's address (for per-address limits and audit rows): the gateway's view when the request
 * came through it (the kit trusts that header only with a valid internal token), else the socket's.
 */
export const clientIp = (request: { auth: AuthContext; ip: string }): string =>
  request.auth.clientIp ?? request.ip;

/** The caller's User-Agent header, or null. */
export function userAgent(request: { headers: IncomingHttpHeaders }): string | null {
  const value = request.headers['user-agent'];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
