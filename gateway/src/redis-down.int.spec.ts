/**
 * Fault (issue 17): the rate limiter's Redis stops. The gateway fails OPEN with a per-process limit
 * (README, SECURITY.md) — it keeps answering, still refuses a flood with 429, never answers 500 — and
 * shares its counters in Redis again as soon as Redis returns. Runs against a private redis-server
 * on a free port, so nothing else on the machine notices.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createLogger } from '@casona/kit/log/logger';
import { createGateway } from './gateway.ts';

const REDIS_SERVER = '/usr/bin/redis-server';
const MAX = 5;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A private redis-server without persistence: stop() kills it, start() brings a fresh one on the same port. */
function privateRedis(port: number) {
  let child: ChildProcess | undefined;
  const ping = async () => {
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => {}); // refused while the server starts: the ping's rejection says so
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } finally {
      probe.disconnect();
    }
  };
  return {
    async start() {
      child = spawn(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await until(ping, `redis-server on ${port}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

const available = existsSync(REDIS_SERVER);

describe.skipIf(!available)('rate limiting while Redis is down', () => {
  let port: number;
  let redisServer: ReturnType<typeof privateRedis>;
  let redis: Redis;
  let service: FastifyInstance;
  let gateway: FastifyInstance;
  const warnings: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    redisServer = privateRedis(port);
    await redisServer.start();
    // As gateway/src/main.ts builds it.
    redis = new Redis({ port, host: '127.0.0.1', enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    await until(async () => redis.status === 'ready', 'the gateway client');
    service = Fastify();
    service.get('/api/v1/profile', async () => ({ ok: true }));
    const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
    const logger = createLogger('redis-down-test', 'silent');
    const watched = Object.assign(Object.create(logger) as typeof logger, {
      child: () => watched,
      warn: (_obj: unknown, message?: string) => void warnings.push(String(message)),
    });
    gateway = await createGateway({
      logger: watched,
      services: { identity: serviceUrl },
      internalToken: 'internal-secret-for-tests',
      redis,
      rateLimit: { max: MAX, timeWindowMs: 60_000 },
      bodyLimit: 1024 * 1024,
      corsOrigins: [],
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    redis?.disconnect();
    await redisServer?.stop();
  });

  // Each phase limits a different client address, so the phases do not share counters.
  const hit = (ip: string) =>
    gateway.inject({ method: 'GET', url: '/api/v1/profile', remoteAddress: ip }).then((r) => r.statusCode);
  const burst = async (ip: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push(await hit(ip));
    return statuses;
  };

  it('counts in Redis while it runs', async () => {
    expect(await burst('10.0.0.1', MAX + 2)).toEqual([...Array(MAX).fill(200), 429, 429]);
    expect(await redis.keys('casona-rl:*10.0.0.1*')).toHaveLength(1);
  });

  it('fails open to a per-process limit while Redis is down: answers, refuses a flood with 429, never 500', async () => {
    await redisServer.stop();
    await until(async () => redis.status !== 'ready', 'the client to notice');
    const statuses = await burst('10.0.0.2', MAX + 3);
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429, 429]);
    expect(warnings.some((w) => w.includes('failing open'))).toBe(true);
    const limited = await gateway.inject({
      method: 'GET',
      url: '/api/v1/profile',
      remoteAddress: '10.0.0.2',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });

  it('shares its counters in Redis again once Redis returns, without a restart', async () => {
    await redisServer.start();
    await until(async () => redis.status === 'ready', 'the gateway client to reconnect', 60_000);
    expect(await hit('10.0.0.3')).toBe(200);
    expect(await redis.keys('casona-rl:*10.0.0.3*')).toHaveLength(1);
  });
});
