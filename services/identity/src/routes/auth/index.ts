import type { FastifyReply } from 'fastify';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import { requireProfile } from '@casona/kit/auth/context';
import { isAppError } from '@casona/kit/errors/errors';
import { toProfileLocale } from '@casona/proto';
import { changePassword, login, register, requestPasswordReset, resetPassword } from '../../app/accounts.ts';
import type { Deps } from '../../app/deps.ts';
import {
  GOOGLE_COOKIE,
  GOOGLE_COOKIE_PATH,
  GOOGLE_LOGIN_TTL_SECONDS,
  finishGoogleLogin,
  googleFailureUrl,
  startGoogleLogin,
} from '../../app/google.ts';
import { endSession, refreshSession } from '../../app/sessions.ts';
import type { OidcClient } from '../../adapters/oidc-client.ts';
import { readCookie, serializeCookie } from '../../domain/cookies.ts';
import {
  GoogleCallbackQuery,
  GoogleStartQuery,
  JwksResponse,
  Login,
  PasswordChange,
  PasswordRecovery,
  PasswordReset,
  ProvidersResponse,
  RefreshBody,
  Register,
  RegisterResponse,
  SessionResponse,
} from '../../schemas/auth.ts';
import { MessageResponse, NoContent, errors } from '@casona/proto';
import { assertSubmission } from '@casona/kit/errors/submission';
import { callerSession, clientMeta } from '../request-meta.ts';

const tags = ['auth'];

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

/** Accounts and sessions: /api/v1/auth/*. */
export async function authRoutes(app: App, deps: Deps, google: OidcClient | null): Promise<void> {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account with email and password, and sign it in',
        body: Register,
        response: { 201: RegisterResponse, ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      assertSubmission('register', request.body);
      const session = await register(deps, request.body, clientMeta(request));
      const message = translateKey('auth.registered', request.locale);
      return reply.status(201).send({ ...session, message });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: Login,
        response: { 200: SessionResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => login(deps, request.body, clientMeta(request))),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Trade a refresh token for a new pair (the old one stops working)',
        body: RefreshBody,
        response: { 200: SessionResponse, ...errors(400, 401) },
      },
    },
    async (request) => refreshSession(deps, request.body.refreshToken, clientMeta(request)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the session of this refresh token ends',
        body: RefreshBody,
        response: { 204: NoContent, ...errors(400) },
      },
    },
    async (request, reply) => {
      await endSession(deps, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/recover_password',
    {
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the email has an account)',
        body: PasswordRecovery,
        response: { 200: MessageResponse, ...errors(400) },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: translateKey('auth.recoverSent', request.locale) };
    },
  );

  app.post(
    '/auth/reset_password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed link (single use, about an hour)',
        body: PasswordReset,
        response: { 200: MessageResponse, ...errors(400) },
      },
    },
    async (request) => {
      assertSubmission('passwordReset', request.body);
      await resetPassword(deps, request.body.token, request.body.password);
      return { message: translateKey('auth.passwordChanged', request.locale) };
    },
  );

  app.post(
    '/auth/change_password',
    {
      schema: {
        tags,
        summary:
          'Change the password of the signed-in profile (the current one is required); every other session then ends',
        security: [{ bearer: [] }],
        body: PasswordChange,
        response: { 200: MessageResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const profileId = requireProfile(request.auth);
      assertSubmission('passwordChange', request.body);
      const keep = await callerSession(deps, request, profileId);
      await withRetryAfter(reply, () =>
        changePassword(deps, profileId, request.body, clientMeta(request), keep),
      );
      return { message: translateKey('auth.passwordChanged', request.locale) };
    },
  );

  app.get(
    '/auth/jwks',
    {
      schema: {
        tags,
        summary: 'Public keys that verify access tokens (current, and previous during a rotation)',
        response: { 200: JwksResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return deps.keys.jwks;
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which external sign-ins are available',
        response: { 200: ProvidersResponse },
      },
    },
    async () => ({ google: google !== null }),
  );

  const secureCookie = deps.platform.PUBLIC_URL.startsWith('https:');

  app.get(
    '/auth/google/start',
    {
      schema: {
        tags,
        summary: 'Begin signing in with Google (302 to Google)',
        querystring: GoogleStartQuery,
        response: { 302: NoContent },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags,
        summary: 'Where Google sends the person back; 302 to the SPA with the session in the fragment',
        querystring: GoogleCallbackQuery,
        response: { 302: NoContent },
      },
    },
    async (request, reply) => {
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
  );
}
