import { AUTH_STATE_PATH, AuthState, AuthStateQuery, errors } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { hasInternalToken } from '@casona/kit/auth/context';
import { unauthorized } from '@casona/kit/errors/errors';
import type { Deps } from '../app/deps.ts';
import { authState } from '../app/sessions.ts';

/**
 * Answers for the rest of the platform, outside /api/v1 (the gateway never forwards them) and only
 * with the internal token: `GET AUTH_STATE_PATH?sub=&sid=` tells the gateway whether a token's
 * profile and session still hold and what staff role the profile has now. Not in proto's route
 * table: it is no operation of the public API, and its guard is the internal token, checked before
 * anything else looks at the request.
 */
export async function internalRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    AUTH_STATE_PATH,
    {
      schema: {
        hide: true,
        querystring: AuthStateQuery,
        response: { 200: AuthState, ...errors(400, 401) },
      },
      // Before anything else looks at the request: outsiders learn nothing, not even validation.
      onRequest: async (request) => {
        if (!hasInternalToken(request.headers, deps.platform.INTERNAL_TOKEN)) throw unauthorized();
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return authState(deps, request.query.sub, request.query.sid);
    },
  );
}
