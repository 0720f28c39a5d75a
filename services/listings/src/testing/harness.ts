/**
 * Listings as it runs in production, for integration suites: real PostgreSQL (its own schema), the
 * kit's infrastructure (embedded S3, in-process events, jobs in PostgreSQL), the real identity
 * service beside it (accounts, tokens, memberships and the first-owner consumer) and the real
 * gateway in front, so every request is authenticated and routed exactly as in a deployment.
 */
import type { FastifyInstance } from 'fastify';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import { createGateway } from '@casona/gateway/gateway';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { Infrastructure } from '@casona/kit/runtime/infrastructure';
import type { RunningService } from '@casona/kit/runtime/service';
import {
  registerAccount,
  staffAccount,
  type Account,
  type AccountsTarget,
} from '@casona/kit/testing/accounts';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import { createIdentityService } from '../../../identity/src/service.ts';
import { FAST_HASH } from '../../../identity/src/testing/harness.ts';
import { createListingsService } from '../service.ts';

export type { ApiResponse, CallOptions } from '@casona/kit/testing/platform';
export { grant, makeStaff, registerAccount, staffAccount, type Account } from '@casona/kit/testing/accounts';

/** Suites assert response bodies field by field; typing each one would only restate the schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * The kit's accounts builder takes the harness as its target: people are registered through
 * identity, and `grant` waits until listings' membership projection holds the label.
 */
export interface Harness extends AccountsTarget {
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
  /** The label listings' membership projection holds (what `grant` waits for). */
  membershipLabel(profileId: string, propertyId: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  seedDemo?: boolean;
  env?: Record<string, string>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const platform = await startTestPlatform({
    name: 'listings',
    // Identity first: listings' first-owner chain runs through it.
    services: {
      identity: (schema) => createIdentityService({ name: schema, env: { ...FAST_HASH }, seedAdmin: false }),
      listings: (schema) =>
        createListingsService({
          name: schema,
          env: options.env ?? {},
          seedDemo: options.seedDemo ?? false,
          calendarSync: false,
        }),
    },
    gateway: (gateway) =>
      createGateway({
        ...gateway,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        // Suites submit many properties anonymously from one address.
        formRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        bodyLimit: 100 * 1024 * 1024,
      }),
  });
  const sql = platform.sql('listings');
  return {
    base: platform.base,
    infra: platform.infra,
    listings: platform.services.listings,
    identity: platform.services.identity,
    gateway: platform.gateway,
    call: platform.call,
    sql,
    identitySql: platform.sql('identity'),
    events: (type) => platform.events('listings', type),
    settle: platform.settle,
    async membershipLabel(profileId, propertyId) {
      const [row] = await sql<{ label: string }>(
        'SELECT label FROM membership WHERE profile_id = $1 AND property_id = $2',
        [profileId, propertyId],
      );
      return row?.label;
    },
    stop: platform.stop,
  };
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

/** A home of a staff suite: its submission's fields, and whether staff publish it. */
export interface SuiteHome {
  fields?: Record<string, unknown>;
  published?: boolean;
}

export interface StaffSuite<Homes extends readonly SuiteHome[] = SuiteHome[]> {
  h: Harness;
  /** A company ADMIN, signed in. */
  admin: Account;
  /** The owner who submitted every home. */
  owner: Account;
  /** The homes' property ids, in the order given. */
  homes: { -readonly [K in keyof Homes]: string };
}

/**
 * The start of a staff-console suite: the platform, a staff ADMIN, an owner (`owner` overrides
 * their registration) and the owner's homes, submitted and, where asked, published by the admin.
 */
export async function startStaffSuite<const Homes extends readonly SuiteHome[] = []>(
  options: { owner?: Record<string, unknown>; homes?: Homes } = {},
): Promise<StaffSuite<Homes>> {
  const h = await startHarness();
  const admin = await staffAccount(h);
  const owner = await registerAccount(h, options.owner);
  const homes: string[] = [];
  for (const home of options.homes ?? []) homes.push(await submitAs(h, owner, home.fields));
  for (const [i, home] of (options.homes ?? []).entries())
    if (home.published) await publish(h, admin, homes[i]!);
  return { h, admin, owner, homes: homes as StaffSuite<Homes>['homes'] };
}
