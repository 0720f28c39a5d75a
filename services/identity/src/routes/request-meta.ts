import type { FastifyRequest } from 'fastify';
import { clientIp, userAgent } from '@casona/kit/app/request-meta';
import type { Deps } from '../app/deps.ts';
import type { ClientMeta } from '../app/sessions.ts';

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The caller's address (the per-address sign-in limit) and User-Agent, as the session records them. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: clientIp(request), userAgent: userAgent(request) };
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
