/**
 * The JobQueue port over BullMQ's Queue and Worker classes, independent of the datastore behind
 * them. BullMQ 6 runs the same classes on Redis (cluster) and on PostgreSQL (embedded); the two
 * adapters (`bullmq-queue.ts`, `bullmq-pg-queue.ts`) only say how to build a Queue and a Worker,
 * how to ping the store and what to close last.
 *
 * Layout: one BullMQ queue per job name, named `<queueName>.<job name>` (e.g.
 * `notifications.send-email`). A BullMQ worker pulls every job of its queue and has one concurrency
 * setting, so per-name concurrency (`register(name, h, { concurrency })`) is only honest with one
 * queue per name; it also keeps a flood of one job type from starving the others, and shows each
 * job type separately in dashboards. The cost is one BullMQ worker per name (on Redis, each with
 * its own blocking connection).
 */
import type {
  Job,
  JobSchedulerTemplateOptions,
  JobsOptions,
  RepeatOptions as BullRepeatOptions,
} from 'bullmq';
import type { EnqueueOptions, JobContext, JobHandler, JobQueue, RepeatOptions } from '../ports/job-queue.ts';

/** The subset of a pino logger the adapters use; a pino `Logger` satisfies it. */
export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How many finished jobs to keep for inspection; the older ones are deleted by BullMQ. */
export interface RetentionLimit {
  count: number;
  ageMs: number;
}

export interface JobRetention {
  completed?: RetentionLimit;
  failed?: RetentionLimit;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;
export const DEFAULT_CONCURRENCY = 1;
/** Completed jobs are only kept to debug; failed ones longer, for an operator to look at. */
export const DEFAULT_RETENTION: Required<JobRetention> = {
  completed: { count: 1000, ageMs: 24 * 60 * 60 * 1000 },
  failed: { count: 5000, ageMs: 7 * 24 * 60 * 60 * 1000 },
};

/** JSON lines on the console, so an adapter built without a logger still reports failures. */
export const consoleJobLogger: JobLogger = {
  info: (obj, msg) => console.info(JSON.stringify({ level: 'info', msg, ...serializable(obj) })),
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 'warn', msg, ...serializable(obj) })),
  error: (obj, msg) => console.error(JSON.stringify({ level: 'error', msg, ...serializable(obj) })),
};

function serializable(obj: object): object {
  const err = (obj as { err?: unknown }).err;
  return err instanceof Error ? { ...obj, err: { message: err.message, stack: err.stack } } : obj;
}

/** Names end up in BullMQ queue names and Redis keys, where `:` is the separator. */
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export function assertJobName(kind: string, value: string): void {
  if (!NAME_PATTERN.test(value)) {
    throw new Error(`Invalid ${kind} ${JSON.stringify(value)}: use letters, digits, '.', '_' and '-'`);
  }
}

/**
 * What the core uses of BullMQ's Queue and Worker. Structural, because the classes are generic in
 * their backend and a Redis-backed and a PostgreSQL-backed Queue are different types.
 */
export interface BullQueue {
  add(name: string, data: unknown, opts?: JobsOptions): Promise<{ id?: string | undefined }>;
  upsertJobScheduler(
    id: string,
    repeat: Omit<BullRepeatOptions, 'key'>,
    template: { name: string; data: unknown; opts: JobSchedulerTemplateOptions },
  ): Promise<unknown>;
  removeJobScheduler(id: string): Promise<boolean>;
  on(event: 'error', listener: (err: Error) => void): unknown;
  close(): Promise<void>;
}

export interface BullWorker {
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(event: 'failed', listener: (job: Job | undefined, err: Error) => void): unknown;
  waitUntilReady(): Promise<unknown>;
  close(): Promise<void>;
}

/** What an adapter must provide; everything else is shared. */
export interface BullmqBinding {
  kind: JobQueue['kind'];
  /** Service name; the prefix of every BullMQ queue name. */
  queueName: string;
  logger: JobLogger;
  retention: Required<JobRetention>;
  /** Runs once before the first Queue or Worker is built (e.g. database migrations). */
  prepare(): Promise<void>;
  createQueue(bullName: string): BullQueue;
  createWorker(bullName: string, processor: (job: Job) => Promise<void>, concurrency: number): BullWorker;
  ping(): Promise<void>;
  /** Releases what the adapter owns, after every Queue and Worker is closed. */
  closeConnections(): Promise<void>;
}

interface Registration {
  handler: JobHandler<never>;
  concurrency: number;
}

