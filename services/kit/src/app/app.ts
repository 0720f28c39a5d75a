import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
  type RouteOptions,
  type preValidationAsyncHookHandler,
} from 'fastify';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import {
  compileValidator,
  forbiddenCharacterIssues,
  type ErrorResponse,
  localeFromAcceptLanguage,
  localizeIssues,
  translate,
  type MessageKey,
  type MessageLocale as Locale,
} from '@casona/proto';
import { AUTH_HEADERS, authFromHeaders, type AuthContext } from '../auth/context.ts';
import { AppError, isAppError, validationFailed, type IssueDetail } from '../errors/errors.ts';
import { isConnectionError, serviceUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '../errors/unavailable.ts';
import type { Logger } from '../log/logger.ts';
import { requestScope } from '../runtime/main.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Caller's language: the profile's locale forwarded by the gateway, else Accept-Language. */
    locale: Locale;
    auth: AuthContext;
  }
}

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface AppOptions {
  name: string;
  version?: string;
  description?: string;
  logger: Logger;
  /** Shared secret the gateway adds to forwarded requests; see auth/context.ts. */
  internalToken: string;
  checks?: ReadinessCheck[];
  bodyLimit?: number;
}

const t = (key: string, locale: Locale, params?: Record<string, string | number>) =>
  translate(key as MessageKey, locale, params);

/** The body of every error answer (proto's `ErrorResponse`): a stable code and a message in the caller's language. */
export function errorBody(error: AppError, locale: Locale): ErrorResponse {
  const body: ErrorResponse = {
    statusCode: error.statusCode,
    code: error.code,
    message: t(error.messageKey, locale, error.params),
  };
  if (error.issues.length > 0) {
    body.errors = localizeIssues(
      error.issues.map((i) => ({ path: i.path, key: i.key as MessageKey, params: i.params ?? {} })),
      locale,
    );
  }
  return body;
}

const HTTP_KEYS: Record<number, { code: AppError['code']; key: string }> = {
  400: { code: 'BAD_REQUEST', key: 'http.badRequest' },
  401: { code: 'UNAUTHORIZED', key: 'http.unauthorized' },
  403: { code: 'FORBIDDEN', key: 'http.forbidden' },
  404: { code: 'NOT_FOUND', key: 'http.notFound' },
  405: { code: 'METHOD_NOT_ALLOWED', key: 'http.methodNotAllowed' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'http.payloadTooLarge' },
  415: { code: 'BAD_REQUEST', key: 'http.badRequest' },
  429: { code: 'RATE_LIMITED', key: 'http.tooManyRequests' },
};

/** Turns anything thrown into an AppError; unknown errors become a 500 that reveals nothing. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const fastifyError = error as FastifyError & { validation?: unknown; issues?: IssueDetail[] };
  if (fastifyError?.code === 'CASONA_VALIDATION' && fastifyError.issues)
    return validationFailed(fastifyError.issues);
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  const known = HTTP_KEYS[status];
  if (status < 500 && known) return new AppError(known.code, status, { messageKey: known.key, cause: error });
  // PostgreSQL (or another dependency) unreachable: the service is unavailable for a while, not broken.
  if (isConnectionError(error)) return serviceUnavailable(error);
  return new AppError('INTERNAL', 500, { messageKey: 'error.generic', cause: error });
}

/**
 * Text parts (query strings, params, headers) arrive as strings: "3" must become 3 where the schema
 * wants a number. TypeBox's generic `Value.Default` + `Value.Convert` walk the schema on every
 * request (a quarter of the marketplace search's CPU in its benchmark), so for the flat objects every
 * query and path uses, the conversion is planned once per schema; anything else takes the generic one.
 */
function textConversion(schema: TSchema): (data: unknown) => unknown {
  const s = schema as {
    type?: unknown;
    properties?: Record<string, TSchema & { type?: unknown; default?: unknown }>;
  };
  if (s.type !== 'object' || !s.properties)
    return (data) => Value.Convert(schema, Value.Default(schema, data));
  const fields = Object.entries(s.properties).map(([key, p]) => ({
    key,
    kind: p.type === 'number' || p.type === 'integer' ? 'number' : p.type === 'boolean' ? 'boolean' : 'keep',
    default: p.default,
  }));
  return (data) => {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
    const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    for (const f of fields) {
      const value = out[f.key];
      if (value === undefined) {
        if (f.default !== undefined) out[f.key] = f.default;
      } else if (typeof value === 'string') {
        if (f.kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value)))
          out[f.key] = Number(value);
        else if (f.kind === 'boolean' && (value === 'true' || value === 'false'))
          out[f.key] = value === 'true';
      }
    }
    return out;
  };
}

