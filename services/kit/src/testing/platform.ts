/**
 * A slice of the platform as it runs in production, for integration suites: real PostgreSQL (one
 * fresh schema per service, dropped at stop), the kit's infrastructure (embedded S3, in-process
 * events, jobs in PostgreSQL, or on BullMQ over Redis when asked and REDIS_URL is set), the given
 * services, and the real gateway in front, so every request is authenticated and routed exactly as
 * in a deployment. Each service's own harness wraps this with its builders.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { envelopeOf, type OutboxRow } from '../events/outbox.ts';
import { createLogger, type Logger } from '../log/logger.ts';
import type { EventEnvelope } from '../ports/event-bus.ts';
import { createInfrastructure, type Infrastructure } from '../runtime/infrastructure.ts';
import { loadPlatformConfig } from '../runtime/platform-config.ts';
import { startService, type RunningService, type ServiceDefinition } from '../runtime/service.ts';
import { infraUrl } from './infra.ts';
import { dropSchema, freePort, testPostgres, uniqueSchema, type TestPostgres } from './postgres.ts';

export { freePort };

/** Suites assert response bodies field by field; typing each one would only restate the schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** A ready body (multipart) sent as is, with its own content type. */
  raw?: FormData;
  token?: string;
  headers?: Record<string, string>;
  lang?: 'en' | 'es';
}

/** What every suite's gateway gets; the suite's factory adds or overrides the rest. */
export interface TestGatewayOptions<S extends string> {
  logger: Logger;
  services: Record<S, string>;
  internalToken: string;
  /** Tests stand where an ingress would: the X-Forwarded-For they send is the one hop trusted. */
  trustProxy: number;
  rateLimit: { max: number; timeWindowMs: number };
  bodyLimit: number;
  corsOrigins: string[];
}

export interface TestPlatformOptions<S extends string> {
  /** Names the logger (`<name>-test`), internal token and temporary DATA_DIR. */
  name: string;
  /**
   * The services, started in this order and stopped in reverse. Each gets a fresh schema named
   * after its key (`uniqueSchema(key)`) to use as its definition's name.
   */
  services: Record<S, (schema: string) => ServiceDefinition>;
  /** Starts the real gateway (the kit cannot depend on it): usually `createGateway`. */
  gateway: (options: TestGatewayOptions<NoInfer<S>>) => Promise<FastifyInstance>;
  /** Jobs on BullMQ when REDIS_URL is set (required with TEST_INFRA=required), else PostgreSQL. */
  redis?: boolean;
  /** Platform settings on top of the suite defaults. */
  config?: Record<string, string>;
}

export interface TestPlatform<S extends string> {
  base: string;
  pg: TestPostgres;
  infra: Infrastructure;
  gateway: FastifyInstance;
  dataDir: string;
  services: Record<S, RunningService>;
  schemas: Record<S, string>;
  /** An HTTP request through the gateway; the body is parsed as JSON when it is JSON. */
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Queries in a service's schema. */
  sql(service: S): <R = Json>(text: string, values?: unknown[]) => Promise<R[]>;
  /** Events a service wrote to its outbox, oldest first. */
  events(service: S, type?: string): Promise<EventEnvelope[]>;
  /** Publishes every outbox until none has anything left: every event chain has run. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestPlatform<S extends string>(
  options: TestPlatformOptions<S>,
): Promise<TestPlatform<S>> {
  const names = Object.keys(options.services) as S[];
  const pg = await testPostgres();
  const schemas = Object.fromEntries(names.map((name) => [name, uniqueSchema(name)])) as Record<S, string>;
  const dataDir = await mkdtemp(path.join(tmpdir(), `casona-${options.name}-`));
  // The gateway's port is bound now, since PUBLIC_URL and CORS need it before the services start, and
  // the gateway is handed that very socket below: a port only probed here and listened on seconds
  // later could be taken meanwhile by another file's server or an outgoing connection (EADDRINUSE).
  const socket = await boundSocket();
  const port = (socket.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const logger = createLogger(`${options.name}-test`, process.env.TEST_LOG_LEVEL ?? 'silent');
  const internalToken = `${options.name}-suite-internal-token`;
  const redisUrl = options.redis ? infraUrl('redis') : undefined;
  const infra = await createInfrastructure(
    loadPlatformConfig({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      INTERNAL_TOKEN: internalToken,
      PUBLIC_URL: base,
      // A suite runs up to seven services beside other suites on one PostgreSQL (100 connections in
      // CI): four each is plenty for a test's traffic and leaves room for the files running alongside.
      PG_POOL_MAX: '4',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...options.config,
    }),
    logger,
  );
  const services = {} as Record<S, RunningService>;
  for (const name of names) {
    services[name] = await startService(options.services[name](schemas[name]), infra);
  }
  const gateway = await options.gateway({
    logger,
    services: Object.fromEntries(names.map((name) => [name, services[name].url])) as Record<S, string>,
    internalToken,
    trustProxy: 1,
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
    bodyLimit: 10 * 1024 * 1024,
    corsOrigins: [base],
  });
  // Node's listen takes an already bound handle (net.Server#listen(handle)); fastify passes it on.
  await gateway.listen({
    host: '127.0.0.1',
    handle: (socket as unknown as { _handle: unknown })._handle,
  } as FastifyListenOptions);

  const call = async <T>(method: string, url: string, o: CallOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { 'accept-language': o.lang ?? 'en', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
      redirect: 'manual',
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a redirect, an HTML page, an SVG): the text is the body.
    }
    return { status: res.status, headers: res.headers, body: body as T };
  };

  const sql =
    (service: S) =>
    async <R>(text: string, values: unknown[] = []): Promise<R[]> =>
      (await services[service].context.db.query(text, values)).rows as R[];

  const pending = async (service: RunningService): Promise<number> =>
    (
      await service.context.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
      )
    ).rows[0]!.n;

  return {
    base,
    pg,
    infra,
    gateway,
    dataDir,
    services,
    schemas,
    call,
    sql,
    async events(service, type) {
      const rows = await sql(service)<OutboxRow>(
        `SELECT seq, id, topic, type, v, key, producer, payload, occurred_at FROM outbox ${type ? 'WHERE type = $1' : ''} ORDER BY seq`,
        type ? [type] : [],
      );
      return rows.map(envelopeOf);
    },
    async settle() {
      // Chains cross services (listings → identity → listings). The in-process bus marks an event
      // published only after every consumer handled it, and a handler's own events commit with it:
      // once no outbox holds an unpublished row, every chain has run. A relay loop may hold the
      // publishing lock while we look, so wait for it rather than trust drain().
      for (let i = 0; i < 500; i++) {
        let left = 0;
        for (const name of names) await services[name].relay.drain();
        for (const name of names) left += await pending(services[name]);
        if (left === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('events did not settle within 5 s');
    },
    async stop() {
      await gateway.close();
      for (const name of [...names].reverse()) await services[name].stop();
      await infra.close();
      for (const name of [...names].reverse()) await dropSchema(pg.url, schemas[name]);
      await pg.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server listening on a port of the system's choosing, whose handle a real server then takes over. */
function boundSocket(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const socket = createServer();
    socket.once('error', reject);
    socket.listen(0, '127.0.0.1', () => resolve(socket));
  });
}
