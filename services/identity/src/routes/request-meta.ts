import type { FastifyRequest } from 'fastify';
import { checkSubmission, type SubmissionContext, type SubmissionName } from '@casona/proto';
import { validationFailed } from '@casona/kit/errors/errors';
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
 * proto's cross-field rules of a named submission (password confirmation, exactly one invitee,
 * type-to-confirm…), which the route's body schema cannot express; a 400 with every issue.
 */
export function assertSubmission(name: SubmissionName, body: unknown, context?: SubmissionContext): void {
  const checked = checkSubmission(name, body, context);
  if (!checked.ok) throw validationFailed(checked.issues);
}
