import path from 'node:path';
import type { Logger } from 'pino';
import { createDatabase, type Database } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createInProcessBus } from '../events/in-process-bus.ts';
import { createSafeFetch, type SafeFetch } from '../http/safe-fetch.ts';
import { createBullmqQueue } from '../jobs/bullmq-queue.ts';
import { createBullmqPgQueue } from '../jobs/bullmq-pg-queue.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import type { EventBus } from '../ports/event-bus.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { ObjectStorage } from '../ports/object-storage.ts';
import { startEmbeddedS3 } from '../storage/embedded-s3.ts';
import { createMinioStorage } from '../storage/minio-storage.ts';
import { TOPICS } from '@casona/proto';
import { kafkaSecurity, type PlatformConfig } from './platform-config.ts';

export interface DependencyStatus {
  name: string;
  mode: 'embedded' | 'external';
  ok: boolean;
  ms: number;
  error?: string;
}

/**
 * Everything a service talks to, chosen from the configuration: the real server where its URL is
 * set, the embedded default where it is not. One instance is shared by all services of a process;
 * per-service pieces (a pool bound to its schema, its job queue) are made from it.
 */
export interface Infrastructure {
  config: PlatformConfig;
  logger: Logger;
  databaseUrl: string;
  bus: EventBus;
  storage: ObjectStorage;
  mailer: Mailer;
  fetch: SafeFetch;
  modes: Record<'postgres' | 'events' | 'jobs' | 'storage' | 'mail', 'embedded' | 'external'>;
  database(schema: string): Database;
  jobQueue(service: string): JobQueue;
  health(): Promise<DependencyStatus[]>;
  close(): Promise<void>;
}

async function timed(
  name: string,
  mode: DependencyStatus['mode'],
  check: () => Promise<void>,
): Promise<DependencyStatus> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${name} did not answer within 3000 ms`)), 3000).unref(),
      ),
    ]);
    return { name, mode, ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    return {
      name,
      mode,
      ok: false,
      ms: Math.round(performance.now() - started),
      error: (err as Error).message,
    };
  }
}

export async function createInfrastructure(config: PlatformConfig, logger: Logger): Promise<Infrastructure> {
  const closers: (() => Promise<void>)[] = [];
  const dataDir = path.resolve(config.DATA_DIR);

  // PostgreSQL
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({
      directory: path.join(dataDir, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      logger: logger.child({ part: 'postgres' }),
    });
    databaseUrl = pg.url;
    closers.push(() => pg.stop());
  }
  const healthDb = createDatabase({ url: databaseUrl, schema: 'public', max: 1, logger });
  closers.push(() => healthDb.close());

  // Events
  let bus: EventBus;
  if (config.KAFKA_BROKERS.length > 0) {
    // Imported only when used: the Kafka client alone costs ~0.9 s of CPU at start.
    const { createKafkaBus } = await import('../events/kafka-bus.ts');
    const kafka = await createKafkaBus({
      brokers: config.KAFKA_BROKERS,
      clientId: 'casona',
      security: kafkaSecurity(config),
      logger: logger.child({ part: 'kafka' }),
    });
    // Topics are declared once (proto's catalogue, kit/events/topics.ts) and created idempotently
    // here, so a fresh cluster needs no separate step.
    await kafka.ensureTopics(TOPICS);
    bus = kafka;
  } else {
    bus = createInProcessBus();
  }
  closers.push(() => bus.close());

  // Object storage
  let s3 = {
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
  };
  if (!s3.endpoint) {
    const server = await startEmbeddedS3({
      directory: path.join(dataDir, 's3'),
      accessKey: 'casona',
      secretKey: 'casona-embedded',
    });
    s3 = { endpoint: server.endpoint, accessKey: server.accessKey, secretKey: server.secretKey };
    closers.push(() => server.close());
  }
  const storage = createMinioStorage({
    endpoint: s3.endpoint!,
    accessKey: s3.accessKey!,
    secretKey: s3.secretKey!,
    region: config.S3_REGION,
    publicBucket: config.S3_PUBLIC_BUCKET,
    privateBucket: config.S3_PRIVATE_BUCKET,
    publicBaseUrl: config.S3_PUBLIC_URL,
  });
  await storage.ensureBuckets();

  // Mail
  const mailer: Mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer({ directory: path.join(dataDir, 'mail'), from: config.MAIL_FROM });
  closers.push(() => mailer.close());

  const fetch = createSafeFetch({
    allowPrivate: config.FETCH_ALLOW_PRIVATE,
    userAgent: 'Casona/1.0 (+https://casona.mx)',
  });

  const queues: JobQueue[] = [];
  const modes: Infrastructure['modes'] = {
    postgres: config.DATABASE_URL ? 'external' : 'embedded',
    events: config.KAFKA_BROKERS.length > 0 ? 'external' : 'embedded',
    jobs: config.REDIS_URL ? 'external' : 'embedded',
    storage: config.S3_ENDPOINT ? 'external' : 'embedded',
    mail: config.SMTP_URL ? 'external' : 'embedded',
  };

  return {
    config,
    logger,
    databaseUrl,
    bus,
    storage,
    mailer,
    fetch,
    modes,
    database: (schema) =>
      createDatabase({ url: databaseUrl, schema, max: config.PG_POOL_MAX, logger: logger.child({ schema }) }),
    jobQueue(service) {
      const queue = config.REDIS_URL
        ? createBullmqQueue({
            connection: { url: config.REDIS_URL },
            queueName: service,
            logger: logger.child({ jobs: service }),
          })
        : createBullmqPgQueue({
            connection: { url: databaseUrl },
            queueName: service,
            logger: logger.child({ jobs: service }),
          });
      queues.push(queue);
      return queue;
    },
    async health() {
      const checks = [
        timed('postgres', modes.postgres, () => healthDb.ping()),
        timed('events', modes.events, () => bus.ping()),
        timed('storage', modes.storage, () => storage.ping()),
        timed('mail', modes.mail, () => mailer.ping()),
      ];
      if (queues[0]) {
        const queue = queues[0];
        checks.push(timed('jobs', modes.jobs, () => queue.ping()));
      }
      return Promise.all(checks);
    },
    async close() {
      for (const close of closers.reverse()) {
        try {
          await close();
        } catch (err) {
          logger.error({ err }, 'closing a dependency failed');
        }
      }
    },
  };
}
