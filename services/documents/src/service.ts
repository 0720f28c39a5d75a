import { fileURLToPath } from 'node:url';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import type { Deps } from './app/deps.ts';
import { AUTO_RENEW_JOB, autoRenewContracts } from './app/contracts.ts';
import { PROPERTY_EVENTS, projectProperty } from './app/properties.ts';
import { REMINDER_JOB, runReminders } from './app/reminders.ts';
import { seedLegalTexts } from './app/seed.ts';
import { DEMO_SEED_RETRY } from '@casona/proto';
import { DEMO_SEED_JOB, DemoNotReady, seedDocumentsDemo } from './demo/seed.ts';
import { loadDocumentsConfig, type DocumentsConfig } from './config.ts';
import { contractStateRoutes } from './routes/contract-states.ts';
import { creditEligibilityRoutes } from './routes/credit-eligibility.ts';
import { legalTextRoutes } from './routes/legal-texts.ts';
import { propertyFileRoutes } from './routes/property-files.ts';
import { staffHomeRoutes } from './routes/staff-home.ts';

export interface DocumentsOptions {
  /** Schema, consumer group and queue name; 'documents' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read documents's settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The clock rows and events are stamped with. */
  now?: () => Date;
  /** Schedule the daily renewal and reminder jobs (default true); suites that run them by hand turn it off. */
  dailyJobs?: boolean;
  /** Seed the demo's files and contract (default: SEED_DEMO, else only in embedded mode). */
  seedDemo?: boolean;
}

const DAY_MS = 24 * 3600_000;

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
 * Documents (issue 15): property files, contracts and their renewal, expiry reminders, the status
 * checklist, the deadline calendar, legal texts and their acceptance, apta para crédito. Consumes
 * listings.property.* (its property projection) and, through the kit, memberships.
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
    async routes(app, ctx, deps) {
      const seeded = await seedLegalTexts(deps);
      if (seeded.length > 0) ctx.logger.info({ seeded }, 'first legal texts published');
      await propertyFileRoutes(app, deps);
      await staffHomeRoutes(app, deps);
      await contractStateRoutes(app, deps);
      await legalTextRoutes(app, deps);
      await creditEligibilityRoutes(app, deps);
      if (options.dailyJobs ?? true) {
        await ctx.jobs.schedule(AUTO_RENEW_JOB, {}, { key: 'documents-auto-renew', everyMs: DAY_MS });
        await ctx.jobs.schedule(REMINDER_JOB, {}, { key: 'documents-reminder', everyMs: DAY_MS });
      }
      if (options.seedDemo ?? config.SEED_DEMO ?? ctx.config.embedded) {
        // At start (retried while the other services' parts are missing), then once a day: the demo
        // lives, its files renewed before they end (demo/seed.ts).
        await ctx.jobs.enqueue(
          DEMO_SEED_JOB,
          { retry: true },
          { jobId: 'documents-demo-seed', ...DEMO_SEED_RETRY },
        );
        await ctx.jobs.schedule(
          DEMO_SEED_JOB,
          { retry: false },
          { key: 'documents-demo-daily', everyMs: DAY_MS },
        );
      }
    },
    consumers(consumer, _ctx, deps) {
      for (const type of PROPERTY_EVENTS) consumer.on(type, (event, tx) => projectProperty(tx, deps, event));
    },
    jobs(queue, ctx, deps) {
      queue.register<{ retry?: boolean }>(DEMO_SEED_JOB, async ({ retry }) => {
        try {
          const seeded = await seedDocumentsDemo(deps);
          if (seeded.files > 0 || seeded.renewal || seeded.renewed > 0)
            ctx.logger.info(seeded, 'demo documents seeded');
        } catch (err) {
          if (!(err instanceof DemoNotReady)) throw err;
          ctx.logger.info({ reason: err.message }, 'demo documents wait');
          if (retry) throw err;
        }
      });
      // Renewals first: a contract renewed on its last day is not then marked expired.
      queue.register(AUTO_RENEW_JOB, async () => {
        await autoRenewContracts(deps);
        await runReminders(deps);
      });
      queue.register(REMINDER_JOB, async () => {
        await runReminders(deps);
      });
    },
  };
}

export const service: ServiceDefinition = createDocumentsService();
