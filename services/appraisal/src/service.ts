import { fileURLToPath } from 'node:url';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import type { Deps } from './app/deps.ts';
import { ITEM_EVENTS, projectItemDelete, projectItemUpsert } from './app/furnishing.ts';
import { PROPERTY_ESTIMATE_EVENTS, projectPropertyEstimate } from './app/property-estimates.ts';
import type { Valuation } from './app/valuation-port.ts';
import { loadAppraisalConfig, type AppraisalConfig } from './config.ts';
import { MODEL } from './model.ts';
import { appraisalRoutes } from './routes/appraisals.ts';
import { intakeRoutes } from './routes/intake.ts';

export interface AppraisalOptions {
  /** Schema, consumer group and queue name; 'appraisal' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read appraisal's settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The clock rows and events are stamped with. */
  now?: () => Date;
  /** The valuation model; the committed one (src/valuation) unless a suite needs a fixed answer. */
  valuation?: Valuation;
}

function buildDeps(ctx: ServiceContext, config: AppraisalConfig, valuation: Valuation): Deps {
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
    valuation,
  };
}

/**
 * Appraisal (issue 18): the appraisal from an address or a pin, its feedback, presentation and
 * furnishing estimate, and the listing-link intake. Consumes maintenance.item.* (item prices),
 * listings.property.created/updated (each listed property's short-term-rental estimate) and, through
 * the kit, memberships.
 */
export function createAppraisalService(options: AppraisalOptions = {}): ServiceDefinition<Deps> {
  const config = loadAppraisalConfig(options.env);

  return {
    name: options.name ?? 'appraisal',
    producer: 'appraisal',
    now: options.now,
    description:
      'Appraisal: a price with an honest 80 % range from real Mexican comparables, short-term-rental earnings and cap rate, feedback, presentation and the furnishing estimate.',
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    memberships: true,
    deps: (ctx) => buildDeps(ctx, config, options.valuation ?? MODEL),
    async routes(app, _ctx, deps) {
      await appraisalRoutes(app, deps);
      await intakeRoutes(app, deps, options.env);
    },
    consumers(consumer, _ctx, deps) {
      const [upserted, deleted] = ITEM_EVENTS;
      consumer.on(upserted, (event, tx) => projectItemUpsert(tx, event.payload));
      consumer.on(deleted, (event, tx) => projectItemDelete(tx, event.payload));
      for (const type of PROPERTY_ESTIMATE_EVENTS)
        consumer.on(type, (event, tx) => projectPropertyEstimate(deps, tx, event));
    },
  };
}

export const service: ServiceDefinition = createAppraisalService();
