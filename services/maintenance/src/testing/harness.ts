/**
 * Maintenance as it runs in production, for integration suites: real PostgreSQL (its own schema),
 * the kit's infrastructure (in-process events), the real identity service beside it (accounts,
 * tokens, memberships and their events) and the real gateway in front. Listings' events (properties,
 * Airbnb listings, reservations) are published as listings' relay would.
 */
import type { FastifyInstance } from 'fastify';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import {
  eventDefinition,
  makeEvent,
  type EventPayload,
  type EventType,
} from '@casona/proto/events/catalogue';
import type { RoleLabel } from '@casona/proto/enums';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { Infrastructure } from '@casona/kit/runtime/infrastructure';
import type { Account } from '@casona/kit/testing/accounts';
import { propertyCreatedPayload, reservationAddedPayload } from '@casona/kit/testing/property-events';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import { createMaintenanceService } from '../service.ts';

export type { ApiResponse, CallOptions } from '@casona/kit/testing/platform';
export { grant, makeStaff, registerAccount, staffAccount, type Account } from '@casona/kit/testing/accounts';

/** Suites assert response bodies field by field; typing each one would only restate the schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Harness {
  base: string;
  infra: Infrastructure;
  gateway: FastifyInstance;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** SQL in maintenance's schema. */
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** SQL in identity's schema. */
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Events maintenance wrote to its outbox, oldest first. */
  events(type?: string): Promise<EventEnvelope[]>;
  /** Publishes every outbox until none has anything left. */
  settle(): Promise<void>;
  membershipLabel(profileId: string, propertyId: string): Promise<string | undefined>;
  /** Delivers an event as its producer's relay would (again, if it was delivered already). */
  publish<T extends EventType>(type: T, payload: EventPayload<T>, producer?: string): Promise<EventEnvelope>;
  stop(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const platform = await startTestPlatform({
    name: 'maintenance',
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      maintenance: (schema) => createMaintenanceService({ name: schema }),
    },
    gateway: (gateway) => createGateway(gateway),
  });
  const sql = platform.sql('maintenance');
  return {
    base: platform.base,
    infra: platform.infra,
    gateway: platform.gateway,
    call: platform.call,
    sql,
    identitySql: platform.sql('identity'),
    events: (type) => platform.events('maintenance', type),
    settle: platform.settle,
    async membershipLabel(profileId, propertyId) {
      const rows = await sql<{ label: string }>(
        'SELECT label FROM membership WHERE profile_id = $1 AND property_id = $2',
        [profileId, propertyId],
      );
      return rows[0]?.label;
    },
    async publish(type, payload, producer = type.split('.')[0]!) {
      const event = makeEvent(type, { payload, producer });
      await platform.infra.bus.publish(eventDefinition(type).topic, [event]);
      return event;
    },
    stop: platform.stop,
  };
}

/** Polls until `check` returns a value other than undefined/false, or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ─── Builders ───────────────────────────────────────────────────────────────────────────────────

export interface PropertyOptions {
  name?: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** A property as listings announces it (identity makes `owner` its OWNER); waits for maintenance's projection. */
export async function createProperty(
  h: Harness,
  owner: Account | null,
  options: PropertyOptions = {},
): Promise<string> {
  const propertyId = crypto.randomUUID();
  await h.publish(
    'listings.property.created',
    propertyCreatedPayload({
      propertyId,
      ownerProfileId: owner?.id ?? null,
      createdBy: owner?.id ?? null,
      name: options.name ?? 'Casa Colibrí',
      slug: `casa-${propertyId.slice(0, 8)}`,
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
    }),
  );
  await eventually(
    async () =>
      (await h.sql('SELECT 1 FROM planning_property WHERE property_id = $1', [propertyId])).length === 1,
    'the property projection',
  );
  if (owner) await waitForMembership(h, owner.id, propertyId, 'OWNER');
  return propertyId;
}

export async function waitForMembership(h: Harness, profileId: string, propertyId: string, label: RoleLabel) {
  await eventually(
    async () => (await h.membershipLabel(profileId, propertyId)) === label,
    `membership ${label}`,
  );
}

/** An Airbnb listing of a property as listings announces it; waits for the projection. */
export async function createListing(
  h: Harness,
  propertyId: string,
  options: { name?: string; main?: boolean; base?: number; current?: number } = {},
): Promise<string> {
  const airbnbListingId = crypto.randomUUID();
  await h.publish('listings.airbnb_listing.submitted', {
    airbnbListingId,
    propertyId,
    name: options.name ?? 'Depa con vista',
    url: `https://www.airbnb.mx/rooms/${Math.floor(Math.random() * 1e9)}`,
    isMainListing: options.main ?? true,
    currency: 'MXN',
    baseHoursToClean: options.base ?? 3,
    currentHoursToClean: options.current ?? 0,
  });
  await eventually(
    async () =>
      (await h.sql('SELECT 1 FROM planning_listing WHERE airbnb_listing_id = $1', [airbnbListingId]))
        .length === 1,
    'the listing projection',
  );
  return airbnbListingId;
}

/** A stay as listings announces it (a feed's: dates only); waits for the projection. */
export async function createStay(
  h: Harness,
  stay: {
    propertyId: string;
    airbnbListingId: string | null;
    checkIn: string;
    checkOut: string;
    guests?: number;
  },
): Promise<string> {
  const reservationId = crypto.randomUUID();
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  await h.publish(
    'listings.reservation.added',
    reservationAddedPayload(stay.propertyId, {
      reservationId,
      airbnbListingId: stay.airbnbListingId,
      confirmationCode: `HM${reservationId.slice(0, 8).toUpperCase()}`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights,
      guestAmount: stay.guests ?? null,
      isDirectBooking: stay.airbnbListingId === null,
    }),
  );

  await eventually(
    async () =>
      (await h.sql('SELECT 1 FROM planning_stay WHERE reservation_id = $1', [reservationId])).length === 1,
    'the stay projection',
  );
  return reservationId;
}
