import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { demoRefuses, isDemoClaims } from '@casona/proto';
import { forbidden } from '@casona/kit/errors/errors';

/**
 * The demo is read-only on the server, not only on the screen: a request carrying a demo access
 * token (proto's DEMO_CLAIM) that would write anything is answered 403 with an invitation to sign
 * up (`demo.readOnly`, in the caller's language) before it reaches any service. Runs after the
 * token was verified (request.claims), as an onRequest hook.
 */
export function refuseDemoWrites(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  if (!request.claims || !isDemoClaims(request.claims)) return done();
  const query = request.url.indexOf('?');
  const path = query === -1 ? request.url : request.url.slice(0, query);
  if (!demoRefuses(request.method, path)) return done();
  request.log.info({ method: request.method, path }, 'write refused to a demo token');
  done(forbidden({ messageKey: 'demo.readOnly' }));
}
