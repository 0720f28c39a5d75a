/**
 * One service's use cases against the real database, without HTTP (STYLE.md's middle depth): the
 * service started on the kit's infrastructure (a fresh PostgreSQL schema with its migrations,
 * in-process events, jobs in PostgreSQL), its `Deps` built by its own definition's `deps(ctx)`, and
 * callers' auth contexts built directly with `authOf`. No gateway stands in front: nothing is called
 * over HTTP.
 *
 *     const uc = await startUseCases({ name: 'notifications', service: (schema) => createNotificationsService({ name: schema }) });
 *     await submitContact(uc.deps, build('contact'), { clientIp: null });
 */
import Fastify from 'fastify';
import type { StaffRole } from '@casona/proto';
import type { AuthContext } from '../auth/context.ts';
import type { EventEnvelope } from '../ports/event-bus.ts';
import type { RunningService, ServiceDefinition } from '../runtime/service.ts';
import { startTestPlatform } from './platform.ts';

/** Suites assert rows field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface UseCases<D> {
  /** What the use cases run on, built by the definition from the running service's context. */
  deps: D;
  service: RunningService;
  /** SQL in the service's schema. */
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Events the use cases wrote to the outbox, oldest first. */
  events(type?: string): Promise<EventEnvelope[]>;
  stop(): Promise<void>;
}

export async function startUseCases<D>(options: {
  /** Names the suite's logger, internal token and DATA_DIR. */
  name: string;
  /** The service's definition for a fresh schema (used as its name). */
  service: (schema: string) => ServiceDefinition<D>;
  /** Platform settings on top of the suite defaults. */
  config?: Record<string, string>;
}): Promise<UseCases<D>> {
  let definition: ServiceDefinition<D> | undefined;
  const platform = await startTestPlatform({
    name: `${options.name}-use-cases`,
    services: {
      service: (schema) => {
        definition = options.service(schema);
        return definition as ServiceDefinition;
      },
    },
    // Nothing goes through a gateway here.
    gateway: async () => Fastify(),
    ...(options.config ? { config: options.config } : {}),
  });
  const service = platform.services.service;
  if (!definition?.deps) {
    await platform.stop();
    throw new Error(`${options.name}: the definition declares no deps(ctx) for its use cases`);
  }
  return {
    deps: await definition.deps(service.context),
    service,
    sql: platform.sql('service'),
    events: (type) => platform.events('service', type),
    stop: platform.stop,
  };
}

/** The auth context the gateway would forward for this caller. */
export const authOf = (profileId: string, staffRole: StaffRole | null = null): AuthContext => ({
  profileId,
  staffRole,
  clientIp: '203.0.113.7',
});
