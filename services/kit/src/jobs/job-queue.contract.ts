/**
 * The behaviour every JobQueue adapter promises (ports/job-queue.ts), as one suite run against each
 * adapter on its real datastore. Timings are short so a run stays well under 20 s per adapter;
 * assertions on time only ever check "not before", never "exactly at".
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { JobContext, JobQueue } from '../ports/job-queue.ts';
import type { JobLogger } from './bullmq-core.ts';

export interface JobQueueUnderTest {
  queue: JobQueue;
  /** Removes the adapter's data; the suite has closed the queue by then. */
  cleanup: () => Promise<void>;
}

/** Log lines an adapter wrote during a test, so the suite can check failures are not swallowed. */
export interface CapturedLog {
  level: 'info' | 'warn' | 'error';
  msg: string;
  fields: object;
}

/**
 * `make` builds a fresh adapter on its own namespace (queue name, prefix or schema) each time it is
 * called, writing to the given logger.
 */
export function jobQueueContract(
  name: string,
  make: (env: { logger: JobLogger }) => Promise<JobQueueUnderTest>,
): void {
  describe(`JobQueue contract: ${name}`, () => {
    const opened: JobQueueUnderTest[] = [];
    let logs: CapturedLog[] = [];

    const logger: JobLogger = {
      info: (fields, msg) => logs.push({ level: 'info', msg, fields }),
      warn: (fields, msg) => logs.push({ level: 'warn', msg, fields }),
      error: (fields, msg) => logs.push({ level: 'error', msg, fields }),
    };

    const open = async (): Promise<JobQueue> => {
      const underTest = await make({ logger });
      opened.push(underTest);
      return underTest.queue;
    };

    afterEach(async () => {
      // close() is idempotent, so tests that close their queue themselves are fine here too.
      for (const { queue, cleanup } of opened.splice(0)) {
        await queue.close();
        await cleanup();
      }
      logs = [];
    });

    it('runs an enqueued job with its data, its id and attempt 1', async () => {
      const queue = await open();
      const seen: Array<{ data: unknown; job: JobContext }> = [];
      queue.register<{ to: string }>('greet', async (data, job) => {
        seen.push({ data, job });
      });
      await queue.start();

      const id = await queue.enqueue('greet', { to: 'Ana' });

      await waitFor(() => seen.length === 1);
      expect(seen[0]).toEqual({ data: { to: 'Ana' }, job: { id, name: 'greet', attempt: 1 } });
    });

    it('runs jobs enqueued before start once it starts', async () => {
      const queue = await open();
      const seen: number[] = [];
      queue.register<number>('early', async (n) => {
        seen.push(n);
      });
      await queue.enqueue('early', 1);
      await queue.enqueue('early', 2);
      await sleep(100);
      expect(seen).toEqual([]);

      await queue.start();

      await waitFor(() => seen.length === 2);
      expect(seen.sort()).toEqual([1, 2]);
    });

    it('retries a failing job with a doubling backoff and a growing attempt count', async () => {
      const queue = await open();
      const tries: Array<{ attempt: number; at: number }> = [];
      queue.register('flaky', async (_data, job) => {
        tries.push({ attempt: job.attempt, at: Date.now() });
        if (job.attempt < 3) throw new Error(`try ${job.attempt} fails`);
      });
      await queue.start();

      await queue.enqueue('flaky', {}, { attempts: 5, backoffMs: 150 });

      await waitFor(() => tries.length === 3);
      await sleep(500);
      expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
      const gaps = tries.slice(1).map((t, i) => t.at - tries[i]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(150 - CLOCK_SLACK_MS);
      expect(gaps[1]).toBeGreaterThanOrEqual(300 - CLOCK_SLACK_MS);
      expect(logs.filter((l) => l.level === 'warn')).toHaveLength(2);
      expect(logs.filter((l) => l.level === 'error')).toEqual([]);
    });

    it('stops retrying once the attempts are used up, and logs the failure', async () => {
      const queue = await open();
      const attempts: number[] = [];
      queue.register('doomed', async (_data, job) => {
        attempts.push(job.attempt);
        throw new Error('always fails');
      });
      await queue.start();

      await queue.enqueue('doomed', {}, { attempts: 2, backoffMs: 50 });

      await waitFor(() => logs.some((l) => l.level === 'error'));
      await sleep(600);
      expect(attempts).toEqual([1, 2]);
      const errors = logs.filter((l) => l.level === 'error');
      expect(errors).toHaveLength(1);
      expect((errors[0]?.fields as { err?: Error }).err?.message).toBe('always fails');
    });

    it('does not run a delayed job before its delay', async () => {
      const queue = await open();
      const ranAt: number[] = [];
      queue.register('later', async () => {
        ranAt.push(Date.now());
      });
      await queue.start();

      const enqueuedAt = Date.now();
      await queue.enqueue('later', {}, { delayMs: 600 });

      await waitFor(() => ranAt.length === 1);
      expect(ranAt[0]! - enqueuedAt).toBeGreaterThanOrEqual(600 - CLOCK_SLACK_MS);
    });

    it('adds nothing for a jobId still waiting or active, and accepts it again once done', async () => {
      const queue = await open();
      const runs: string[] = [];
      const gate = deferred();
      queue.register<string>('dedupe', async (data) => {
        runs.push(data);
        if (runs.length === 1) await gate.promise;
      });

      const first = await queue.enqueue('dedupe', 'first', { jobId: 'property-42' });
      const whileWaiting = await queue.enqueue('dedupe', 'second', { jobId: 'property-42' });
      expect(whileWaiting).toBe(first);

      await queue.start();
      await waitFor(() => runs.length === 1);
      const whileActive = await queue.enqueue('dedupe', 'third', { jobId: 'property-42' });
      expect(whileActive).toBe(first);
      gate.resolve();
      await sleep(300);
      expect(runs).toEqual(['first']);

      const afterDone = await queue.enqueue('dedupe', 'fourth', { jobId: 'property-42' });
      expect(afterDone).not.toBe(first);
      await waitFor(() => runs.length === 2);
      expect(runs).toEqual(['first', 'fourth']);
    });

    it('runs a schedule every period until it is unscheduled', async () => {
      const queue = await open();
      const ticks: unknown[] = [];
      queue.register('tick', async (data) => {
        ticks.push(data);
      });
      await queue.start();

      await queue.schedule('tick', { n: 1 }, { key: 'heartbeat', everyMs: 200 });

      await waitFor(() => ticks.length >= 3);
      expect(ticks.slice(0, 3)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
      await queue.unschedule('tick', 'heartbeat');
      // A tick already handed to the worker when unschedule ran may still finish.
      await sleep(250);
      const afterUnschedule = ticks.length;
      await sleep(700);
      expect(ticks.length).toBe(afterUnschedule);
    });

    it('replaces a schedule scheduled again under the same key', async () => {
      const queue = await open();
      const ticks: Array<{ v: number }> = [];
      queue.register<{ v: number }>('tick', async (data) => {
        ticks.push(data);
      });
      await queue.start();

      await queue.schedule('tick', { v: 1 }, { key: 'digest', everyMs: 150 });
      await waitFor(() => ticks.length >= 1);
      await queue.schedule('tick', { v: 2 }, { key: 'digest', everyMs: 150 });
      // Let a v1 tick that was already due drain.
      await sleep(250);
      const replacedAt = ticks.length;
      await waitFor(() => ticks.length >= replacedAt + 3);
      expect(ticks.slice(replacedAt)).toEqual(ticks.slice(replacedAt).map(() => ({ v: 2 })));
      await queue.unschedule('tick', 'digest');
    });

    it('runs a cron schedule (6 fields, with seconds)', async () => {
      const queue = await open();
      const ticks: unknown[] = [];
      queue.register('cron', async (data) => {
        ticks.push(data);
      });
      await queue.start();

      await queue.schedule(
        'cron',
        { kind: 'cron' },
        { key: 'every-second', cron: '* * * * * *', tz: 'America/Mexico_City' },
      );

      await waitFor(() => ticks.length >= 2, 4000);
      expect(ticks[0]).toEqual({ kind: 'cron' });
      await queue.unschedule('cron', 'every-second');
    });

    it('rejects a schedule without exactly one of everyMs and cron', async () => {
      const queue = await open();
      await expect(queue.schedule('tick', {}, { key: 'none' })).rejects.toThrow(/exactly one/);
      await expect(
        queue.schedule('tick', {}, { key: 'both', everyMs: 1000, cron: '* * * * *' }),
      ).rejects.toThrow(/exactly one/);
    });

    it('runs no more jobs of a name at once than its concurrency', async () => {
      const queue = await open();
      let running = 0;
      let peak = 0;
      let done = 0;
      queue.register(
        'slow',
        async () => {
          running += 1;
          peak = Math.max(peak, running);
          await sleep(150);
          running -= 1;
          done += 1;
        },
        { concurrency: 2 },
      );
      let serialRunning = 0;
      let serialPeak = 0;
      queue.register('serial', async () => {
        serialRunning += 1;
        serialPeak = Math.max(serialPeak, serialRunning);
        await sleep(100);
        serialRunning -= 1;
        done += 1;
      });
      await queue.start();

      await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => queue.enqueue('slow', i)),
        ...Array.from({ length: 3 }, (_, i) => queue.enqueue('serial', i)),
      ]);

      await waitFor(() => done === 9);
      expect(peak).toBe(2);
      expect(serialPeak).toBe(1);
    });

    it('refuses registrations after start', async () => {
      const queue = await open();
      queue.register('a', async () => {});
      await queue.start();
      expect(() => queue.register('b', async () => {})).toThrow(/already started/);
    });

    it('answers ping', async () => {
      const queue = await open();
      await expect(queue.ping()).resolves.toBeUndefined();
    });

    it('closes cleanly with a job in flight, letting it finish', async () => {
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown): void => {
        unhandled.push(reason);
      };
      process.on('unhandledRejection', onUnhandled);
      try {
        const queue = await open();
        let started = false;
        let finished = false;
        queue.register('long', async () => {
          started = true;
          await sleep(300);
          finished = true;
        });
        await queue.start();
        await queue.enqueue('long', {});
        await waitFor(() => started);

        await queue.close();

        expect(finished).toBe(true);
        await expect(queue.enqueue('long', {})).rejects.toThrow(/closed/);
        await sleep(200);
        expect(unhandled).toEqual([]);
        expect(logs.filter((l) => l.level === 'error')).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  });
}

/** Timestamps come from the datastore's clock or from Node's; allow for rounding between them. */
const CLOCK_SLACK_MS = 15;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