/** An issue of one part of the request, its path prefixed with the part ('/querystring/city'). */
const partIssue =
  (httpPart: string | undefined) =>
  (i: { path: string; key: string; params: Record<string, string | number> }): IssueDetail => ({
    path: `${httpPart === 'body' ? '' : `/${httpPart}`}${i.path}`,
    key: i.key,
    params: i.params,
  });

/** The Fastify validator: proto's validators, so server and SPA forms say exactly the same thing. */
function validatorCompiler({ schema, httpPart }: { schema: TSchema; httpPart?: string }) {
  const validate = compileValidator(schema);
  const text = httpPart === 'querystring' || httpPart === 'params' || httpPart === 'headers';
  const convert = text ? textConversion(schema) : null;
  return (data: unknown) => {
    const result = validate(convert ? convert(data) : data);
    if (result.ok) return { value: result.value };
    const error = Object.assign(new Error('validation failed'), {
      code: 'CASONA_VALIDATION',
      statusCode: 400,
      issues: result.issues.map(partIssue(httpPart)),
    });
    return { error };
  };
}

const PARTS = ['params', 'querystring', 'body'] as const;

/**
 * proto's validators refuse a NUL character in any string or property name (PostgreSQL cannot
 * store it). A part a route declares no schema for is not validated at all, so such routes get the
 * same refusal as a hook of their own; routes with schemas pay nothing more.
 */
function refuseNulWithoutSchema(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as Partial<Record<(typeof PARTS)[number], unknown>>;
  const unchecked = PARTS.filter((part) => schema[part] === undefined);
  if (unchecked.length === 0) return;
  const hook: preValidationAsyncHookHandler = async (request) => {
    const values = { params: request.params, querystring: request.query, body: request.body };
    const issues = unchecked.flatMap((part) => forbiddenCharacterIssues(values[part]).map(partIssue(part)));
    if (issues.length > 0) throw validationFailed(issues);
  };
  const existing = route.preValidation;
  route.preValidation =
    existing === undefined ? [hook] : [hook, ...(Array.isArray(existing) ? existing : [existing])];
}

/**
 * A Fastify app with what every Casona service needs: request ids, localized typed errors, the
 * TypeBox validator, auth context from the gateway, OpenAPI from the route schemas, and health
 * (`/health`: the process is up) and readiness (`/ready`: every dependency answers) routes.
 */
export async function createApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && incoming.length > 0 && incoming.length <= 200
        ? incoming
        : randomUUID();
    },
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // The router's own refusals in the API's error shape and the caller's language: a path
    // parameter too long to name anything is a 404, an undecodable URL a 400 (Fastify answered 414
    // with the path echoed, and a bare 400).
    frameworkErrors: (error, request, reply) => {
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const appError =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AppError('NOT_FOUND', 404, { messageKey: 'http.notFound' })
          : new AppError('BAD_REQUEST', 400, { messageKey: 'http.badRequest' });
      // The reply here is untyped by route (no route matched): status and body as the error handler's.
      void reply.status(appError.statusCode as never).send(errorBody(appError, locale) as never);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler as Parameters<App['setValidatorCompiler']>[0]);
  app.addHook('onRoute', refuseNulWithoutSchema);

  app.decorateRequest('locale', 'es');
  app.decorateRequest('auth', null as unknown as AuthContext);
  // Whatever a request sets off is logged with its id, even from a callback (the process guard).
  app.addHook('onRequest', (request, _reply, done) => requestScope.run({ requestId: request.id }, done));
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id);
    request.auth = authFromHeaders(request.headers, options.internalToken);
    const forwarded = request.headers[AUTH_HEADERS.locale];
    request.locale =
      forwarded === 'en' || forwarded === 'es'
        ? forwarded
        : localeFromAcceptLanguage(request.headers['accept-language']);
  });

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.statusCode }, 'request rejected');
    if (appError.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    if (appError.statusCode === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    return reply.status(appError.statusCode).send(errorBody(appError, request.locale));
  });
  app.setNotFoundHandler((request, reply) => {
    const appError = new AppError('NOT_FOUND', 404, { messageKey: 'http.notFound' });
    return reply.status(404).send(errorBody(appError, request.locale));
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `Casona ${options.name}`,
        version: options.version ?? '0.1.0',
        description: options.description,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service: options.name }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const results = await Promise.all(
      (options.checks ?? []).map(async ({ name, check }) => {
        const started = performance.now();
        try {
          await withTimeout(check(), 3000, name);
          return { name, ok: true, ms: Math.round(performance.now() - started) };
        } catch (err) {
          app.log.warn({ err, dependency: name }, 'readiness check failed');
          return {
            name,
            ok: false,
            ms: Math.round(performance.now() - started),
            error: (err as Error).message,
          };
        }
      }),
    );
    const ok = results.every((r) => r.ok);
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'unavailable', service: options.name, dependencies: results });
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  return app as unknown as App;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]);
}

export { t as translateKey };
