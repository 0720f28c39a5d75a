import { fileURLToPath } from 'node:url';
import fastJson from 'fast-json-stringify';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import type { Deps } from './app/deps.ts';
import {
  announceStaleFeeds,
  CALENDAR_SWEEP_JOB,
  CALENDAR_SYNC_JOB,
  enqueueCalendarSyncs,
  pruneSyncLog,
  runCalendarSync,
  SYNC_LOG_PRUNE_JOB,
} from './app/calendar-sync.ts';
import { CREDIT_ELIGIBILITY_EVENT, projectCreditEligibility } from './app/credit-eligibility.ts';
import { DOCUMENT_FILE_EVENTS, projectDocumentFiles } from './app/document-files.ts';
import { FINANCE_LEASE_EVENTS, projectFinanceLease } from './app/finance-leases.ts';
import { PROFILE_EVENTS, projectProfile } from './app/profiles.ts';
import { seedCatalogues, seedDemoProperties } from './app/seed.ts';
import { loadListingsConfig, type ListingsConfig } from './config.ts';
import { marketplaceSeed, seedListingsDemo } from './demo/seed.ts';
import { DEMO_SEED_JOB, DEMO_SEED_RETRY, platformListens } from '@casona/proto';
import { airbnbListingRoutes } from './routes/airbnb-listings.ts';
import { staffHomeRoutes } from './routes/staff-home.ts';
import { adminAirbnbRoutes } from './routes/admin-airbnb.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { savedSearchRoutes } from './routes/saved-searches.ts';
import { airbnbProfileRoutes } from './routes/airbnb-profiles.ts';
import { buyerRoutes } from './routes/buyers.ts';
import { APPRAISAL_ESTIMATE_EVENTS, projectAppraisalEstimate } from './app/appraisal-estimates.ts';
import { catalogueRoutes } from './routes/catalogues.ts';
import { externalListingRoutes } from './routes/external-listings.ts';
import { geoRoutes } from './routes/geo.ts';
import { imageRoutes } from './routes/images.ts';
import { marketRoutes } from './routes/market.ts';
import { propertyRoutes } from './routes/properties.ts';
import { submissionRoutes } from './routes/submissions.ts';

export interface ListingsOptions {
  /** Schema, consumer group and queue name; 'listings' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read listings' settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  /**
   * Seed the /demo home and the demo marketplace on an empty database (default: SEED_DEMO and
   * SEED_MARKETPLACE, each else only in embedded mode).
   */
  seedDemo?: boolean;
  /**
   * Schedule the calendar sync sweep (default true). Suites that sync by hand turn it off, so no job
   * fetches their listings' feeds behind their back.
   */
  calendarSync?: boolean;
}

/** 30 images of up to 2 MB arrive as about 82 MB of base64 JSON (a submission with PDFs a little more). */
const BODY_LIMIT = 100 * 1024 * 1024;

/** The ports of listings' use cases, from a started service's context (tests call use cases with it). */
export function listingsDeps(ctx: ServiceContext, config: ListingsConfig = loadListingsConfig({})): Deps {
  return {
    db: ctx.db,
    emit: ctx.emit,
    event: ctx.event,
    storage: ctx.storage,
    fetch: ctx.fetch,
    memberships: ctx.memberships,
    logger: ctx.logger,
    config,
    platform: ctx.config,
    now: ctx.now,
  };
}

