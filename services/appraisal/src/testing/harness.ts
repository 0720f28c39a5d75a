/**
 * Appraisal as it runs in production, for HTTP suites: real PostgreSQL (its own schema), the kit's
 * infrastructure (in-process events, jobs), the real identity service beside it, and the real
 * gateway in front, so every request is authenticated and routed exactly as in a deployment.
 */
import type { FastifyInstance } from 'fastify';
import { eventDefinition, makeEvent, type EventPayload } from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { AccountsTarget } from '@casona/kit/testing/accounts';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import type { Valuation } from '../app/valuation-port.ts';
import { createAppraisalService } from '../service.ts';

export type { ApiResponse, CallOptions } from '@casona/kit/testing/platform';
export { registerAccount, staffAccount, type Account } from '@casona/kit/testing/accounts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Harness extends AccountsTarget {
  gateway: FastifyInstance;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  events(type?: string): Promise<EventEnvelope[]>;
  settle(): Promise<void>;
  publish<T extends Parameters<typeof makeEvent>[0]>(type: T, payload: EventPayload<T>): Promise<void>;
  stop(): Promise<void>;
}

export async function startHarness(options: { valuation?: Valuation } = {}): Promise<Harness> {
  const platform = await startTestPlatform({
    name: 'appraisal',
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      appraisal: (schema) =>
        createAppraisalService({
          name: schema,
          ...(options.valuation ? { valuation: options.valuation } : {}),
        }),
    },
    gateway: (gateway) =>
      createGateway({
        ...gateway,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        formRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      }),
  });
  return {
    gateway: platform.gateway,
    call: platform.call,
    sql: platform.sql('appraisal'),
    identitySql: platform.sql('identity'),
    events: (type) => platform.events('appraisal', type),
    settle: platform.settle,
    async publish(type, payload) {
      const event = makeEvent(type, { payload, producer: type.split('.')[0]! });
      await platform.infra.bus.publish(eventDefinition(type).topic, [event]);
    },
    stop: platform.stop,
  };
}

/** Polls until `check` holds, or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A valid appraisal from the landing (Coyoacán, CDMX); `overrides` replace any field. */
export function appraisalForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Casa en Coyoacán',
    place_id: 'ChIJtest-coyoacan',
    search_address_string: 'Francisco Sosa 200, Coyoacán, Ciudad de México',
    latitude: 19.3467,
    longitude: -99.1617,
    built_area: 120,
    total_area: 150,
    years_built: 20,
    type: 'HOUSE',
    bathrooms: 2,
    bedrooms: 3,
    state: 'Ciudad de México',
    city: 'Coyoacán',
    ...overrides,
  };
}
