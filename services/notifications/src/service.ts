import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import { SEND_EMAIL_JOB, type Deps } from './app/deps.ts';
import { sendEmail, type SendEmailJob } from './app/delivery.ts';
import { createDispatcher } from './app/dispatcher.ts';
import { HANDLED_EVENTS, handleEvent } from './app/events.ts';
import { CHORE_NOTICE_EVENTS, handleChoreNotice } from './app/chore-notices.ts';
import { DAY_PLAN_NOTICE_EVENT, handleDayPlanNotice } from './app/day-plan-notices.ts';
import { SAVED_SEARCH_MATCHED_EVENT, handleSavedSearchMatched } from './app/saved-search-alerts.ts';
import { pruneClientLogs } from './app/logs.ts';
import { SEND_WHATSAPP_JOB, sendWhatsapp, type SendWhatsappJob } from './app/whatsapp.ts';
import { loadNotificationsConfig, type NotificationsConfig } from './config.ts';
import { adminRoutes } from './routes/admin.ts';
import { emailRoutes } from './routes/email.ts';
import { formRoutes } from './routes/forms.ts';
import { preferenceRoutes } from './routes/preferences.ts';
import { propertyNotificationRoutes } from './routes/property-notifications.ts';

export interface NotificationsOptions {
  /** Schema, consumer group and queue name; 'notifications' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read notifications' settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The clock rows and events are stamped with. */
  now?: () => Date;
}

const CLEANUP_JOB = 'cleanup';

function buildDeps(ctx: ServiceContext, config: NotificationsConfig): Deps {
  return {
    db: ctx.db,
    emit: ctx.emit,
    event: ctx.event,
    jobs: ctx.jobs,
    mailer: ctx.mailer,
    memberships: ctx.memberships,
    logger: ctx.logger,
    config,
    platform: ctx.config,
    // The kit's embedded mailer writes here (runtime/infrastructure.ts).
    outboxDir: path.resolve(ctx.config.DATA_DIR, 'mail'),
    now: ctx.now,
  };
}

export function createNotificationsService(options: NotificationsOptions = {}): ServiceDefinition<Deps> {
  const config = loadNotificationsConfig(options.env);

  return {
    name: options.name ?? 'notifications',
    producer: 'notifications',
    now: options.now,
    description:
      'Email pipeline (events → delivery log → jobs → mailer, with retries and opt-out), in-app property notifications, the embedded mailbox, contact form, joke box, manager applications and client logs.',
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    memberships: true,
    deps: (ctx) => buildDeps(ctx, config),
    async routes(app, ctx, deps) {
      await ctx.jobs.schedule(CLEANUP_JOB, {}, { key: 'notifications-cleanup', everyMs: 24 * 3600_000 });
      const dispatcher = createDispatcher(deps);
      await dispatcher.start();
      // The kit closes the app first when the service stops, while jobs and the pool are still up.
      app.addHook('onClose', async () => {
        await dispatcher.stop();
      });
      await formRoutes(app, deps);
      await emailRoutes(app, deps);
      await propertyNotificationRoutes(app, deps);
      await adminRoutes(app, deps);
      await preferenceRoutes(app, deps);
    },
    consumers(consumer, _ctx, deps) {
      for (const type of HANDLED_EVENTS) {
        consumer.on(type, (event, tx) => handleEvent(event, tx, deps));
      }
      for (const type of CHORE_NOTICE_EVENTS) {
        consumer.on(type, (event, tx) => handleChoreNotice(event, tx, deps));
      }
      consumer.on(SAVED_SEARCH_MATCHED_EVENT, (event, tx) => handleSavedSearchMatched(event, tx, deps));
      consumer.on(DAY_PLAN_NOTICE_EVENT, (event, tx) => handleDayPlanNotice(event, tx, deps));
    },
    jobs(queue, ctx, deps) {
      queue.register<SendEmailJob>(SEND_EMAIL_JOB, (data, job) => sendEmail(deps, data, job), {
        concurrency: config.EMAIL_CONCURRENCY,
      });
      queue.register<SendWhatsappJob>(SEND_WHATSAPP_JOB, (data, job) => sendWhatsapp(deps, data, job), {
        concurrency: config.EMAIL_CONCURRENCY,
      });
      queue.register(CLEANUP_JOB, async () => {
        const removed = await pruneClientLogs(deps);
        ctx.logger.info({ removed }, 'notifications cleanup done');
      });
    },
  };
}

export const service: ServiceDefinition = createNotificationsService();
