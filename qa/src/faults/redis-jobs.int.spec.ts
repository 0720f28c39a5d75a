/**
 * Fault (issue 17): Redis stops under the BullMQ job queue and comes back (empty: no persistence,
 * as a restarted cache). While it is down an enqueue fails at once (the caller answers, nothing
 * hangs); when it returns, the same workers take new jobs without a restart, each run once.
 * A private redis-server on a free port, so nothing else on the machine notices.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullmqQueue } from '@casona/kit/jobs/bullmq-queue';
import type { JobQueue } from '@casona/kit/ports/job-queue';
import { freePort } from '@casona/kit/testing/platform';
import { until } from './private-postgres.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

const pong = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.write('PING\r\n');
  });

let port: number;
let child: ChildProcess | undefined;
const startRedis = async () => {
  child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await until(() => pong(port), 'redis-server');
};
const stopRedis = async () => {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
};

let queue: JobQueue;
const runs = new Map<string, number>();

describe.skipIf(!existsSync(REDIS_SERVER))('BullMQ jobs while Redis stops and returns', () => {
  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };
    queue = createBullmqQueue({
      connection: { url: `redis://127.0.0.1:${port}` },
      queueName: 'faults',
      logger: quiet as never,
    });
    queue.register<{ id: string }>('work', async ({ id }) => {
      runs.set(id, (runs.get(id) ?? 0) + 1);
    });
    await queue.start();
  });

  afterAll(async () => {
    await queue?.close().catch(() => {});
    await stopRedis();
  });

  it('refuses enqueues at once while down, and the same workers run new jobs once after it returns', async () => {
    await queue.enqueue('work', { id: 'before' });
    await until(async () => runs.get('before') === 1, 'the job before the outage');

    await stopRedis();
    const started = Date.now();
    await expect(queue.enqueue('work', { id: 'during' })).rejects.toBeTruthy();
    expect(Date.now() - started).toBeLessThan(10_000);

    await startRedis();
    let tries = 0;
    const resumed = await until(
      async () => {
        await queue.enqueue('work', { id: `after-${++tries}` }).catch(() => undefined);
        return [...runs.keys()].some((id) => id.startsWith('after-'));
      },
      'a job after Redis returned',
      90_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.info(`[faults] Redis back: BullMQ ran a new job ${resumed} ms after it returned`);
    expect(runs.get('before')).toBe(1);
    expect(runs.has('during')).toBe(false);
    // Every job that ran, ran once.
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });
});
