import type { FastifyRequest } from 'fastify';
import { checkSubmission, type SubmissionContext, type SubmissionName } from '@casona/proto';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import type { ClientMeta } from '../app/sessions.ts';

/** Header with the caller's address as the gateway saw it (trusted only on gateway-forwarded requests). */
export const CLIENT_IP_HEADER = 'x-casona-client-ip';

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The person's address for the per-address sign-in limit. Behind the gateway (the request carries
 * the internal token, so request.auth was read from it) the forwarded headers are what we have;
 * a direct call uses the socket address.
 */
export function clientIp(request: FastifyRequest): string {
  const forwardedByGateway = first(request.headers[AUTH_HEADERS.internalToken]) !== undefined;
  if (forwardedByGateway) {
    const fromGateway = first(request.headers[CLIENT_IP_HEADER]);
    if (fromGateway) return fromGateway.trim().slice(0, 64);
    const chain = first(request.headers['x-forwarded-for']);
    const leftmost = chain?.split(',')[0]?.trim();
    if (leftmost) return leftmost.slice(0, 64);
  }
  return request.ip;
}

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: clientIp(request), userAgent: first(request.headers['user-agent']) ?? null };
}

/**
 * proto's cross-field rules of a named submission (password confirmation, exactly one invitee,
 * type-to-confirm…), which the route's body schema cannot express; a 400 with every issue.
 */
export function assertSubmission(name: SubmissionName, body: unknown, context?: SubmissionContext): void {
  const checked = checkSubmission(name, body, context);
  if (!checked.ok) throw validationFailed(checked.issues);
}