export function createBullmqJobQueue(binding: BullmqBinding): JobQueue {
  const { logger } = binding;
  assertJobName('queue name', binding.queueName);

  const registrations = new Map<string, Registration>();
  const queues = new Map<string, BullQueue>();
  const workers: BullWorker[] = [];
  let prepared: Promise<void> | undefined;
  let started = false;
  let closing: Promise<void> | undefined;

  const bullNameOf = (name: string): string => `${binding.queueName}.${name}`;

  const keep = (limit: RetentionLimit) => ({ count: limit.count, age: Math.ceil(limit.ageMs / 1000) });

  /** Options every job gets, whether enqueued or produced by a scheduler. */
  const jobOptions = (attempts: number, backoffMs: number): JobsOptions => ({
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: keep(binding.retention.completed),
    removeOnFail: keep(binding.retention.failed),
  });

  const assertOpen = (): void => {
    if (closing) throw new Error(`Job queue ${binding.queueName} is closed`);
  };

  const ready = (): Promise<void> => {
    // Memoized, but a failed preparation (database down at boot) is retried on the next call
    // rather than leaving the queue unusable for the life of the process.
    prepared ??= binding.prepare().catch((err: unknown) => {
      prepared = undefined;
      throw err;
    });
    return prepared;
  };

  const queueFor = async (name: string): Promise<BullQueue> => {
    assertJobName('job name', name);
    await ready();
    assertOpen();
    let queue = queues.get(name);
    if (!queue) {
      queue = binding.createQueue(bullNameOf(name));
      // Without a listener an 'error' event would throw and crash the process.
      queue.on('error', (err) =>
        logger.error({ err, queue: bullNameOf(name) }, 'job queue connection error'),
      );
      queues.set(name, queue);
    }
    return queue;
  };

  const startWorker = (name: string, registration: Registration): BullWorker => {
    const bullName = bullNameOf(name);
    const processor = async (job: Job): Promise<void> => {
      const context: JobContext = {
        id: String(job.id),
        name,
        // attemptsMade counts finished tries, so the try now running is the next one.
        attempt: job.attemptsMade + 1,
      };
      await registration.handler(job.data as never, context);
    };
    const worker = binding.createWorker(bullName, processor, registration.concurrency);
    worker.on('error', (err) => logger.error({ err, queue: bullName }, 'job worker error'));
    worker.on('failed', (job, err) => {
      if (!job) {
        logger.error({ err, queue: bullName }, 'job failed');
        return;
      }
      const attempts = job.opts.attempts ?? 1;
      const fields = { err, queue: bullName, jobId: job.id, attempt: job.attemptsMade, attempts };
      if (job.attemptsMade >= attempts) logger.error(fields, 'job failed for good');
      else logger.warn(fields, 'job failed, will retry');
    });
    return worker;
  };

  const closeAll = async (): Promise<void> => {
    // Workers first: close() waits for the jobs in flight, which may still enqueue or complete
    // through the queues and connections closed after them.
    const results = await Promise.allSettled(workers.map((worker) => worker.close()));
    results.push(...(await Promise.allSettled([...queues.values()].map((queue) => queue.close()))));
    results.push(...(await Promise.allSettled([binding.closeConnections()])));
    const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (errors.length > 0) throw new AggregateError(errors, `Closing job queue ${binding.queueName} failed`);
  };

  return {
    kind: binding.kind,

    register<TData>(name: string, handler: JobHandler<TData>, options?: { concurrency?: number }): void {
      assertJobName('job name', name);
      if (started) throw new Error(`Cannot register job ${name}: the job queue is already started`);
      if (registrations.has(name)) throw new Error(`Job ${name} is already registered`);
      const concurrency = options?.concurrency ?? DEFAULT_CONCURRENCY;
      if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new Error(`Job ${name}: concurrency must be a positive integer, got ${concurrency}`);
      }
      registrations.set(name, { handler: handler as JobHandler<never>, concurrency });
    },

    async enqueue<TData>(name: string, data: TData, options: EnqueueOptions = {}): Promise<string> {
      const queue = await queueFor(name);
      const opts: JobsOptions = jobOptions(
        options.attempts ?? DEFAULT_ATTEMPTS,
        options.backoffMs ?? DEFAULT_BACKOFF_MS,
      );
      if (options.delayMs !== undefined && options.delayMs > 0) opts.delay = options.delayMs;
      // BullMQ's `jobId` would also refuse ids of completed and failed jobs still kept for
      // inspection; deduplication only blocks while the first job is delayed, waiting or active,
      // which is what the port promises. A duplicate returns the id of the job already there.
      if (options.jobId !== undefined) opts.deduplication = { id: options.jobId };
      const job = await queue.add(name, data, opts);
      if (job.id === undefined) throw new Error(`BullMQ returned no id for job ${name}`);
      return job.id;
    },

    async schedule<TData>(name: string, data: TData, options: RepeatOptions): Promise<void> {
      const { everyMs, cron } = options;
      if ((everyMs === undefined) === (cron === undefined)) {
        throw new Error(`Schedule ${options.key} of job ${name}: give exactly one of everyMs or cron`);
      }
      if (everyMs !== undefined && !(everyMs > 0)) {
        throw new Error(`Schedule ${options.key} of job ${name}: everyMs must be positive`);
      }
      const queue = await queueFor(name);
      const repeat = everyMs !== undefined ? { every: everyMs } : { pattern: cron, tz: options.tz ?? 'UTC' };
      await queue.upsertJobScheduler(options.key, repeat, {
        name,
        data,
        opts: jobOptions(DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS),
      });
    },

    async unschedule(name: string, key: string): Promise<void> {
      const queue = await queueFor(name);
      // Also removes the scheduler's next, not yet due, job. Unknown keys are not an error:
      // unscheduling is idempotent.
      await queue.removeJobScheduler(key);
    },

    async start(): Promise<void> {
      assertOpen();
      if (started) throw new Error(`Job queue ${binding.queueName} is already started`);
      started = true;
      await ready();
      for (const [name, registration] of registrations) workers.push(startWorker(name, registration));
      // Surfaces a bad connection or schema at boot instead of in the first job.
      await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    },

    ping: () => binding.ping(),

    close(): Promise<void> {
      closing ??= closeAll();
      return closing;
    },
  };
}
