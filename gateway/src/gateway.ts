import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from 'helmet';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import buildGetJwks from 'get-jwks';
import type { Redis } from 'ioredis';
import { failOpenStore } from './fail-open-store.ts';
import { UNAVAILABLE_RETRY_AFTER_S } from '@casona/kit/errors/unavailable';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ADMIN_FAMILY_PREFIX,
  familiesOf,
  isSpaPath,
  JWKS_PATH,
  localeFromAcceptLanguage,
  mayUseAdminFamily,
  routeOf,
  type AccessTokenClaims,
  type AuthState,
  type MessageLocale,
  type ServiceName,
  type StaffRole,
} from '@casona/proto';
import { errorBody, toAppError } from '@casona/kit/app/app';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import { AppError, forbidden, payloadTooLarge, unauthorized } from '@casona/kit/errors/errors';
import type { Logger } from '@casona/kit/log/logger';
import type { DependencyStatus } from '@casona/kit/runtime/infrastructure';
import { requestScope } from '@casona/kit/runtime/main';
import { mergeOpenApi, type OpenApiDocument } from './openapi.ts';
import { createAuthStates } from './auth-state.ts';
import { corsHeaders, headersOf } from './edge-headers.ts';
import { refuseDemoWrites } from './demo.ts';
import { lazyChild } from './lazy-logger.ts';
import { loggableUrl } from '@casona/kit/log/loggable-url';
import { openGraphTags, propertyOfPath, withOpenGraph, type PreviewedProperty } from './open-graph.ts';
import { createUpstream, endToEndHeaders, type Upstream } from './proxy.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    user: AccessTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that stream the request to a service (the body is the service's to read). */
    forwarded?: boolean;
  }
  interface FastifyRequest {
    claims: AccessTokenClaims | null;
    /** The caller's staff role now (identity's auth state), not the one the token was issued with. */
    staffRole: StaffRole | null;
    localeOf: MessageLocale;
  }
}

export interface GatewayOptions {
  logger: Logger;
  /** Where the access line of each request goes (a buffered logger: createBufferedLogger); default `logger`. */
  accessLog?: Logger;
  /** Base URL of each deployed service. */
  services: Partial<Record<ServiceName, string>>;
  /** JWKS of the token issuer; default: the identity service's. */
  jwksUrl?: string;
  internalToken: string;
  /** Shared counters across gateway replicas; memory when absent. */
  redis?: Redis;
  rateLimit: { max: number; timeWindowMs: number };
  /** Largest request body the gateway forwards to any service. */
  bodyLimit: number;
  /**
   * Each service's own body limit, when smaller: the gateway answers 413 itself instead of
   * streaming a body the service will refuse (without it, the service's own 413 is passed on).
   */
  bodyLimits?: Partial<Record<ServiceName, number>>;
  /** Longest wait for a service's answer to start (and between its chunks); default 30 s. */
  upstreamTimeoutMs?: number;
  corsOrigins: string[];
  /** Built SPA; served at / with index.html for client-side routes. */
  webDist?: string;
  /**
   * Which X-Forwarded-For hops to believe for the caller's address (Fastify's trustProxy: a hop
   * count, CIDRs, or true for all). Default none: a client must not choose its own rate-limit key.
   */
  trustProxy?: boolean | number | string;
  /** Infrastructure checks to include in /api/health (embedded mode reports its own parts). */
  dependencies?: () => Promise<DependencyStatus[]>;
  /**
   * Session checks (identity's AUTH_STATE_PATH): how long an answer is believed (default 5 s) and
   * how many are kept (default 10 000). When identity cannot answer, a request with a token gets
   * 503: the gateway fails closed rather than honour a session it cannot check.
   */
  authState?: { ttlMs?: number; maxEntries?: number; timeoutMs?: number; now?: () => number };
  /** The stricter limit of the public forms (FORM_FAMILIES), per address and form; default 10 per 10 min. */
  formRateLimit?: { max: number; timeWindowMs: number };
}

