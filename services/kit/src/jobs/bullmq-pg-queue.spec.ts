import { SchemaMigrationRequiredError } from 'bullmq';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, testPostgres, uniqueSchema } from '../testing/postgres.ts';
import type { TestPostgres } from '../testing/postgres.ts';
import type { JobLogger } from './bullmq-core.ts';
import { createBullmqPgQueue } from './bullmq-pg-queue.ts';
import { jobQueueContract } from './job-queue.contract.ts';

describe('BullMQ on PostgreSQL', () => {
  // DATABASE_URL when set, else an embedded server; one schema per run, dropped afterwards.
  const schema = uniqueSchema('jobs_test');
  let postgres: TestPostgres;
  let queues = 0;

  beforeAll(async () => {
    postgres = await testPostgres();
  });

  afterAll(async () => {
    await dropSchema(postgres.url, schema);
    await postgres.stop();
  });

  jobQueueContract('BullMQ on PostgreSQL', async ({ logger }) => ({
    queue: createBullmqPgQueue({
      connection: { url: postgres.url },
      schema,
      queueName: `contract${++queues}`,
      logger,
    }),
    // Each test has its own queue names; the whole schema goes in afterAll.
    cleanup: () => Promise.resolve(),
  }));

  it('is the embedded adapter', () => {
    const queue = createBullmqPgQueue({ connection: { url: postgres.url }, schema, queueName: 'kind' });
    expect(queue.kind).toBe('embedded');
  });

  it('runs a job enqueued by another instance, as an API process hands work to a worker', async () => {
    const producer = createBullmqPgQueue({
      connection: { url: postgres.url },
      schema,
      queueName: 'handover',
    });
    const consumer = createBullmqPgQueue({
      connection: { url: postgres.url },
      schema,
      queueName: 'handover',
    });
    const seen: unknown[] = [];
    consumer.register('work', async (data) => {
      seen.push(data);
    });
    await consumer.start();

    await producer.enqueue('work', { from: 'producer' });

    await expect.poll(() => seen, { timeout: 5000 }).toEqual([{ from: 'producer' }]);
    await producer.close();
    await consumer.close();
  });

  /** A started queue whose workers have run job `a` (so they wait on LISTEN), and a session beside it. */
  const queueWithAdmin = async (queueName: string, logger: JobLogger, jobs = ['a']) => {
    const queue = createBullmqPgQueue({ connection: { url: postgres.url }, schema, queueName, logger });
    const ran: string[] = [];
    for (const name of jobs) {
      queue.register(name, async () => {
        ran.push(name);
      });
    }
    await queue.start();
    await queue.enqueue('a', {});
    await expect.poll(() => ran, { timeout: 5000 }).toEqual(['a']);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    return { queue, ran, admin };
  };

  it('shares one LISTEN connection and keeps waking workers at once after it drops', async () => {
    const queueName = 'relisten';
    const errors: string[] = [];
    const { queue, ran, admin } = await queueWithAdmin(
      queueName,
      { info: () => {}, warn: () => {}, error: (_fields, msg) => errors.push(msg) },
      ['a', 'b', 'c'],
    );
    try {
      // A worker LISTENs when it first finds its queue empty, so the connection may still be coming.
      const listeners = async (): Promise<number[]> => {
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query ILIKE '%LISTEN %'`,
          [`casona-jobs:${queueName}`],
        );
        return rows.map((row) => row.pid);
      };
      await expect.poll(listeners, { timeout: 5000 }).toHaveLength(1);
      await admin.query('SELECT pg_terminate_backend($1)', await listeners());
    } finally {
      await admin.end();
    }
    await expect.poll(() => errors, { timeout: 5000 }).toContain('job queue database connection error');

    // Without a fresh LISTEN the worker would only find the job when its 5 s poll comes round.
    const enqueuedAt = Date.now();
    await queue.enqueue('b', {});
    await expect.poll(() => ran, { timeout: 5000 }).toEqual(['a', 'b']);
    expect(Date.now() - enqueuedAt).toBeLessThan(2500);
    await queue.close();
  });

  it('does not log the connections it loses while closing as errors', async () => {
    const queueName = 'closing';
    const errors: string[] = [];
    const infos: string[] = [];
    const queue = createBullmqPgQueue({
      connection: { url: postgres.url },
      schema,
      queueName,
      logger: { info: (_f, msg) => infos.push(msg), warn: () => {}, error: (_f, msg) => errors.push(msg) },
    });
    // close() waits for the job running, so the sessions are still open when the server ends them:
    // without it, a close that got there first (a busy machine) would leave nothing to end.
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let running = false;
    queue.register('hold', async () => {
      running = true;
      await held;
    });
    await queue.start();
    await queue.enqueue('hold', {});
    await expect.poll(() => running, { timeout: 5000 }).toBe(true);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    let closed: Promise<void> | undefined;
    try {
      // The server ends the sessions while the queue is closing, as a stopping PostgreSQL does.
      closed = queue.close();
      const { rows } = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1',
        [`casona-jobs:${queueName}`],
      );
      expect(rows.some((row) => row.ended)).toBe(true);
    } finally {
      release();
      await closed;
      await admin.end();
    }
    expect(errors).toEqual([]);
    expect(infos).toContain('job queue database connection ended while closing');
  });

  it('refuses to run on a schema nobody migrated when migrations are off', async () => {
    const bare = uniqueSchema('jobs_bare');
    const queue = createBullmqPgQueue({
      connection: { url: postgres.url },
      schema: bare,
      queueName: 'bare',
      migrate: false,
    });
    try {
      await expect(queue.enqueue('any', {})).rejects.toBeInstanceOf(SchemaMigrationRequiredError);
    } finally {
      await queue.close();
      await dropSchema(postgres.url, bare);
    }
  });

  it('rejects a schema name it cannot quote', () => {
    expect(() =>
      createBullmqPgQueue({ connection: { url: postgres.url }, schema: 'no spaces', queueName: 'x' }),
    ).toThrow(/schema name/);
  });

  it('fails ping when PostgreSQL cannot be reached', async () => {
    const queue = createBullmqPgQueue({
      connection: { url: 'postgres://postgres@127.0.0.1:1/postgres' },
      queueName: 'down',
    });
    await expect(queue.ping()).rejects.toThrow();
    await queue.close();
  });
});
