/**
 * Listings as it runs in production, for integration suites: real PostgreSQL (its own schema), the
 * kit's infrastructure (embedded S3, in-process events, jobs in PostgreSQL), the real identity
 * service beside it (accounts, tokens, memberships and the first-owner consumer) and the real
 * gateway in front, so every request is authenticated and routed exactly as in a deployment.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { canFlags, type RoleLabel } from '@casona/proto';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import { createGateway } from '@casona/gateway/gateway';
import { createLogger } from '@casona/kit/log/logger';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import { createInfrastructure, type Infrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService } from '@casona/kit/runtime/service';
import { dropSchema, testPostgres, uniqueSchema, type TestPostgres } from '@casona/kit/testing/postgres';
import { createIdentityService } from '../../../identity/src/service.ts';
import { FAST_HASH, freePort } from '../../../identity/src/testing/harness.ts';
import { createListingsService } from '../service.ts';

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
  /** A ready body (multipart) sent as is, with its own content type. */
  raw?: FormData;
  token?: string;
  lang?: 'en' | 'es';
}

export interface Account {
  id: string;
  email: string;
  password: string;
  accessToken: string;
}

export interface Harness {
  base: string;
  infra: Infrastructure;
  listings: RunningService;
  identity: RunningService;
  gateway: FastifyInstance;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Queries listings' schema. */
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Queries identity's schema. */
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Events listings wrote to its outbox, oldest first. */
  events(type?: string): Promise<EventEnvelope[]>;
  /** Publishes both outboxes until neither has anything left: every event chain has run. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  seedDemo?: boolean;
  env?: Record<string, string>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const pg: TestPostgres = await testPostgres();
  const listingsSchema = uniqueSchema('listings');
  const identitySchema = uniqueSchema('identity');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-listings-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logger = createLogger('listings-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const internalToken = 'listings-suite-internal-token';
  const infra = await createInfrastructure(
    loadPlatformConfig({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      INTERNAL_TOKEN: internalToken,
      PUBLIC_URL: base,
    }),
    logger,
  );
  const identity = await startService(
    createIdentityService({ name: identitySchema, env: { ...FAST_HASH }, seedAdmin: false }),
    infra,
  );
  const listings = await startService(
    createListingsService({
      name: listingsSchema,
      env: options.env ?? {},
      seedDemo: options.seedDemo ?? false,
    }),
    infra,
  );
  const gateway = await createGateway({
    logger,
    services: { identity: identity.url, listings: listings.url },
    internalToken,
    trustProxy: 1,
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    bodyLimit: 100 * 1024 * 1024,
    corsOrigins: [base],
  });
  await gateway.listen({ host: '127.0.0.1', port });

  const call = async <T>(method: string, url: string, o: CallOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { 'accept-language': o.lang ?? 'en' };
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
      // Not JSON (an SVG): the text is the body.
    }
    return { status: res.status, headers: res.headers, body: body as T };
  };

  const query =
    (service: RunningService) =>
    async <R>(text: string, values: unknown[] = []) =>
      (await service.context.db.query(text, values)).rows as R[];
  const sql = query(listings);

  return {
    base,
    infra,
    listings,
    identity,
    gateway,
    call,
    sql,
    identitySql: query(identity),
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
      return rows.map((r) => ({ ...r, occurredAt: r.occurred_at.toISOString() }));
    },
    async settle() {
      // listings → identity (first owner) → listings (membership projection). The in-process bus
      // marks an event published only after every consumer handled it, and a handler's own events
      // commit with it: once neither outbox holds an unpublished row, every chain has run. A relay
      // loop may hold the publishing lock while we look, so wait for it rather than trust drain().
      const pending = async (service: RunningService) =>
        (
          await service.context.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
          )
        ).rows[0]!.n;
      for (let i = 0; i < 500; i++) {
        await listings.relay.drain();
        await identity.relay.drain();
        if ((await pending(listings)) === 0 && (await pending(identity)) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('events did not settle within 5 s');
    },
    async stop() {
      await gateway.close();
      await listings.stop();
      await identity.stop();
      await infra.close();
      await dropSchema(pg.url, listingsSchema);
      await dropSchema(pg.url, identitySchema);
      await pg.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}${Math.random().toString(36).slice(2, 6)}`;

/** Registers through identity and returns the signed-in account (profile locale ES unless told). */
export async function registerAccount(h: Harness, locale: 'ES' | 'EN' = 'ES'): Promise<Account> {
  const body = {
    email: `persona.${unique()}@example.com`,
    locale,
    name: 'Ana María Núñez',
    phone_number: '5512345678',
    password: 'contraseña-segura-1',
    passwordConfirmation: 'contraseña-segura-1',
    source: 'register',
  };
  const res = await h.call('POST', '/api/v1/auth/register', { body });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  await h.settle();
  return {
    id: res.body.profile.id,
    email: body.email,
    password: body.password,
    accessToken: res.body.accessToken,
  };
}

async function login(h: Harness, account: Account): Promise<Account> {
  const res = await h.call('POST', '/api/v1/auth/login', {
    body: { email: account.email, password: account.password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...account, accessToken: res.body.accessToken };
}

/** A company staff member (ADMIN passes the gateway's admin check too), signed in with the role. */
export async function staffAccount(h: Harness, role: 'ADMIN' | 'STAFF' = 'ADMIN'): Promise<Account> {
  const account = await registerAccount(h);
  await h.identitySql(
    `INSERT INTO staff_role (profile_id, role, created_at, updated_at) VALUES ($1, $2, now(), now())`,
    [account.id, role],
  );
  return login(h, account);
}

/**
 * Gives an account a label on a property the way production does: identity's membership (as staff
 * would add it), whose event feeds listings' projection.
 */
export async function grant(
  h: Harness,
  admin: Account,
  account: Account,
  propertyId: string,
  label: RoleLabel,
) {
  const res = await h.call('PUT', '/api/v1/admin/property_customer', {
    token: admin.accessToken,
    body: { property_id: propertyId, profile_id: account.id, label },
  });
  if (res.status !== 200) throw new Error(`grant failed: ${res.status} ${JSON.stringify(res.body)}`);
  await h.settle();
  const [row] = await h.sql<{ label: string }>(
    'SELECT label FROM membership WHERE profile_id = $1 AND property_id = $2',
    [account.id, propertyId],
  );
  if (row?.label !== label) throw new Error(`membership projection did not catch up (${row?.label})`);
  return canFlags(label);
}

/** A valid submission (proto SubmitProperty) for a house in Coyoacán; override what a test is about. */
export function buildSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Casa Colibrí',
    type: 'HOUSE',
    price: 4_500_000,
    bathrooms: 2,
    bedrooms: 3,
    half_bathrooms: 1,
    parking_spaces: 2,
    built_area: 180,
    total_area: 200,
    floors: 2,
    year_built: 2005,
    street: 'Francisco Sosa',
    exterior_number: '215',
    interior_number: '',
    zip: '04000',
    city: 'Coyoacán',
    state: 'Ciudad de México',
    latitude: 19.3467,
    longitude: -99.1617,
    images: [jpegBase64(2048)],
    ...overrides,
  };
}

/** Submits as a signed-in owner and waits until identity made them OWNER and listings knows it. */
export async function submitAs(
  h: Harness,
  owner: Account,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await h.call('POST', '/api/v1/submit_property', {
    token: owner.accessToken,
    body: buildSubmission(overrides),
  });
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${JSON.stringify(res.body)}`);
  await h.settle();
  return res.body.property_id;
}

/** Moves a property through review to PUBLISHED, as staff do. */
export async function publish(h: Harness, admin: Account, propertyId: string): Promise<void> {
  for (const status of ['ACCEPTED', 'PUBLISHED']) {
    const res = await h.call('POST', `/api/v1/admin/property/${propertyId}/status`, {
      token: admin.accessToken,
      body: { status },
    });
    if (res.status !== 200)
      throw new Error(`status ${status} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
