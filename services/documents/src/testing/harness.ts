/**
 * Documents as it runs in production, for HTTP suites: real PostgreSQL (its own schema), the kit's
 * infrastructure (in-process events, jobs, the platform's object storage), the real identity
 * service beside it (accounts, tokens, memberships and its first-owner consumer), and the real
 * gateway in front, so every request is authenticated and routed exactly as in a deployment.
 */
import type { FastifyInstance } from 'fastify';
import { eventDefinition, makeEvent, type EventPayload } from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import type { Infrastructure } from '@casona/kit/runtime/infrastructure';
import type { RunningService } from '@casona/kit/runtime/service';
import type { Account, AccountsTarget } from '@casona/kit/testing/accounts';
import { propertyCreatedPayload } from '@casona/kit/testing/property-events';
import { startTestPlatform, type ApiResponse, type CallOptions } from '@casona/kit/testing/platform';
import { createDocumentsService } from '../service.ts';

export type { ApiResponse, CallOptions } from '@casona/kit/testing/platform';
export { grant, makeStaff, registerAccount, staffAccount, type Account } from '@casona/kit/testing/accounts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Harness extends AccountsTarget {
  base: string;
  infra: Infrastructure;
  documents: RunningService;
  gateway: FastifyInstance;
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  events(type?: string): Promise<EventEnvelope[]>;
  settle(): Promise<void>;
  publish<T extends Parameters<typeof makeEvent>[0]>(type: T, payload: EventPayload<T>): Promise<void>;
  membershipLabel(profileId: string, propertyId: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const platform = await startTestPlatform({
    name: 'documents',
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      documents: (schema) => createDocumentsService({ name: schema, dailyJobs: false, env }),
    },
    gateway: (gateway) =>
      createGateway({
        ...gateway,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        formRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        bodyLimit: 20 * 1024 * 1024,
      }),
  });
  const sql = platform.sql('documents');
  return {
    base: platform.base,
    infra: platform.infra,
    documents: platform.services.documents,
    gateway: platform.gateway,
    call: platform.call,
    sql,
    identitySql: platform.sql('identity'),
    events: (type) => platform.events('documents', type),
    settle: platform.settle,
    async publish(type, payload) {
      const event = makeEvent(type, { payload, producer: type.split('.')[0]! });
      await platform.infra.bus.publish(eventDefinition(type).topic, [event]);
    },
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

/** Polls until `check` holds, or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A property as listings announces it; identity makes `owner` its OWNER. Returns its id. */
export async function createProperty(
  h: Harness,
  owner: Account | null,
  overrides: { name?: string; status?: 'REVISION' | 'PUBLISHED' } = {},
): Promise<string> {
  const propertyId = crypto.randomUUID();
  await h.publish(
    'listings.property.created',
    propertyCreatedPayload({
      propertyId,
      ownerProfileId: owner?.id ?? null,
      createdBy: owner?.id ?? null,
      name: overrides.name ?? 'Casa Colibrí',
      slug: `casa-${propertyId.slice(0, 8)}`,
      ...(overrides.status ? { status: overrides.status } : {}),
    }),
  );
  await eventually(
    async () => (await h.sql('SELECT 1 FROM property WHERE id = $1', [propertyId])).length === 1,
    'the property projection',
  );
  if (owner)
    await eventually(async () => (await h.membershipLabel(owner.id, propertyId)) === 'OWNER', 'the owner');
  return propertyId;
}

/** A PDF of `size` bytes. */
export function pdf(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
}

/** The multipart form of an upload. */
export function uploadForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'archivo.pdf',
    );
  return form;
}
