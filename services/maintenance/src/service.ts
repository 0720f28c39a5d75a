import { fileURLToPath } from 'node:url';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import type { Deps } from './app/deps.ts';
import { loadMaintenanceConfig, type MaintenanceConfig } from './config.ts';
import { PLANNING_EVENTS, projectForPlanning } from './app/planning.ts';
import { dayPlanRoutes } from './routes/day-plans.ts';
import { itemRoutes } from './routes/items.ts';
import { advanceRecurringChores, RECURRENCE_JOB, RECURRENCE_JOB_EVERY_MS } from './app/chore-recurrence.ts';
import { onReservationEvent, RESERVATION_EVENTS } from './app/chore-triggers.ts';
import { choreRoutes } from './routes/chores.ts';
import { adminRoutes } from './routes/admin.ts';
import { DEMO_SEED_RETRY } from '@casona/proto';
import { DEMO_SEED_JOB, DemoNotReady, seedMaintenanceDemo } from './demo/seed.ts';
import {
  announceTomorrowPlans,
  DAY_PLAN_ANNOUNCE_EVERY_MS,
  DAY_PLAN_ANNOUNCE_JOB,
} from './app/day-plan-notices.ts';

export interface MaintenanceOptions {
  /** Schema, consumer group and queue name; 'maintenance' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read maintenance's settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The clock rows and events are stamped with. */
  now?: () => Date;
  /** Seed the demo's chores, reports and day plan (default: SEED_DEMO, else only in embedded mode). */
  seedDemo?: boolean;
}

/** Tomorrow's day plan of the demo is made again every few hours, so a long run keeps one. */
const DEMO_SEED_EVERY_MS = 6 * 3600_000;

function buildDeps(ctx: ServiceContext, config: MaintenanceConfig): Deps {
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
 * Maintenance (issue 13). Routes: one `routes/<resource>.ts` per resource, each a kit `routes()`
 * call on its proto table, awaited in `routes` below; consumers: `consumer.on(type, …)` in
 * `consumers`; jobs: `queue.register(name, …)` in `jobs` and scheduled from `routes`
 * (`ctx.jobs.schedule`), as services/notifications/src/service.ts does.
 */
export function createMaintenanceService(options: MaintenanceOptions = {}): ServiceDefinition<Deps> {
  const config = loadMaintenanceConfig(options.env);

  return {
    name: options.name ?? 'maintenance',
    producer: 'maintenance',
    now: options.now,
    description:
      'Chores and reports with photo proof, rich-text instructions, reservation triggers and recurrence, day plans with routes, the item catalogue, property items and checklists.',
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    // The kit keeps the membership projection fed from identity's membership events.
    memberships: true,
    deps: (ctx) => buildDeps(ctx, config),
    async routes(app, ctx, deps) {
      await itemRoutes(app, deps);
      await dayPlanRoutes(app, deps);
      await choreRoutes(app, deps);
      await adminRoutes(app, deps);
      await ctx.jobs.schedule(
        RECURRENCE_JOB,
        {},
        { key: 'chore-recurrence', everyMs: RECURRENCE_JOB_EVERY_MS },
      );
      await ctx.jobs.schedule(
        DAY_PLAN_ANNOUNCE_JOB,
        {},
        { key: DAY_PLAN_ANNOUNCE_JOB, everyMs: DAY_PLAN_ANNOUNCE_EVERY_MS },
      );
      if (options.seedDemo ?? config.SEED_DEMO ?? ctx.config.embedded) {
        // The first run waits for the other services' parts (retried); the schedule only keeps a plan for tomorrow.
        await ctx.jobs.enqueue(
          DEMO_SEED_JOB,
          { retry: true },
          { jobId: 'maintenance-demo-seed', ...DEMO_SEED_RETRY },
        );
        await ctx.jobs.schedule(
          DEMO_SEED_JOB,
          { retry: false },
          { key: 'maintenance-demo-seed', everyMs: DEMO_SEED_EVERY_MS },
        );
      }
    },
    consumers(consumer, _ctx, deps) {
      for (const type of PLANNING_EVENTS)
        consumer.on(type, (event, tx) => projectForPlanning(event, tx, deps));
      // The kit keeps one handler per event type: reservation events run planning's projection
      // first (chores read the property's zone and listing names from it), then the chore triggers.
      for (const type of RESERVATION_EVENTS)
        consumer.on(type, async (event, tx) => {
          await projectForPlanning(event, tx, deps);
          await onReservationEvent(event, tx, deps);
        });
    },
    jobs(queue, ctx, deps) {
      queue.register(RECURRENCE_JOB, async () => {
        const made = await advanceRecurringChores(deps);
        if (made > 0) ctx.logger.info({ made }, 'recurring chores created');
      });
      queue.register(DAY_PLAN_ANNOUNCE_JOB, async () => {
        const told = await announceTomorrowPlans(deps);
        if (told > 0) ctx.logger.info({ told }, "workers told tomorrow's day plan");
      });
      queue.register<{ retry?: boolean }>(DEMO_SEED_JOB, async ({ retry }) => {
        try {
          const seeded = await seedMaintenanceDemo(deps);
          if (seeded.chores > 0 || seeded.dayPlan || seeded.solved > 0)
            ctx.logger.info(seeded, 'demo maintenance seeded');
        } catch (err) {
          if (!(err instanceof DemoNotReady)) throw err;
          ctx.logger.info({ reason: err.message }, 'demo maintenance waits');
          if (retry) throw err;
        }
      });
    },
  };
}

export const service: ServiceDefinition = createMaintenanceService();
