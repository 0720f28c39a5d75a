/**
 * Finance as it runs in production, for integration suites: real PostgreSQL (its own schema), the
 * kit's infrastructure (in-process events, jobs, the S3 of the suite), the real identity service
 * beside it (accounts, tokens, memberships and their events) and the real gateway in front. Listings
 * is not started: its events are published as listings would publish them.
 */
import type { FastifyInstance } from 'fastify';
import { eventDefinition, makeEvent, type EventPayload, type RoleLabel } from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { Infrastructure } from '@casona/kit/runtime/infrastructure';
import type { RunningService } from '@casona/kit/runtime/service';
import type { Account } from '@casona/kit/testing/accounts';
import { propertyCreatedPayload } from '@casona/kit/testing/property-events';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import { createFinanceService } from '../service.ts';

export type { ApiResponse, CallOptions } from '@casona/kit/testing/platform';
export { grant, makeStaff, registerAccount, type Account } from '@casona/kit/testing/accounts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Harness {
  base: string;
  infra: Infrastructure;
  finance: RunningService;
  gateway: FastifyInstance;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** A CSV body to the import, as a browser's upload sends it. */
  importCsv(
    propertyId: string,
    csv: string,
    o?: { token?: string; lang?: 'en' | 'es'; type?: string },
  ): Promise<ApiResponse>;
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** SQL in identity's schema (staff roles, for the accounts builder). */
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  membershipLabel(profileId: string, propertyId: string): Promise<string | undefined>;
  events(type?: string): Promise<EventEnvelope[]>;
  settle(): Promise<void>;
  publish<T extends Parameters<typeof makeEvent>[0]>(
    type: T,
    payload: EventPayload<T>,
  ): Promise<EventEnvelope>;
  stop(): Promise<void>;
}

export async function startHarness(options: { now?: () => Date } = {}): Promise<Harness> {
  const platform = await startTestPlatform({
    name: 'finance',
    redis: true,
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      finance: (schema) => createFinanceService({ name: schema, now: options.now }),
    },
    gateway: (gateway) => createGateway({ ...gateway, bodyLimit: 64 * 1024 * 1024 }),
  });
  return {
    base: platform.base,
    infra: platform.infra,
    finance: platform.services.finance,
    gateway: platform.gateway,
    call: platform.call,
    async importCsv(propertyId, csv, o = {}) {
      const headers: Record<string, string> = {
        'accept-language': o.lang ?? 'en',
        'content-type': o.type ?? 'text/csv',
      };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      const res = await fetch(
        `${platform.base}/api/v1/property_transaction/import?property_id=${propertyId}`,
        {
          method: 'POST',
          headers,
          body: csv,
        },
      );
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, headers: res.headers, body };
    },
    sql: platform.sql('finance'),
    identitySql: platform.sql('identity'),
    async membershipLabel(profileId, propertyId) {
      const rows = await platform.sql('finance')<{ label: string }>(
        'SELECT label FROM membership WHERE profile_id = $1 AND property_id = $2',
        [profileId, propertyId],
      );
      return rows[0]?.label;
    },
    events: (type) => platform.events('finance', type),
    settle: platform.settle,
    async publish(type, payload) {
      const event = makeEvent(type, { payload, producer: type.split('.')[0]! });
      await platform.infra.bus.publish(eventDefinition(type).topic, [event]);
      return event;
    },
    stop: platform.stop,
  };
}

/** Polls until `check` returns something other than undefined/false, or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A property as listings announces it; identity makes `owner` its OWNER and finance learns both. */
export async function createProperty(
  h: Harness,
  owner: Account | null,
  name = 'Casa Colibrí',
): Promise<string> {
  const propertyId = crypto.randomUUID();
  await h.publish(
    'listings.property.created',
    propertyCreatedPayload({
      propertyId,
      ownerProfileId: owner?.id ?? null,
      createdBy: owner?.id ?? null,
      name,
      slug: `casa-${propertyId.slice(0, 8)}`,
    }),
  );
  await eventually(
    async () => (await h.sql('SELECT 1 FROM property WHERE id = $1', [propertyId])).length === 1,
    'property',
  );
  if (owner) await waitForMembership(h, owner.id, propertyId, 'OWNER');
  return propertyId;
}

export async function waitForMembership(h: Harness, profileId: string, propertyId: string, label: RoleLabel) {
  await eventually(
    async () =>
      (
        await h.sql('SELECT 1 FROM membership WHERE profile_id = $1 AND property_id = $2 AND label = $3', [
          profileId,
          propertyId,
          label,
        ])
      ).length === 1,
    `membership ${label}`,
  );
}

/** A reservation event's payload, as listings sends it. */
export function reservationPayload(
  over: Partial<EventPayload<'listings.reservation.added'>> & { propertyId: string },
): EventPayload<'listings.reservation.added'> {
  const checkIn = over.checkIn ?? '2026-01-29';
  const checkOut = over.checkOut ?? '2026-02-03';
  return {
    reservationId: crypto.randomUUID(),
    airbnbListingId: null,
    confirmationCode: 'HMABC12345',
    checkIn,
    checkOut,
    nights: Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000),
    guestAmount: 2,
    cleaningFee: null,
    petFee: null,
    guestServiceFee: null,
    hostServiceFee: null,
    nightlyRateAdjustment: null,
    occupancyTaxes: null,
    remittedOccupancyTax: null,
    totalEarned: 5000,
    totalPaid: null,
    currency: 'MXN',
    isDirectBooking: true,
    tentative: false,
    turnoverPrevious: false,
    turnoverNext: false,
    ...over,
  };
}