/**
 * Forms anyone may POST without an account (property submission, contact, joke box, manager
 * application, client error reports): a script could flood the team's inbox, the review queue or
 * the log table, or use a form as a mail relay, so each address gets few submissions per form, on
 * top of the global limit. Who the limit holds: everyone, or anonymous callers only where a
 * signed-in caller acts on their own account (an owner submitting their properties), which the
 * global per-profile limit already holds.
 */
export const FORM_FAMILIES: ReadonlyMap<string, 'everyone' | 'anonymous'> = new Map([
  ['submit_property', 'anonymous'],
  ['contact', 'everyone'],
  ['joke', 'everyone'],
  ['email/wanna_be_manager', 'everyone'],
  ['log', 'everyone'],
  // the listing-link intake makes the platform fetch a page from Airbnb for anyone: few per address
  ['property/from_room_id', 'everyone'],
  ['email/submit_from_listing', 'everyone'],
]);
export const DEFAULT_FORM_RATE_LIMIT = { max: 10, timeWindowMs: 10 * 60_000 };

const API_PREFIX = '/api/v1';
/** Requests that sent `Expect: 100-continue` and have not been invited to send their body yet. */
const awaitingContinue = new WeakSet<IncomingMessage>();
/** Headers only the gateway may set on forwarded requests (AUTH_HEADERS). */
const RESERVED_HEADER_PREFIX = 'x-casona-';

