export { createBullmqQueue } from './bullmq-queue.ts';
export type { BullmqQueueOptions } from './bullmq-queue.ts';
export { createBullmqPgQueue, migrateBullmqPgSchema } from './bullmq-pg-queue.ts';
export type { BullmqPgQueueOptions } from './bullmq-pg-queue.ts';
export {
  consoleJobLogger,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  DEFAULT_CONCURRENCY,
  DEFAULT_RETENTION,
} from './bullmq-core.ts';
export type { JobLogger, JobRetention, RetentionLimit } from './bullmq-core.ts';
export type { EnqueueOptions, JobContext, JobHandler, JobQueue, RepeatOptions } from '../ports/job-queue.ts';
