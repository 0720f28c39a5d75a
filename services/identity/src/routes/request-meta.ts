import type { FastifyRequest } from 'fastify';
import type { Deps } from '../app/deps.ts';
import type { ClientMeta } from '../app/sessions.ts';

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The person's address for the per-address sign-in limit: the gateway's view when the request came
 * through it (the kit trusts that header only with a valid internal token), else the socket's.
 */
export function clientIp(request: FastifyRequest): string {
  return request.auth.clientIp ?? request.ip;
}

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: clientIp(request), userAgent: first(request.headers['user-agent']) ?? null };
}

/**
 * The session (refresh-token family) of the caller's access token: the gateway forwards the bearer
 * token, which identity verifies with its own keys; null when absent, invalid, or another profile's.
 */
export async function callerSession(
  deps: Deps,
  request: FastifyRequest,
  profileId: string,
): Promise<string | null> {
  const [scheme, token] = (first(request.headers.authorization) ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  const claims = await deps.keys.verifyAccessToken(token, deps.now());
  return claims?.sub === profileId ? claims.sid : null;
}
