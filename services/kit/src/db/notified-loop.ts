import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';

export interface NotifiedLoopOptions {
  /** What the loop does, for its log lines, e.g. 'outbox relay'. */
  name: string;
  /** Where to LISTEN (its own connection: a pooled client cannot hold a LISTEN). */
  connection: pg.ClientConfig;
  /** The NOTIFY channel; every schema shares it and notifies with its name as the payload. */
  channel: string;
  /** The schema whose notifications wake this loop. */
  schema: string;
  /** Safety net when a notification is missed (e.g. the LISTEN connection dropped). */
  pollMs: number;
  /** One round of work; true when there may be more right away (a full batch). */
  step(): Promise<boolean>;
  /** Runs after a round that left nothing to do, before the loop sleeps (e.g. pruning). */
  idle?(): Promise<void>;
  logger?: Logger | undefined;
}

export interface NotifiedLoop {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A worker woken by PostgreSQL NOTIFY at commit and by a poll as its safety net: it works while
 * there is work, then sleeps until the next notification or poll. A notification that lands while a
 * round is running is remembered, so it never waits for the poll. Failures back off exponentially
 * (up to 10 s); a lost LISTEN connection is reopened while polling keeps the work moving.
 */
export function createNotifiedLoop(options: NotifiedLoopOptions): NotifiedLoop {
  const { name, logger } = options;
  let running = false;
  let loop: Promise<void> | undefined;
  let listener: pg.Client | undefined;
  let wake: (() => void) | undefined;
  let notified = false;
  let failures = 0;

  function waitForWork(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        notified = false;
        const more = await options.step();
        failures = 0;
        if (more || notified) continue;
        if (options.idle) {
          await options.idle();
          if (notified) continue;
        }
        await waitForWork(options.pollMs);
      } catch (err) {
        if (!running) return;
        failures++;
        const delay = Math.min(100 * 2 ** Math.min(failures, 8), 10_000);
        // A failure the step marks transient (a consumer stopping before it acknowledged) is expected
        // during a shutdown and retried like any other; it is not an error line.
        const transient = (err as { transient?: unknown } | null)?.transient === true;
        (transient ? logger?.warn : logger?.error)?.call(
          logger,
          { err, schema: options.schema, retryInMs: delay },
          `${name} failed; retrying`,
        );
        await sleep(delay);
      }
    }
  }

  async function listen(): Promise<void> {
    const client = new pg.Client(options.connection);
    client.on('notification', (msg) => {
      if (msg.payload !== options.schema) return;
      notified = true;
      wake?.();
    });
    client.on('error', (err) => {
      // Polling still does the work; reconnect so that latency comes back down.
      logger?.warn({ err, schema: options.schema }, `${name}: LISTEN connection lost; reconnecting`);
      listener = undefined;
      if (running)
        setTimeout(
          () =>
            void listen().catch((e: unknown) => logger?.warn({ err: e }, `${name}: LISTEN reconnect failed`)),
          1000,
        );
    });
    await client.connect();
    await client.query(`LISTEN ${options.channel}`);
    listener = client;
  }

  return {
    async start() {
      if (running) return;
      running = true;
      await listen();
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      await listener?.end().catch((err: unknown) => logger?.warn({ err }, `${name}: closing LISTEN failed`));
      listener = undefined;
    },
  };
}
