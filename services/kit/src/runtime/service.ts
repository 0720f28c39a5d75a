import type pg from 'pg';
import type { Logger } from 'pino';
import { eventDefinition } from '@casona/proto';
import { createApp, type App } from '../app/app.ts';
import { eventFactory, type EventFactory } from '../app/events.ts';
import { createMemberships, type Memberships } from '../auth/membership.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createConsumer, type Consumer } from '../events/consumer.ts';
import { writeToOutbox } from '../events/outbox.ts';
import { createOutboxRelay, type OutboxRelay } from '../events/relay.ts';
import type { SafeFetch } from '../http/safe-fetch.ts';
import type { EventBus, EventEnvelope } from '../ports/event-bus.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { ObjectStorage } from '../ports/object-storage.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { PlatformConfig } from './platform-config.ts';

/** What a service's routes, consumers and jobs are given: only ports, never the infrastructure. */
export interface ServiceContext {
  name: string;
  config: PlatformConfig;
  logger: Logger;
  db: Database;
  bus: EventBus;
  jobs: JobQueue;
  storage: ObjectStorage;
  mailer: Mailer;
  fetch: SafeFetch;
  memberships: Memberships;
  /** Writes events into the outbox inside the caller's transaction (topic looked up in proto's catalogue). */
  emit(client: pg.ClientBase, events: readonly EventEnvelope[]): Promise<void>;
  /** The service's clock (the definition's `now`, else the system clock). */
  now(): Date;
  /** A catalogue event stamped with the service's producer name and clock, ready for `emit`. */
  event: EventFactory;
}

/**
 * A service: its routes, consumers and jobs, and the dependencies they share. `D` is what `deps`
 * builds from the context, once per start, before anything else runs; routes, consumers and jobs
 * receive it as their third argument (definitions without `deps` get undefined there).
 */
export interface ServiceDefinition<D = unknown> {
  /** e.g. 'identity'; also its schema, consumer group and job queue name. */
  name: string;
  description: string;
  version?: string;
  /** Absolute path of the service's SQL migrations. */
  migrationsDir?: string;
  /** Keep the local membership projection fed from identity's events (for permission checks). */
  memberships?: boolean;
  /** Largest request body the service accepts (default 1 MiB). */
  bodyLimit?: number;
  /** The `producer` of its events (default: `name`, which tests make unique). */
  producer?: string;
  /** The clock of `ctx.now` and `ctx.event` (default: the system clock); tests move it. */
  now?: () => Date;
  /** Builds the dependencies the service's use cases run on, once per start. */
  deps?(ctx: ServiceContext): D | Promise<D>;
  /** Registers routes; they are mounted under /api/v1. */
  routes(app: App, ctx: ServiceContext, deps: D): Promise<void>;
  /**
   * Routes for other parts of the platform only (e.g. identity's AUTH_STATE_PATH), mounted at the
   * root: the gateway never forwards them, and each must check the internal token itself.
   */
  internalRoutes?(app: App, ctx: ServiceContext, deps: D): Promise<void>;
  consumers?(consumer: Consumer, ctx: ServiceContext, deps: D): void;
  jobs?(queue: JobQueue, ctx: ServiceContext, deps: D): void;
}

export interface RunningService {
  name: string;
  url: string;
  app: App;
  context: ServiceContext;
  relay: OutboxRelay;
  stop(): Promise<void>;
}

const MEMBERSHIP_EVENTS = [
  'identity.membership.added',
  'identity.membership.updated',
  'identity.membership.removed',
] as const;

function topicOf(type: string): string {
  const topic = eventDefinition(type)?.topic;
  if (!topic) throw new Error(`Unknown event type "${type}": add it to proto's event catalogue`);
  return topic;
}

/**
 * Starts one service on the given infrastructure: migrations, then the app, the outbox relay, the
 * event consumers and the job workers. The same function runs a service alone in its container and
 * all of them together in the embedded process.
 */
export async function startService(
  definition: ServiceDefinition,
  infra: Infrastructure,
  listen: { host?: string; port?: number } = {},
): Promise<RunningService> {
  const logger = infra.logger.child({ service: definition.name });
  await migrate({ url: infra.databaseUrl, schema: definition.name, dir: definition.migrationsDir, logger });
  const db = infra.database(definition.name);
  const jobs = infra.jobQueue(definition.name);
  const memberships = createMemberships(db);
  const now = definition.now ?? (() => new Date());
  const context: ServiceContext = {
    name: definition.name,
    config: infra.config,
    logger,
    db,
    bus: infra.bus,
    jobs,
    storage: infra.storage,
    mailer: infra.mailer,
    fetch: infra.fetch,
    memberships,
    emit: (client, events) =>
      writeToOutbox(
        client,
        events.map((e) => ({ ...e, topic: topicOf(e.type) })),
      ),
    now,
    event: eventFactory(definition.producer ?? definition.name, now),
  };
  const deps = await definition.deps?.(context);

  const consumer = createConsumer({ db, bus: infra.bus, group: definition.name, logger });
  if (definition.memberships) {
    for (const type of MEMBERSHIP_EVENTS) {
      consumer.on(type, async (event, tx) => {
        if (event.type === 'identity.membership.removed') await memberships.remove(tx, event.payload);
        else await memberships.upsert(tx, event.payload);
      });
    }
  }
  definition.consumers?.(consumer, context, deps);
  definition.jobs?.(jobs, context, deps);

  const app = await createApp({
    name: definition.name,
    version: definition.version,
    description: definition.description,
    logger,
    internalToken: infra.config.INTERNAL_TOKEN,
    bodyLimit: definition.bodyLimit,
    checks: [
      { name: 'postgres', check: () => db.ping() },
      { name: 'events', check: () => infra.bus.ping() },
      { name: 'jobs', check: () => jobs.ping() },
      { name: 'storage', check: () => infra.storage.ping() },
    ],
  });
  await app.register(async (scope) => definition.routes(scope as App, context, deps), { prefix: '/api/v1' });
  if (definition.internalRoutes) {
    const internal = definition.internalRoutes;
    await app.register(async (scope) => internal(scope as App, context, deps));
  }

  const relay = createOutboxRelay({ db, url: infra.databaseUrl, bus: infra.bus, logger });
  await relay.start();
  await consumer.start();
  await jobs.start();
  const address = await app.listen({ host: listen.host ?? '127.0.0.1', port: listen.port ?? 0 });
  logger.info({ address }, 'service ready');

  let stopped = false;
  return {
    name: definition.name,
    url: address,
    app,
    context,
    relay,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Stop taking requests first, then finish in-flight work, then let go of connections.
      await app.close();
      await consumer.stop();
      await jobs.close();
      await relay.stop();
      await db.close();
    },
  };
}
