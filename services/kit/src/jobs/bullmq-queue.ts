/**
 * JobQueue on BullMQ and Redis: the cluster adapter. See `bullmq-core.ts` for the queue layout
 * (one BullMQ queue per job name) and the retry, dedupe and schedule mapping.
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobQueue } from '../ports/job-queue.ts';
import { consoleJobLogger, createBullmqJobQueue, DEFAULT_RETENTION } from './bullmq-core.ts';
import type { JobLogger, JobRetention } from './bullmq-core.ts';

export interface BullmqQueueOptions {
  /** A Redis URL (the adapter owns and closes its connections) or a connection the caller owns. */
  connection: { url: string } | Redis;
  /** Namespace of every Redis key, so several environments can share one Redis. */
  prefix?: string;
  /** The service's name, e.g. `notifications`; job queues are named `<queueName>.<job name>`. */
  queueName: string;
  logger?: JobLogger;
  retention?: JobRetention;
}

export function createBullmqQueue(options: BullmqQueueOptions): JobQueue {
  const prefix = options.prefix ?? 'casona';
  const owned: Redis[] = [];
  let producer: Redis;
  let consumer: Redis;
  if (options.connection instanceof Redis) {
    producer = options.connection;
    consumer = options.connection;
  } else {
    // Producers (an HTTP request enqueueing, a readiness ping) should fail at once while Redis is
    // unreachable rather than queue commands until it is back, as BullMQ's production guide
    // advises. Workers must wait out an outage: BullMQ requires maxRetriesPerRequest: null there,
    // and duplicates this connection for each worker's blocking reads.
    producer = new Redis(options.connection.url, { lazyConnect: true, enableOfflineQueue: false });
    consumer = new Redis(options.connection.url, { lazyConnect: true, maxRetriesPerRequest: null });
    owned.push(producer, consumer);
  }
  const logger = options.logger ?? consoleJobLogger;
  for (const connection of owned) {
    // ioredis reconnects by itself; an unhandled 'error' event would crash the process instead.
    connection.on('error', (err: Error) => logger.error({ err }, 'redis connection error'));
  }

  return createBullmqJobQueue({
    kind: 'bullmq',
    queueName: options.queueName,
    logger,
    retention: { ...DEFAULT_RETENTION, ...options.retention },
    prepare: async () => {
      await Promise.all(owned.filter((c) => c.status === 'wait').map((c) => c.connect()));
    },
    createQueue: (bullName) => new Queue(bullName, { connection: producer, prefix }),
    createWorker: (bullName, processor, concurrency) =>
      new Worker(bullName, processor, { connection: consumer, prefix, concurrency }),
    ping: async () => {
      if (producer.status === 'wait') await producer.connect();
      const reply = await producer.ping();
      if (reply !== 'PONG') throw new Error(`Redis PING answered ${reply}`);
    },
    closeConnections: async () => {
      await Promise.all(
        owned.map(async (connection) => {
          // quit() lets Redis answer the commands already sent before the connection goes. A
          // connection that is not up (never used, or reconnecting through an outage) has
          // nothing to answer; disconnect() also stops its reconnection attempts.
          if (connection.status === 'ready') await connection.quit();
          else if (connection.status !== 'end') connection.disconnect();
        }),
      );
    },
  });
}