/**
 * What Node's parser refuses before any route (headers past 16 KB, a malformed request line, a
 * client too slow to send its headers) is answered in the API's one error shape, in Spanish (the
 * headers that would tell the language were not read), instead of Fastify's own body.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code, messageKey] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'PAYLOAD_TOO_LARGE', 'http.payloadTooLarge'] as const)
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'BAD_REQUEST', 'http.badRequest'] as const)
        : ([400, 'BAD_REQUEST', 'http.badRequest'] as const);
  const body = JSON.stringify(errorBody(new AppError(code, status, { messageKey }), 'es'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The edge: verifies access tokens, answers 429 past the rate limit, checks admin paths, then
 * forwards `/api/v1/<family>/…` to the owning service over keep-alive connections, adding the
 * caller's identity as trusted headers. Also serves merged API docs, /api/health and the SPA.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  // A hop count becomes proxy-addr's function form (Fastify's types omit the number form).
  const hops = options.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false);
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    requestIdHeader: 'x-request-id',
    bodyLimit: options.bodyLimit,
    trustProxy,
    // One access-log line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Most requests log nothing of their own (the access line goes through the parent logger):
    // a request's child logger is made only when something writes to it.
    childLoggerFactory: (logger, bindings) => lazyChild(logger as Logger, bindings) as FastifyBaseLogger,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler: answerClientError,
  });

  // `Expect: 100-continue`: Node would invite the body at once. The gateway invites it only once
  // the request has passed its checks (token, rate limit, body limit), so a refused upload is
  // answered before the client sends it; routes that read a body invite it as they start parsing.
  app.server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    awaitingContinue.add(req);
    app.server.emit('request', req, res);
  });
  // CONNECT (a tunnel) is not offered: Node would drop the connection without a word.
  app.server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (awaitingContinue.has(request.raw) && !request.routeOptions.config.forwarded) {
      awaitingContinue.delete(request.raw);
      reply.raw.writeContinue();
    }
    done(null, payload);
  });

  // Whatever a request sets off is logged with its id, even from a callback (the process guard).
  app.addHook('onRequest', (request, _reply, done) => requestScope.run({ requestId: request.id }, done));

  app.decorateRequest('claims', null);
  app.decorateRequest('staffRole', null);
  const accessLog = options.accessLog ?? options.logger;
  app.addHook('onResponse', (request, reply, done) => {
    accessLog.info(
      {
        reqId: request.id,
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  app.decorateRequest('localeOf', 'es');

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    // A forwarding route skips helmet and @fastify/cors (its answers carry their headers, written
    // with the service's): its refusals get them here, so a browser can read a 401 or a 429.
    if (request.routeOptions.config.forwarded) {
      for (const [name, value] of edgeHeaders) reply.header(name, value);
      for (const [name, value] of corsOf(request.headers.origin)) reply.header(name, value);
    }
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'gateway request failed');
    if (appError.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    // Identity (or another dependency) unreachable: try again shortly, as the services say it (#17).
    if (appError.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    return reply.status(appError.statusCode).send(errorBody(appError, request.localeOf));
  });

  // Security headers. Built once: @fastify/helmet rebuilds the middleware (and reparses the CSP) on
  // every request, which the benchmark showed at 8% of the gateway's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Forwarded answers carry the same headers, written with the service's (forward, below).
    if (request.routeOptions.config.forwarded) return done();
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  const corsPolicy = {
    origins: options.corsOrigins,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
  };
  await app.register(cors, { origin: corsPolicy.origins, ...corsPolicy });
  const edgeHeaders = headersOf(securityHeaders);
  const corsOf = corsHeaders(corsPolicy);

  const jwksUrl =
    options.jwksUrl ?? (options.services.identity ? `${options.services.identity}${JWKS_PATH}` : undefined);
  // get-jwks caches the JWK but converts it to PEM on every call (pure-JS EC maths, milliseconds
  // a request), so the PEM is cached here per key id; an unknown kid (identity rotated) fetches.
  const getJwks = jwksUrl
    ? buildGetJwks({ max: 20, ttl: 10 * 60_000, jwksPath: new URL(jwksUrl).pathname })
    : undefined;
  const pems = new Map<string, { pem: string; at: number }>();
  await app.register(jwt, {
    decode: { complete: true },
    secret: async (_request: FastifyRequest, token: { header: { kid?: string; alg?: string } }) => {
      if (!getJwks || !jwksUrl) throw unauthorized();
      const kid = token.header.kid ?? '';
      const cached = pems.get(kid);
      if (cached && Date.now() - cached.at < 10 * 60_000) return cached.pem;
      const pem = await getJwks.getPublicKey({ domain: new URL(jwksUrl).origin, alg: token.header.alg, kid });
      pems.set(kid, { pem, at: Date.now() });
      return pem;
    },
    verify: {
      // A client sends the same token for its whole life (15 min): remember verified tokens (until
      // their expiry at the latest) instead of checking the signature on every request.
      cache: 10_000,
      cacheTTL: 60_000,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      allowedIss: ACCESS_TOKEN_ISSUER,
      allowedAud: ACCESS_TOKEN_AUDIENCE,
    },
  } as Parameters<typeof jwt>[1]);

  // One keep-alive pool per service, for forwarding (below) and identity's session answers.
  const upstreams = new Map<ServiceName, Upstream>();
  for (const [service, base] of Object.entries(options.services) as [ServiceName, string][])
    upstreams.set(service, createUpstream(base, { timeoutMs: options.upstreamTimeoutMs }));
  app.addHook('onClose', async () => {
    await Promise.all([...upstreams.values()].map((upstream) => upstream.close()));
  });
  const authStates = createAuthStates({
    identity: upstreams.get('identity'),
    internalToken: options.internalToken,
    ...options.authState,
  });

  // A client sends the same token for its whole life (15 min): remembered once verified, until its
  // expiry and for a minute at most, so a request with a known token costs a Map lookup.
  const verified = new Map<string, { claims: AccessTokenClaims; until: number }>();
  const verify = async (request: FastifyRequest, token: string): Promise<AccessTokenClaims> => {
    let claims: AccessTokenClaims;
    try {
      claims = await request.jwtVerify<AccessTokenClaims>();
    } catch (err) {
      const expired = (err as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      request.log.info({ reason: (err as Error).message }, 'access token rejected');
      throw unauthorized(expired ? { messageKey: 'auth.sessionExpired' } : {});
    }
    verified.set(token, { claims, until: Math.min(claims.exp * 1000, Date.now() + 60_000) });
    if (verified.size > 10_000) verified.delete(verified.keys().next().value!);
    return claims;
  };
  const admit = (request: FastifyRequest, claims: AccessTokenClaims, state: AuthState) => {
    if (!state.active) {
      request.log.info({ sub: claims.sub, sid: claims.sid }, 'access token of an ended session');
      throw unauthorized({ messageKey: 'auth.sessionExpired' });
    }
    if (claims.locale) request.localeOf = claims.locale === 'EN' ? 'en' : 'es';
    request.claims = claims;
    request.staffRole = state.role;
  };
  // A valid signature is not enough: the session may have ended (logout, password change) or the
  // profile lost its staff role or its account since the token was issued.
  const identify = async (request: FastifyRequest, token: string) => {
    const claims = await verify(request, token);
    admit(request, claims, await authStates.of(claims.sub, claims.sid));
  };

  // Identity and locale first: the rate limit keys on the profile, errors speak the caller's language.
  app.addHook('onRequest', (request, _reply, done) => {
    request.localeOf = localeFromAcceptLanguage(request.headers['accept-language']);
    const token = request.url.startsWith(API_PREFIX) ? bearerOf(request) : undefined;
    if (!token) return done();
    // The common case, without a promise: a token verified lately, a session answered lately.
    const known = verified.get(token);
    if (known && Date.now() < known.until) {
      const state = authStates.peek(known.claims.sub, known.claims.sid);
      if (state) {
        try {
          admit(request, known.claims, state);
        } catch (error) {
          return done(error as Error);
        }
        return done();
      }
    }
    identify(request, token).then(() => done(), done);
  });
  // A demo visitor's token reads only: every write is refused here, whatever the SPA shows (#19).
  app.addHook('onRequest', refuseDemoWrites);

  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindowMs,
    // Redis shares the counters between gateway processes; when it is down the limiter fails open
    // to per-process counters with a logged warning (README, SECURITY.md), never a 500.
    ...(options.redis
      ? { store: failOpenStore({ redis: options.redis, nameSpace: 'casona-rl:', logger: app.log }) }
      : {}),
    skipOnError: false,
    // The x-ratelimit-* headers on every answer cost each request; a 429 still says Retry-After.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    keyGenerator: (request) => (request.claims ? `p:${request.claims.sub}` : `ip:${request.ip}`),
    allowList: (request) => !request.url.startsWith(API_PREFIX),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, {
        messageKey: 'http.tooManyRequests',
        params: { after: context.after },
      }),
  });

  const formLimit = options.formRateLimit ?? DEFAULT_FORM_RATE_LIMIT;
  const formRateLimit = app.createRateLimit({
    max: formLimit.max,
    timeWindow: formLimit.timeWindowMs,
    keyGenerator: (request) =>
      `form:${routeOf(request.url.slice(API_PREFIX.length + 1))?.family ?? ''}:${request.ip}`,
  });

  // Probes: the gateway itself serves. /api/health below asks every service, and one service down
  // must not take the whole edge out of rotation.
  app.get('/health', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/ready', async () => ({ status: 'ok', service: 'gateway' }));

  // Gateway's own API: health of everything, merged docs.
  app.get('/api/health', async (_request, reply) => {
    const [services, dependencies] = await Promise.all([
      Promise.all(
        Object.entries(options.services).map(async ([name, url]) => {
          const started = performance.now();
          try {
            const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(4000) });
            const body = (await res.json()) as { dependencies?: unknown };
            return {
              name,
              ok: res.ok,
              ms: Math.round(performance.now() - started),
              dependencies: body.dependencies,
            };
          } catch (err) {
            return {
              name,
              ok: false,
              ms: Math.round(performance.now() - started),
              error: (err as Error).message,
            };
          }
        }),
      ),
      options.dependencies ? options.dependencies() : Promise.resolve([]),
    ]);
    const ok = services.every((s) => s.ok) && dependencies.every((d) => d.ok);
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'degraded', gateway: 'ok', services, dependencies });
  });

  let merged: { doc: OpenApiDocument; at: number } | undefined;
  async function refreshDocs(): Promise<void> {
    if (merged && Date.now() - merged.at < 30_000) return;
    const docs = await Promise.all(
      Object.entries(options.services).map(async ([name, url]) => {
        try {
          const res = await fetch(`${url}/openapi.json`, { signal: AbortSignal.timeout(3000) });
          return res.ok ? { name, doc: (await res.json()) as OpenApiDocument } : undefined;
        } catch (err) {
          app.log.warn({ err, service: name }, 'could not read service OpenAPI');
          return undefined;
        }
      }),
    );
    merged = {
      doc: mergeOpenApi(
        app.swagger() as OpenApiDocument,
        docs.filter((d) => d !== undefined),
      ),
      at: Date.now(),
    };
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casona API',
        version: '1.0.0',
        description:
          'Every service behind the gateway. Send the access token as `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: { onRequest: async () => refreshDocs() },
    transformSpecification: (spec) => merged?.doc ?? spec,
    transformSpecificationClone: false,
  });

  // Forward each family to its service: one keep-alive pool per service, bodies streamed both ways.
  for (const [service, upstream] of upstreams) {
    const families = familiesOf(service);
    const bodyLimit = Math.min(options.bodyLimits?.[service] ?? options.bodyLimit, options.bodyLimit);
    await app.register(async (scope) => {
      // Bodies stream through untouched (multipart uploads included); the service parses them.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      const proxy = (request: FastifyRequest, reply: FastifyReply, admin: string | false): Promise<void> => {
        if (admin) {
          if (!request.claims) throw unauthorized();
          if (!mayUseAdminFamily(admin, request.staffRole)) throw forbidden();
        }
        const raw = request.raw;
        const declared = raw.headers['content-length'];
        if (declared !== undefined && Number(declared) > bodyLimit) {
          // Answer before reading the body, and do not read it afterwards either.
          reply.header('connection', 'close');
          throw payloadTooLarge();
        }
        const hasBody =
          declared !== undefined ? declared !== '0' : raw.headers['transfer-encoding'] !== undefined;
        const headers = endToEndHeaders(raw.headers, RESERVED_HEADER_PREFIX);
        headers[AUTH_HEADERS.internalToken] = options.internalToken;
        headers[AUTH_HEADERS.locale] = request.localeOf;
        headers[AUTH_HEADERS.clientIp] = request.ip;
        headers['x-request-id'] = request.id;
        if (request.claims) {
          headers[AUTH_HEADERS.profileId] = request.claims.sub;
          if (request.staffRole) headers[AUTH_HEADERS.staffRole] = request.staffRole;
        }
        if (awaitingContinue.delete(raw) && hasBody) reply.raw.writeContinue();
        const res = reply.raw;
        return new Promise<void>((resolve, reject) => {
          const forwarding = upstream.forward(
            { method: request.method, path: request.url, headers, body: hasBody ? raw : null, bodyLimit },
            {
              start(statusCode, answer) {
                // The service's headers win over the edge's of the same name, as setHeader would.
                const head: string[] = [];
                for (const [name, value] of edgeHeaders) if (!(name in answer)) head.push(name, value);
                for (const [name, value] of corsOf(raw.headers.origin))
                  if (!(name in answer)) head.push(name, value);
                for (const name in answer) {
                  const value = answer[name]!;
                  if (typeof value === 'string') head.push(name, value);
                  else for (const one of value) head.push(name, one);
                }
                if (!('x-request-id' in answer)) head.push('x-request-id', request.id);
                // The service answered before reading the whole body (a 413, a 401): the rest is
                // not read, so this connection cannot carry another request.
                if (hasBody && !raw.complete) head.push('connection', 'close');
                try {
                  res.writeHead(statusCode, head);
                } catch (error) {
                  // A header Node refuses to write: the service's answer is unusable.
                  reject(new AppError('UPSTREAM', 502, { messageKey: 'error.generic', cause: error }));
                  return false;
                }
                reply.hijack();
                resolve();
                return true;
              },
              write: (chunk) => res.write(chunk),
              drained: (resume) => res.once('drain', resume),
              end: () => res.end(),
              fail(error, started) {
                if (started) return void res.destroy(error);
                // The error handler answers (and logs a 5xx with its cause). What is left of the
                // body is not read: the connection closes after the answer instead of hanging on it.
                if (hasBody && !raw.complete) reply.header('connection', 'close');
                reject(error);
              },
            },
          );
          res.once('close', () => {
            if (!res.writableFinished) forwarding.abort();
          });
        });
      };
      const forwardTo = (family: string) => {
        const form = FORM_FAMILIES.get(family);
        const admin = family.startsWith(ADMIN_FAMILY_PREFIX) ? family : false;
        return (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
          if (form === undefined || request.method !== 'POST' || (form === 'anonymous' && request.claims))
            return proxy(request, reply, admin);
          return formRateLimit(request).then((limit) => {
            if (!limit.isAllowed && limit.isExceeded) {
              reply.header('retry-after', String(limit.ttlInSeconds));
              throw new AppError('RATE_LIMITED', 429, { messageKey: 'http.tooManyRequests' });
            }
            return proxy(request, reply, admin);
          });
        };
      };
      // Not operations of their own (the document lists the services' real ones); CORS preflights
      // (OPTIONS) are @fastify/cors's; TRACE, QUERY and other methods have nothing to reach.
      const forwarded = {
        method: ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'],
        config: { forwarded: true, cors: false },
        schema: { hide: true },
      };
      for (const family of families) {
        const handler = forwardTo(family);
        scope.route({ ...forwarded, url: `${API_PREFIX}/${family}`, handler });
        scope.route({ ...forwarded, url: `${API_PREFIX}/${family}/*`, handler });
      }
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      const error = new AppError('NOT_FOUND', 404, { messageKey: 'http.notFound' });
      return reply.status(404).send(errorBody(error, request.localeOf));
    }
    // The app's pages (proto's SPA_PATHS, pinned to the SPA's router by its spec) answer 200; any
    // other path gets the app too, which renders its not-found page, but as HTTP 404 (issue 16).
    if (webRoot && (request.method === 'GET' || request.method === 'HEAD')) {
      // A property's page carries its link preview (Open Graph) in the HTML itself (#16).
      const previewed = propertyOfPath(request.url.split('?')[0]!);
      if (previewed !== null) return propertyPage(request, reply, webRoot, previewed);
      return reply.status(isSpaPath(request.url.split('?')[0]!) ? 200 : 404).sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(new AppError('NOT_FOUND', 404, { messageKey: 'http.notFound' }), request.localeOf));
  });

  /** index.html with the property's preview tags; without a visible property, the app's page as any page. */
  async function propertyPage(request: FastifyRequest, reply: FastifyReply, root: string, idOrSlug: string) {
    const display = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/property/display/${encodeURIComponent(idOrSlug)}`,
    });
    if (display.statusCode !== 200) return reply.status(200).sendFile('index.html');
    const html = withOpenGraph(
      await readFile(path.join(root, 'index.html'), 'utf8'),
      openGraphTags(
        display.json<PreviewedProperty>(),
        `${request.protocol}://${request.host}`,
        request.localeOf === 'en' ? 'en' : 'es',
      ),
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  const webRoot =
    options.webDist && existsSync(path.join(options.webDist, 'index.html'))
      ? path.resolve(options.webDist)
      : undefined;
  if (webRoot) {
    // The build writes .br/.gz beside each file; serving them saves the CPU of compressing per request.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: 'index.html',
      maxAge: '1h',
      preCompressed: true,
    });
  } else {
    // Hidden: the API document must not depend on whether the SPA was built (issue 20).
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="es"><meta charset="utf-8"><title>Casona</title>' +
            '<h1>Casona</h1><p>La API está en línea: <a href="/api/health">/api/health</a> · <a href="/api/docs">/api/docs</a>.</p>' +
            '<p>The web app has not been built in this checkout (<code>web/dist</code> is missing).</p></html>',
        ),
    );
  }

  return app;
}
