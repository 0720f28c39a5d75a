import { fileURLToPath } from 'node:url';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import type { Deps } from './app/deps.ts';
import { loadDocumentsConfig, type DocumentsConfig } from './config.ts';

export interface DocumentsOptions {
  /** Schema, consumer group and queue name; 'documents' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read documents's settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The clock rows and events are stamped with. */
  now?: () => Date;
}

function buildDeps(ctx: ServiceContext, config: DocumentsConfig): Deps {
  return {
    db: ctx.db,
    emit: ctx.emit,
    event: ctx.event,
    jobs: ctx.jobs,
    storage: ctx.storage,
    memberships: ctx.memberships,
    logger: ctx.logger,
    config,
    platform: ctx.config,
    now: ctx.now,
  };
}

/**
 * Documents (issue 15). Routes: one `routes/<resource>.ts` per resource, each a kit `routes()`
 * call on its proto table, awaited in `routes` below; consumers: `consumer.on(type, …)` in
 * `consumers`; jobs: `queue.register(name, …)` in `jobs` and scheduled from `routes`
 * (`ctx.jobs.schedule`), as services/notifications/src/service.ts does.
 */
export function createDocumentsService(options: DocumentsOptions = {}): ServiceDefinition<Deps> {
  const config = loadDocumentsConfig(options.env);

  return {
    name: options.name ?? 'documents',
    producer: 'documents',
    now: options.now,
    description:
      "Property files with validity, contracts that renew themselves, expiry warnings, the owner's status page, legal texts and the apta para crédito label.",
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    // The kit keeps the membership projection fed from identity's membership events.
    memberships: true,
    deps: (ctx) => buildDeps(ctx, config),
    async routes() {
      // No routes yet: the kit already serves /health, /ready and /openapi.json, and answers every
      // other /api/v1 path of documents's families (proto/src/routing.ts) with a localized 404.
    },
  };
}

export const service: ServiceDefinition = createDocumentsService();
