/**
 * The gateway's Redis client when Redis refuses connections (issue 17): its `error` events reach the
 * structured log once per outage — never ioredis' "Unhandled error event" stack traces on stderr at
 * every reconnect — and the gateway built on it keeps answering (the limiter fails open).
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createLogger } from '@casona/kit/log/logger';
import { createGateway } from './gateway.ts';
import { createRedisClient } from './redis-client.ts';

/** A port nothing listens on: taken, then released. */
const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the Redis client while Redis refuses connections', () => {
  let redis: Redis;
  let service: FastifyInstance;
  let gateway: FastifyInstance;
  const warnings: string[] = [];
  const infos: string[] = [];
  const stderr = vi.spyOn(console, 'error');
  let reconnects = 0;

  beforeAll(async () => {
    redis = createRedisClient(`redis://127.0.0.1:${await closedPort()}`, {
      warn: (_object, message) => void warnings.push(message),
      info: (_object, message) => void infos.push(message),
    });
    // Counted without an 'error' listener of the test's own, which would hide a missing one.
    redis.on('reconnecting', () => (reconnects += 1));
    service = Fastify();
    service.get('/api/v1/profile', async () => ({ ok: true }));
    const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
    gateway = await createGateway({
      logger: createLogger('redis-client-test', 'silent'),
      services: { identity: serviceUrl },
      internalToken: 'internal-secret-for-tests',
      redis,
      rateLimit: { max: 100, timeWindowMs: 60_000 },
      bodyLimit: 1024 * 1024,
      corsOrigins: [],
    });
  });
  afterEach(() => stderr.mockClear());
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    redis?.disconnect();
    stderr.mockRestore();
  });

  it('listens for its errors: one warning per outage, nothing on stderr, however many reconnects fail', async () => {
    expect(redis.listenerCount('error')).toBe(1);
    await until(() => reconnects >= 3, 'three refused reconnects');
    expect(warnings).toEqual(['redis: connection failed; rate limiting counts per process until it returns']);
    expect(infos).toEqual([]);
    const unhandled = stderr.mock.calls.filter((call) => String(call[0]).includes('Unhandled error event'));
    expect(unhandled).toEqual([]);
  });

  it('the gateway on it keeps answering while Redis is unreachable', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        gateway.inject({ method: 'GET', url: '/api/v1/profile', remoteAddress: '10.9.0.1' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
