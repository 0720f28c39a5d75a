/**
 * Payments as they run in production, for integration suites: real PostgreSQL, the real identity
 * service (accounts, tokens, memberships), finance and the real gateway in front — with the Stripe
 * SDK pointed at the local Stripe server (`stripe-server.ts`). `webhook()` posts a Stripe event the
 * way Stripe does: the raw JSON bytes, signed with the SDK's test header helper.
 */
import type { FastifyInstance } from 'fastify';
import { eventDefinition, makeEvent, type EventPayload } from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import type { Account } from '@casona/kit/testing/accounts';
import { propertyCreatedPayload } from '@casona/kit/testing/property-events';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import { createFinanceService } from '../service.ts';
import { signStripePayload, startFakeStripe, type FakeStripe } from './stripe-server.ts';

export type { Account } from '@casona/kit/testing/accounts';
export { grant, makeStaff, registerAccount } from '@casona/kit/testing/accounts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const WEBHOOK_SECRET = 'whsec_casona_payments_suite';
export const OXXO_DAYS = 2;

export interface PaymentsHarness {
  base: string;
  stripe: FakeStripe;
  gateway: FastifyInstance;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  membershipLabel(profileId: string, propertyId: string): Promise<string | undefined>;
  /** Events finance wrote to its outbox, oldest first (payloads read field by field). */
  events(type?: string): Promise<Json[]>;
  settle(): Promise<void>;
  /** Posts `event` to /api/v1/stripe/webhook as Stripe would; `sign` overrides the signature. */
  webhook(
    event: Json,
    o?: { secret?: string; header?: string | null; body?: string; lang?: 'es' | 'en' },
  ): Promise<ApiResponse>;
  /** A property as listings announces it (identity makes `owner` its OWNER). */
  createProperty(owner: Account | null, name?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The Stripe-Signature header Stripe would send for `payload`. */
export const signatureFor = (payload: string, secret = WEBHOOK_SECRET) => signStripePayload(payload, secret);

export interface PaymentsHarnessOptions {
  /**
   * Identity's schema, when it must outlive the harness: an identity that ran before finance did
   * (its people made earlier). Left to the caller to drop; a fresh one, dropped at stop, otherwise.
   */
  identitySchema?: string;
}

export async function startPaymentsHarness(options: PaymentsHarnessOptions = {}): Promise<PaymentsHarness> {
  const stripe = await startFakeStripe();
  const platform = await startTestPlatform({
    name: 'payments',
    redis: true,
    services: {
      identity: (schema) =>
        createIdentityService({
          name: options.identitySchema ?? schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      finance: (schema) =>
        createFinanceService({
          name: schema,
          env: {
            STRIPE_SECRET_KEY: stripe.apiKey,
            STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
            STRIPE_API_BASE: stripe.base,
            STRIPE_OXXO_EXPIRES_AFTER_DAYS: String(OXXO_DAYS),
            FURNISHING_PACKAGE_PRICE_MXN: '18500',
          },
        }),
    },
    gateway: (gateway) => createGateway(gateway),
  });
  const sql = platform.sql('finance');
  const h: PaymentsHarness = {
    base: platform.base,
    stripe,
    gateway: platform.gateway,
    call: platform.call,
    identitySql: platform.sql('identity'),
    sql,
    async membershipLabel(profileId, propertyId) {
      const rows = await sql<{ label: string }>(
        'SELECT label FROM membership WHERE profile_id = $1 AND property_id = $2',
        [profileId, propertyId],
      );
      return rows[0]?.label;
    },
    events: (type) => platform.events('finance', type),
    settle: platform.settle,
    async webhook(event, o = {}) {
      const body = o.body ?? JSON.stringify(event);
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'accept-language': o.lang ?? 'en',
      };
      const header = o.header === undefined ? signatureFor(body, o.secret) : o.header;
      if (header !== null) headers['stripe-signature'] = header;
      const res = await fetch(`${platform.base}/api/v1/stripe/webhook`, { method: 'POST', headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async createProperty(owner, name = 'Casa Colibrí') {
      const propertyId = crypto.randomUUID();
      const payload: EventPayload<'listings.property.created'> = propertyCreatedPayload({
        propertyId,
        ownerProfileId: owner?.id ?? null,
        createdBy: owner?.id ?? null,
        name,
        slug: `casa-${propertyId.slice(0, 8)}`,
      });
      const event = makeEvent('listings.property.created', { payload, producer: 'listings' });
      await platform.infra.bus.publish(eventDefinition('listings.property.created').topic, [event]);
      await platform.settle();
      if (owner) {
        const deadline = Date.now() + 15_000;
        while ((await h.membershipLabel(owner.id, propertyId)) !== 'OWNER') {
          if (Date.now() > deadline) throw new Error('owner membership never reached finance');
          await new Promise((resolve) => setTimeout(resolve, 50));
          await platform.settle();
        }
      }
      return propertyId;
    },
    async stop() {
      await platform.stop();
      await stripe.close();
    },
  };
  return h;
}
