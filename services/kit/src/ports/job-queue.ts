/**
 * Background jobs. Adapters: BullMQ on Redis (cluster) and an embedded one for a single machine.
 * Handlers must be idempotent: a job is delivered at least once.
 */
export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandler<TData = unknown> = (data: TData, job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** Total tries before the job is failed for good (default 5). */
  attempts?: number;
  /** First retry delay; doubles each retry (default 1000 ms). */
  backoffMs?: number;
  /** Deduplication key: enqueueing an id that is still waiting or active adds nothing. */
  jobId?: string;
}

export interface RepeatOptions {
  /** Stable key of the schedule; scheduling the same key again replaces it. */
  key: string;
  /** Either a fixed period… */
  everyMs?: number;
  /** …or a cron pattern (5 or 6 fields), evaluated in `tz` (default UTC). */
  cron?: string;
  tz?: string;
}

export interface JobQueue {
  readonly kind: 'bullmq' | 'embedded';
  /** Registers the handler for a job name; call before `start`. */
  register<TData>(name: string, handler: JobHandler<TData>, options?: { concurrency?: number }): void;
  enqueue<TData>(name: string, data: TData, options?: EnqueueOptions): Promise<string>;
  /** Runs `name` on a schedule until `unschedule(key)`. */
  schedule<TData>(name: string, data: TData, options: RepeatOptions): Promise<void>;
  unschedule(name: string, key: string): Promise<void>;
  /** Starts the workers for the registered names. */
  start(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
