import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infraUrl } from '../testing/infra.ts';
import { createBullmqQueue } from './bullmq-queue.ts';
import { jobQueueContract } from './job-queue.contract.ts';

const url = infraUrl('redis');

describe.skipIf(!url)('BullMQ on Redis', () => {
  // Every key of this run lives under its own prefix, so parallel runs never meet.
  const prefix = `casona-test-${randomBytes(4).toString('hex')}`;
  let admin: Redis;
  let queues = 0;

  beforeAll(() => {
    admin = new Redis(url!);
  });

  afterAll(async () => {
    await deleteKeys(admin, `${prefix}:*`);
    await admin.quit();
  });

  jobQueueContract('BullMQ on Redis', async ({ logger }) => {
    const queueName = `contract${++queues}`;
    return {
      queue: createBullmqQueue({ connection: { url: url! }, prefix, queueName, logger }),
      cleanup: () => deleteKeys(admin, `${prefix}:${queueName}.*`),
    };
  });

  it('uses a connection it is given without closing it', async () => {
    const connection = new Redis(url!, { maxRetriesPerRequest: null });
    const queue = createBullmqQueue({ connection, prefix, queueName: 'shared-connection' });
    const seen: unknown[] = [];
    queue.register('echo', async (data) => {
      seen.push(data);
    });
    await queue.start();
    await queue.enqueue('echo', { ok: true });
    await expect.poll(() => seen, { timeout: 5000 }).toEqual([{ ok: true }]);

    await queue.close();

    expect(await connection.ping()).toBe('PONG');
    await connection.quit();
  });

  it('fails ping when Redis cannot be reached', async () => {
    const queue = createBullmqQueue({
      connection: { url: 'redis://127.0.0.1:1' },
      prefix,
      queueName: 'unreachable',
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    await expect(queue.ping()).rejects.toThrow();
    await queue.close();
  });
});

async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}