export function createListingsService(options: ListingsOptions = {}): ServiceDefinition<Deps> {
  // Checked at definition time, so a bad setting stops the process before anything starts.
  const config = loadListingsConfig(options.env);

  return {
    name: options.name ?? 'listings',
    description:
      'Properties (submission, images, lifecycle, funnel), the marketplace, public property pages, tours, leads and reviews, amenity and neighborhood insight catalogues.',
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    memberships: true,
    bodyLimit: BODY_LIMIT,
    // Events say `listings` whatever schema a test runs under.
    producer: 'listings',
    ...(options.now ? { now: options.now } : {}),
    deps: (ctx) => listingsDeps(ctx, config),
    async routes(app, ctx, d) {
      await seedCatalogues(d);
      if (options.seedDemo ?? config.SEED_MARKETPLACE ?? ctx.config.embedded) {
        // The demo home (§2 /demo) is one of them, added with its fixed id by the demo's seed job.
        const added = await seedDemoProperties(d, marketplaceSeed());
        if (added > 0) ctx.logger.info({ added }, 'demo marketplace seeded from real listings');
      }
      if (options.seedDemo ?? config.SEED_DEMO ?? ctx.config.embedded) {
        // The single-process platform seeds once every service listens (a job); elsewhere now.
        if (ctx.config.embedded)
          await ctx.jobs.enqueue(DEMO_SEED_JOB, {}, { jobId: 'listings-demo-seed', ...DEMO_SEED_RETRY });
        else await seedListingsDemo(d);
        // The demo lives: once a day its calendar moves on (demo/feed.ts) and the new stays get their money.
        await ctx.jobs.schedule(DEMO_SEED_JOB, {}, { key: 'listings-demo-daily', everyMs: 24 * 3600_000 });
      }
      // Answers are ours, already shaped by the route schemas: serialize them without judging string
      // formats (proto's custom ones, e.g. `digits`, are unknown to the serializer's Ajv, which
      // would warn at start, and its `url` check rejects loopback storage URLs).
      app.setSerializerCompiler(({ schema }) =>
        fastJson(schema as Parameters<typeof fastJson>[0], {
          ajv: { validateFormats: false, logger: false, strict: false },
        }),
      );
      await submissionRoutes(app, d);
      await marketRoutes(app, d);
      await imageRoutes(app, d);
      await propertyRoutes(app, d);
      await externalListingRoutes(app, d);
      await airbnbListingRoutes(app, d);
      await staffHomeRoutes(app, d);
      await adminAirbnbRoutes(app, d);
      await favouriteRoutes(app, d);
      await savedSearchRoutes(app, d);
      await airbnbProfileRoutes(app, d);
      await buyerRoutes(app, d);
      await catalogueRoutes(app, d);
      await geoRoutes(app, d);
      if (options.calendarSync ?? true) {
        await ctx.jobs.schedule(
          CALENDAR_SWEEP_JOB,
          {},
          { key: 'listings-calendar-sweep', everyMs: config.CALENDAR_SYNC_INTERVAL_MS },
        );
      }
      await ctx.jobs.schedule(
        SYNC_LOG_PRUNE_JOB,
        {},
        { key: 'listings-sync-log-prune', everyMs: 24 * 3600_000 },
      );
    },
    jobs(queue, ctx, d) {
      queue.register(CALENDAR_SWEEP_JOB, async () => {
        await enqueueCalendarSyncs(d, queue);
        const stale = await announceStaleFeeds(d);
        if (stale > 0) ctx.logger.warn({ stale }, 'calendar feeds stale for 24 h announced');
      });
      queue.register<{ listingId: string }>(
        CALENDAR_SYNC_JOB,
        async ({ listingId }) => {
          await runCalendarSync(d, listingId);
        },
        { concurrency: 8 },
      );
      queue.register(DEMO_SEED_JOB, async () => {
        // The single-process platform: only once every service listens (proto's platformListens).
        if (ctx.config.embedded && !(await platformListens(ctx.config.PUBLIC_URL)))
          throw new Error('the demo waits for the platform to listen');
        const demo = await seedListingsDemo(d);
        if (demo.property || demo.reservations > 0 || demo.paid > 0)
          ctx.logger.info(demo, 'demo home seeded');
      });
      queue.register(SYNC_LOG_PRUNE_JOB, async () => {
        const removed = await pruneSyncLog(d);
        ctx.logger.info({ removed }, 'calendar sync log pruned');
      });
    },
    consumers(consumer) {
      for (const type of PROFILE_EVENTS) {
        consumer.on(type, (event, tx) => projectProfile(tx, event));
      }
      for (const type of DOCUMENT_FILE_EVENTS) {
        consumer.on(type, (event, tx) => projectDocumentFiles(tx, event));
      }
      for (const type of FINANCE_LEASE_EVENTS) {
        consumer.on(type, (event, tx) => projectFinanceLease(tx, event));
      }
      consumer.on(CREDIT_ELIGIBILITY_EVENT, (event, tx) => projectCreditEligibility(tx, event));
      for (const type of APPRAISAL_ESTIMATE_EVENTS)
        consumer.on(type, (event, tx) => projectAppraisalEstimate(tx, event));
    },
  };
}

export const service = createListingsService();
