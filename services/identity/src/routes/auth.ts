import type { FastifyReply } from 'fastify';
import { identityAuth, toProfileLocale } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { requireProfile } from '@casona/kit/auth/context';
import { isAppError } from '@casona/kit/errors/errors';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { OidcClient } from '../adapters/oidc-client.ts';
import { changePassword, login, register, requestPasswordReset, resetPassword } from '../app/accounts.ts';
import type { Deps } from '../app/deps.ts';
import {
  GOOGLE_COOKIE,
  GOOGLE_COOKIE_PATH,
  GOOGLE_LOGIN_TTL_SECONDS,
  finishGoogleLogin,
  googleFailureUrl,
  startGoogleLogin,
} from '../app/google.ts';
import { endSession, refreshSession } from '../app/sessions.ts';
import { readCookie, serializeCookie } from '../domain/cookies.ts';
import { callerSession, clientMeta } from './request-meta.ts';

/** Runs a password check; when the sign-in throttle refuses it, tells the client exactly when its window ends. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isAppError(err) && err.statusCode === 429 && err.params.after !== undefined)
      reply.header('retry-after', String(err.params.after));
    throw err;
  }
}

/** Accounts and sessions: /api/v1/auth/* (proto's identityAuth). */
export function authRoutes(app: App, deps: Deps, google: OidcClient | null): void {
  const secureCookie = deps.platform.PUBLIC_URL.startsWith('https:');
  routes(app, identityAuth, {
    register: async (request, reply) => {
      assertSubmission('register', request.body);
      const session = await register(deps, request.body, clientMeta(request));
      const message = translateKey('auth.registered', request.locale);
      return reply.status(201).send({ ...session, message });
    },
    login: async (request, reply) =>
      withRetryAfter(reply, () => login(deps, request.body, clientMeta(request))),
    refresh: async (request) => refreshSession(deps, request.body.refreshToken, clientMeta(request)),
    logout: async (request, reply) => {
      await endSession(deps, request.body.refreshToken);
      return reply.status(204).send(null);
    },
    recoverPassword: async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: translateKey('auth.recoverSent', request.locale) };
    },
    resetPassword: async (request) => {
      assertSubmission('passwordReset', request.body);
      await resetPassword(deps, request.body.token, request.body.password);
      return { message: translateKey('auth.passwordChanged', request.locale) };
    },
    changePassword: async (request, reply) => {
      const profileId = requireProfile(request.auth);
      assertSubmission('passwordChange', request.body);
      const keep = await callerSession(deps, request, profileId);
      await withRetryAfter(reply, () =>
        changePassword(deps, profileId, request.body, clientMeta(request), keep),
      );
      return { message: translateKey('auth.passwordChanged', request.locale) };
    },
    jwks: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return deps.keys.jwks;
    },
    providers: async () => ({ google: google !== null }),
    googleStart: async (request, reply) => {
      if (!google) return reply.redirect(googleFailureUrl(deps), 302);
      try {
        const { location, browserSecret } = await startGoogleLogin(deps, google, {
          redirect: request.query.redirect,
          locale: request.query.locale ?? toProfileLocale(request.locale),
        });
        reply.header(
          'set-cookie',
          serializeCookie(GOOGLE_COOKIE, browserSecret, {
            path: GOOGLE_COOKIE_PATH,
            maxAgeSeconds: GOOGLE_LOGIN_TTL_SECONDS,
            secure: secureCookie,
          }),
        );
        reply.header('cache-control', 'no-store');
        return reply.redirect(location, 302);
      } catch (err) {
        request.log.error({ err }, 'could not start the Google sign-in');
        return reply.redirect(googleFailureUrl(deps), 302);
      }
    },
    googleCallback: async (request, reply) => {
      // The cookie did its job (or failed it) either way.
      reply.header(
        'set-cookie',
        serializeCookie(GOOGLE_COOKIE, '', {
          path: GOOGLE_COOKIE_PATH,
          maxAgeSeconds: 0,
          secure: secureCookie,
        }),
      );
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      if (!google) return reply.redirect(googleFailureUrl(deps), 302);
      try {
        const location = await finishGoogleLogin(
          deps,
          google,
          {
            query: request.query as Record<string, string | undefined>,
            browserSecret: readCookie(request.headers.cookie, GOOGLE_COOKIE),
          },
          clientMeta(request),
        );
        return reply.redirect(location, 302);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in failed');
        return reply.redirect(googleFailureUrl(deps), 302);
      }
    },
  });
}
