/**
 * Notifications as it runs in production, for integration suites: real PostgreSQL (its own schema),
 * the kit's infrastructure (in-process events; jobs on BullMQ over Redis when REDIS_URL is set, else
 * over PostgreSQL; mail to the file outbox, or to a real SMTP server the suite starts), the real
 * identity service beside it (accounts, tokens, memberships and its events), and the real gateway
 * in front, so every request is authenticated exactly as in a deployment.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eventDefinition, makeEvent, type EventPayload, type RoleLabel } from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import { readOutbox, type OutboxMessage } from '@casona/kit/mail/outbox-mailer';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { Infrastructure } from '@casona/kit/runtime/infrastructure';
import type { RunningService } from '@casona/kit/runtime/service';
import type { TestPostgres } from '@casona/kit/testing/postgres';
import type { Account } from '@casona/kit/testing/accounts';
import { propertyCreatedPayload } from '@casona/kit/testing/property-events';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import { createNotificationsService } from '../service.ts';

export type { ApiResponse, CallOptions } from '@casona/kit/testing/platform';
export { grant, makeStaff, registerAccount, staffAccount, type Account } from '@casona/kit/testing/accounts';

/** Suites assert response bodies field by field; typing each one would only restate the schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface HarnessOptions {
  /** Send through this SMTP server instead of the file outbox. */
  smtpUrl?: string;
  /** Notifications settings on top of the suite defaults. */
  env?: Record<string, string>;
}

export const TEAM_EMAIL = 'equipo@casona.test';

export interface Harness {
  base: string;
  pg: TestPostgres;
  infra: Infrastructure;
  identity: RunningService;
  notifications: RunningService;
  gateway: FastifyInstance;
  dataDir: string;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** SQL in notifications' schema. */
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** SQL in identity's schema. */
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Events notifications (or identity) wrote to its outbox, oldest first. */
  events(type?: string, service?: 'notifications' | 'identity'): Promise<EventEnvelope[]>;
  /** Publishes every outbox until none has anything left: identity's events reached notifications. */
  settle(): Promise<void>;
  /** Delivers an event as its producer's relay would (again, if it was delivered already). */
  publish<T extends Parameters<typeof makeEvent>[0]>(
    type: T,
    payload: EventPayload<T>,
    producer?: string,
  ): Promise<EventEnvelope>;
  /** The embedded mail outbox, newest first. */
  outbox(): Promise<OutboxMessage[]>;
  stop(): Promise<void>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const platform = await startTestPlatform({
    name: 'notifications',
    redis: true,
    config: options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {},
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      notifications: (schema) =>
        createNotificationsService({
          name: schema,
          env: {
            TEAM_EMAIL,
            TEAM_LOCALE: 'ES',
            EMAIL_BACKOFF_MS: '100',
            EMAIL_DISPATCH_POLL_MS: '200',
            ...options.env,
          },
        }),
    },
    gateway: (gateway) =>
      createGateway({ ...gateway, formRateLimit: { max: 100_000, timeWindowMs: 60_000 } }),
  });
  return {
    base: platform.base,
    pg: platform.pg,
    infra: platform.infra,
    identity: platform.services.identity,
    notifications: platform.services.notifications,
    gateway: platform.gateway,
    dataDir: platform.dataDir,
    call: platform.call,
    sql: platform.sql('notifications'),
    identitySql: platform.sql('identity'),
    events: (type, service = 'notifications') => platform.events(service, type),
    settle: platform.settle,
    async publish(type, payload, producer = type.split('.')[0]!) {
      const event = makeEvent(type, { payload, producer });
      await platform.infra.bus.publish(eventDefinition(type).topic, [event]);
      return event;
    },
    outbox: () => readOutbox(path.join(platform.dataDir, 'mail')),
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

// ─── Builders ────────────────────────────────────────────────────────────────────────────────────
// People come from the kit's accounts builder (re-exported above): the harness is its target.

/** A property as listings announces it; identity makes `owner` its OWNER. */
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
    'the property projection',
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

export interface EmailRow {
  id: string;
  template: string;
  type: string | null;
  property_id: string | null;
  recipient: string;
  locale: string;
  status: string;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
}

/** The emails to `recipient` (every email when omitted), oldest first. */
export const emailsTo = (h: Harness, recipient?: string): Promise<EmailRow[]> =>
  h.sql<EmailRow>(
    `SELECT id, template, type, property_id, recipient, locale, status, attempts, provider_id, last_error
       FROM email_notification WHERE ($1::text IS NULL OR recipient = $1) ORDER BY created_at, id`,
    [recipient?.toLowerCase() ?? null],
  );

/** Waits until an email of `template` to `recipient` reached `status`. */
export function emailReached(h: Harness, recipient: string, template: string, status = 'SENT', ms?: number) {
  return eventually(
    async () => (await emailsTo(h, recipient)).find((e) => e.template === template && e.status === status),
    `${template} to ${recipient} ${status}`,
    ms,
  );
}
