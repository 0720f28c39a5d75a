/**
 * The identity service as it runs in production, for integration suites: real PostgreSQL (its own
 * schema), the kit's infrastructure (embedded S3, in-process events, jobs in PostgreSQL) and the
 * real gateway in front, so every request is authenticated exactly as in a deployment.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '@casona/gateway/gateway';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure, type Infrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService } from '@casona/kit/runtime/service';
import { dropSchema, testPostgres, uniqueSchema, type TestPostgres } from '@casona/kit/testing/postgres';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import { createIdentityService } from '../service.ts';

/** Suites assert response bodies field by field; typing each one would only restate the schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  lang?: 'en' | 'es';
}

export interface Harness {
  base: string;
  schema: string;
  pg: TestPostgres;
  infra: Infrastructure;
  identity: RunningService;
  gateway: FastifyInstance;
  dataDir: string;
  /** Moves identity's clock (ms); 0 is now. */
  setClockOffset(ms: number): void;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Events identity wrote to its outbox, oldest first. */
  events(type?: string): Promise<EventEnvelope[]>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export const testSigningKey = (): string =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

/** Fast argon2id for suites (the production parameters are measured in password-hasher.spec.ts). */
export const FAST_HASH = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

export async function startHarness(
  env: Record<string, string> = {},
  options: { seedAdmin?: boolean } = {},
): Promise<Harness> {
  const pg = await testPostgres();
  const schema = uniqueSchema('identity');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-identity-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logger = createLogger('identity-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const internalToken = 'identity-suite-internal-token';
  const infra = await createInfrastructure(
    loadPlatformConfig({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      INTERNAL_TOKEN: internalToken,
      PUBLIC_URL: base,
    }),
    logger,
  );
  let offset = 0;
  const definition = createIdentityService({
    name: schema,
    env: { ...FAST_HASH, ...env },
    now: () => new Date(Date.now() + offset),
    seedAdmin: options.seedAdmin ?? false,
  });
  const identity = await startService(definition, infra);
  const gateway = await createGateway({
    logger,
    services: { identity: identity.url },
    internalToken,
    // Tests stand where an ingress would: the X-Forwarded-For they send is the one hop trusted.
    trustProxy: 1,
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
    bodyLimit: 10 * 1024 * 1024,
    corsOrigins: [base],
  });
  await gateway.listen({ host: '127.0.0.1', port });

  const call = async <T>(method: string, url: string, options: CallOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a redirect or HTML page): the text is the body.
    }
    return { status: res.status, headers: res.headers, body: body as T };
  };

  const sql = async <R>(text: string, values: unknown[] = []): Promise<R[]> =>
    (await identity.context.db.query(text, values)).rows as R[];

  return {
    base,
    schema,
    pg,
    infra,
    identity,
    gateway,
    dataDir,
    setClockOffset: (ms) => {
      offset = ms;
    },
    call,
    sql,
    async events(type) {
      const rows = await sql<{
        id: string;
        type: string;
        v: number;
        key: string;
        producer: string;
        payload: unknown;
        occurred_at: Date;
      }>(
        `SELECT id, type, v, key, producer, payload, occurred_at FROM outbox ${type ? 'WHERE type = $1' : ''} ORDER BY seq`,
        type ? [type] : [],
      );
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        v: r.v,
        key: r.key,
        producer: r.producer,
        payload: r.payload,
        occurredAt: r.occurred_at.toISOString(),
      }));
    },
    async stop() {
      await gateway.close();
      await identity.stop();
      await infra.close();
      await dropSchema(pg.url, schema);
      await pg.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid registration (test data builder). */
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `persona.${id}@example.com`,
    locale: 'ES',
    name: 'Ana María Núñez',
    phone_number: '5512345678',
    password: 'contraseña-segura-1',
    passwordConfirmation: 'contraseña-segura-1',
    source: 'register',
    ...overrides,
  };
}

export interface Account {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers through the API and returns the signed-in account. */
export async function registerAccount(h: Harness, overrides: Record<string, unknown> = {}): Promise<Account> {
  const body = buildRegistration(overrides);
  const res = await h.call('POST', '/api/v1/auth/register', { body });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.profile.id,
    email: res.body.profile.email,
    password: body.password as string,
    accessToken: res.body.accessToken,
    refreshToken: res.body.refreshToken,
  };
}

/** Makes a profile company staff and signs it in again, so its token carries the role. */
export async function makeStaff(h: Harness, account: Account, role: 'ADMIN' | 'STAFF'): Promise<Account> {
  await h.sql(
    `INSERT INTO staff_role (profile_id, role, created_at, updated_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (profile_id) DO UPDATE SET role = EXCLUDED.role`,
    [account.id, role],
  );
  const res = await h.call('POST', '/api/v1/auth/login', {
    body: { email: account.email, password: account.password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...account, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}
