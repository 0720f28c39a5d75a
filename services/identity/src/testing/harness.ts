/**
 * The identity service as it runs in production, for integration suites: real PostgreSQL (its own
 * schema), the kit's infrastructure (embedded S3, in-process events, jobs in PostgreSQL) and the
 * real gateway in front, so every request is authenticated exactly as in a deployment.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '@casona/gateway/gateway';
import type { Infrastructure } from '@casona/kit/runtime/infrastructure';
import type { RunningService } from '@casona/kit/runtime/service';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { TestPostgres } from '@casona/kit/testing/postgres';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import { createIdentityService } from '../service.ts';

export { freePort } from '@casona/kit/testing/platform';
export { buildRegistration, makeStaff, registerAccount, type Account } from '@casona/kit/testing/accounts';
export type { ApiResponse, CallOptions } from '@casona/kit/testing/platform';

/** Suites assert response bodies field by field; typing each one would only restate the schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

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
  /** The same, for kit's accounts builders (registerAccount, makeStaff…). */
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Events identity wrote to its outbox, oldest first. */
  events(type?: string): Promise<EventEnvelope[]>;
  stop(): Promise<void>;
}

export const testSigningKey = (): string =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

/** Fast argon2id for suites (the production parameters are measured in password-hasher.spec.ts). */
export const FAST_HASH = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

export async function startHarness(
  env: Record<string, string> = {},
  options: {
    seedAdmin?: boolean;
    /** How long the gateway believes identity's session answers (default: the gateway's). */
    authStateTtlMs?: number;
  } = {},
): Promise<Harness> {
  let offset = 0;
  const platform = await startTestPlatform({
    name: 'identity',
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, ...env },
          now: () => new Date(Date.now() + offset),
          seedAdmin: options.seedAdmin ?? false,
        }),
    },
    gateway: (gateway) =>
      createGateway(
        options.authStateTtlMs === undefined
          ? gateway
          : { ...gateway, authState: { ttlMs: options.authStateTtlMs } },
      ),
  });
  return {
    base: platform.base,
    schema: platform.schemas.identity,
    pg: platform.pg,
    infra: platform.infra,
    identity: platform.services.identity,
    gateway: platform.gateway,
    dataDir: platform.dataDir,
    setClockOffset: (ms) => {
      offset = ms;
    },
    call: platform.call,
    sql: platform.sql('identity'),
    identitySql: platform.sql('identity'),
    events: (type) => platform.events('identity', type),
    stop: platform.stop,
  };
}
