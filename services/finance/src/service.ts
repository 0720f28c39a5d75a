import { fileURLToPath } from 'node:url';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import type { Deps } from './app/deps.ts';
import { closeLastMonth } from './app/earnings.ts';
import { PROJECTED_EVENTS, project, requestPayerHistory } from './app/projections.ts';
import { loadFinanceConfig, type FinanceConfig } from './config.ts';
import { earningsRoutes } from './routes/earnings.ts';
import { leaseRoutes } from './routes/leases.ts';
import { paymentRoutes } from './routes/payments.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { sendLastMonthStatements } from './app/statement.ts';
import { statementRoutes } from './routes/statement.ts';
import { propertiesWithStays } from './app/projection-store.ts';
import { DEMO_SEED_RETRY, platformListens } from '@casona/proto';
import { DEMO_SEED_JOB, DemoNotReady, seedFinanceDemo } from './demo/seed.ts';

const CLOSE_MONTHS_JOB = 'close-months';
/** Owner statements of the month before, kept as sent and announced for email (the 1st, 08:00 Mexico City). */
const SEND_STATEMENTS_JOB = 'send-statements';
/** Asks identity once for every existing profile, so payers from before finance listened are named. */
const PAYER_HISTORY_JOB = 'payer-history';

export interface FinanceOptions {
  /** Schema, consumer group and queue name; 'finance' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read finance's settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The clock rows and events are stamped with. */
  now?: () => Date;
  /** Seed the demo's ledger, commission and statement (default: SEED_DEMO, else only in embedded mode). */
  seedDemo?: boolean;
}

function buildDeps(ctx: ServiceContext, config: FinanceConfig): Deps {
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
 * Finance (issue 14). Routes: one `routes/<resource>.ts` per resource, each a kit `routes()`
 * call on its proto table, awaited in `routes` below; consumers: `consumer.on(type, …)` in
 * `consumers`; jobs: `queue.register(name, …)` in `jobs` and scheduled from `routes`
 * (`ctx.jobs.schedule`), as services/notifications/src/service.ts does.
 */
export function createFinanceService(options: FinanceOptions = {}): ServiceDefinition<Deps> {
  const config = loadFinanceConfig(options.env);

  return {
    name: options.name ?? 'finance',
    producer: 'finance',
    now: options.now,
    description:
      'Transactions with CSV import, commissions, leases, earnings by stay date in MXN and USD, Mexican withholding, owner statements, and Stripe payments by card, OXXO and SPEI.',
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    // The kit keeps the membership projection fed from identity's membership events.
    memberships: true,
    // The CSV import streams files of 100,000 rows; the gateway holds other bodies to this too.
    bodyLimit: config.CSV_MAX_BYTES,
    deps: (ctx) => buildDeps(ctx, config),
    async routes(app, ctx, deps) {
      await ctx.jobs.schedule(CLOSE_MONTHS_JOB, {}, { key: 'finance-close-months', everyMs: 24 * 3600_000 });
      await transactionRoutes(app, deps);
      await leaseRoutes(app, deps);
      await earningsRoutes(app, deps);
      await paymentRoutes(app, deps);
      await ctx.jobs.schedule(
        SEND_STATEMENTS_JOB,
        {},
        { key: 'finance-send-statements', cron: '0 8 1 * *', tz: 'America/Mexico_City' },
      );
      await statementRoutes(app, deps);
      // Retried like the demo's seed: it may have to wait for identity to listen (below).
      await ctx.jobs.enqueue(PAYER_HISTORY_JOB, {}, { jobId: 'finance-payer-history', ...DEMO_SEED_RETRY });
      if (options.seedDemo ?? config.SEED_DEMO ?? ctx.config.embedded) {
        await ctx.jobs.enqueue(DEMO_SEED_JOB, {}, { jobId: 'finance-demo-seed', ...DEMO_SEED_RETRY });
        // Then once a day, so the demo's books follow the calendar (each month's running costs).
        await ctx.jobs.schedule(DEMO_SEED_JOB, {}, { key: 'finance-demo-daily', everyMs: 24 * 3600_000 });
      }
    },
    consumers(consumer) {
      for (const type of PROJECTED_EVENTS) consumer.on(type, (event, tx) => project(event, tx));
    },
    jobs(queue, ctx, deps) {
      queue.register(CLOSE_MONTHS_JOB, async () => {
        const closed = await closeLastMonth(deps);
        ctx.logger.info({ closed }, 'finance closed last month');
      });
      queue.register(SEND_STATEMENTS_JOB, async () => {
        const sent = await sendLastMonthStatements(deps, await propertiesWithStays(deps.db));
        ctx.logger.info({ sent }, 'finance sent last month’s owner statements');
      });
      queue.register(PAYER_HISTORY_JOB, async () => {
        // The in-process bus hands an event only to the services already listening (identity may
        // start after finance); Kafka keeps it for identity whenever it comes.
        if (ctx.bus.kind === 'in-process' && !(await platformListens(ctx.config.PUBLIC_URL)))
          throw new Error('the request for payers waits for the platform to listen');
        if (await requestPayerHistory(deps))
          ctx.logger.info('finance asked identity for every existing profile');
      });
      queue.register(DEMO_SEED_JOB, async () => {
        try {
          const seeded = await seedFinanceDemo(deps);
          ctx.logger.info(seeded, 'demo finance seeded');
        } catch (err) {
          if (err instanceof DemoNotReady) ctx.logger.info({ reason: err.message }, 'demo finance waits');
          throw err;
        }
      });
    },
  };
}

export const service: ServiceDefinition = createFinanceService();
