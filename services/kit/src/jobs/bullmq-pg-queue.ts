/**
 * JobQueue on BullMQ's PostgreSQL backend: the embedded adapter, for one machine without Redis.
 *
 * BullMQ 6 ships this backend in the open-source package (`createPostgresBackend`, MIT): the same
 * Queue and Worker classes, with job state in tables of one schema, claims by
 * `FOR UPDATE SKIP LOCKED` and LISTEN/NOTIFY for the blocking wait. So both deployments get the
 * same queue semantics (retries, dedupe, job schedulers, stalled-job recovery) from one code path,
 * `bullmq-core.ts`.
 *
 * Connections: `createPostgresBackend` gives every BullMQ Queue and Worker its own pg pool and its
 * own LISTEN connection. With one queue per job name and every service in one process, that is
 * well over PostgreSQL's default 100 connections (measured: 7 services × 3 job names opened 70 at
 * start and ran out under a burst of enqueues). So all queues and workers of one adapter share one
 * `PostgresConnection`: one small pool and one LISTEN connection, on which every worker waits for
 * the NOTIFYs of its own queue (BullMQ's channel is shared and carries the queue name).
 */
import {
  DEFAULT_SCHEMA,
  PostgresConnection,
  PostgresQueueBackend,
  Queue,
  runMigrations,
  Worker,
} from 'bullmq';
import type { BackendFactory, PostgresConnectionOptions, PostgresPoolConfig, QueueBaseOptions } from 'bullmq';
import pg from 'pg';
import type { JobQueue } from '../ports/job-queue.ts';
import { consoleJobLogger, createBullmqJobQueue, DEFAULT_RETENTION } from './bullmq-core.ts';
import type { JobLogger, JobRetention } from './bullmq-core.ts';

export interface BullmqPgQueueOptions {
  connection: { url: string };
  /** Schema holding BullMQ's tables, shared by every service's queues (default `bullmq`). */
  schema?: string;
  /** The service's name, e.g. `notifications`; job queues are named `<queueName>.<job name>`. */
  queueName: string;
  logger?: JobLogger;
  retention?: JobRetention;
  /**
   * Connections for queue operations, shared by all job names of this adapter (default 4), plus
   * one LISTEN connection. Handlers hold none while they run, so this need not match concurrency.
   */
  poolMax?: number;
  /**
   * Bring the schema up to date before first use (default true). BullMQ's migrations are
   * idempotent and serialized by an advisory lock, so every process may run them; turn this off
   * where a deploy step runs `migrateBullmqPgSchema` instead.
   */
  migrate?: boolean;
}

const DEFAULT_POOL_MAX = 4;

/**
 * Brings BullMQ's tables in `schema` up to date: for a deploy step that runs before the services
 * start with `migrate: false`. Idempotent, and safe to run from several processes at once.
 */
export async function migrateBullmqPgSchema(options: { url: string; schema?: string }): Promise<void> {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await runMigrations(client, options.schema ?? DEFAULT_SCHEMA);
  } finally {
    await client.end();
  }
}

type PgListenClient = Awaited<ReturnType<PostgresConnection['getListenClient']>>;

/**
 * One LISTEN client serves every worker here, and each worker sends its own LISTEN when it first
 * waits, so those queries overlap. pg 8 queues a query sent while another runs on the same client,
 * but deprecates it (with a warning) and pg 9 drops it; so the client handed to BullMQ queues its
 * queries itself.
 */
class SharedListenConnection extends PostgresConnection {
  #wrapped = new WeakMap<PgListenClient, PgListenClient>();
  #listening: PgListenClient | undefined;

  override async getListenClient(): Promise<PgListenClient> {
    // A new client after a dropped connection gets a wrapper (and a queue) of its own.
    const client = await super.getListenClient();
    this.#listening = client;
    let wrapped = this.#wrapped.get(client);
    if (!wrapped) {
      wrapped = queueQueries(client);
      this.#wrapped.set(client, wrapped);
    }
    return wrapped;
  }

  /**
   * BullMQ's close removes every listener of the LISTEN client (synchronously, when it has one)
   * before ending it, so a server ending the session meanwhile (57P01 as PostgreSQL stops) would
   * throw an 'error' nobody hears; it is passed on to this connection's listeners instead.
   */
  override async close(): Promise<void> {
    const closed = super.close();
    this.#listening?.on('error', (err: Error) => this.emit('error', err));
    this.#listening = undefined;
    await closed;
  }
}

function queueQueries(client: PgListenClient): PgListenClient {
  let tail: Promise<unknown> = Promise.resolve();
  const wrapper: PgListenClient = {
    query: <R>(text: string, params?: readonly unknown[]) => {
      const result = tail.then(() => client.query<R>(text, params));
      // The queue moves on whether a query fails or not; its caller gets the failure from result.
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    // One implementation for the three typed overloads of `on`.
    on: (event: 'notification' | 'error' | 'end', listener: never) => {
      client.on(event as 'notification', listener);
      return wrapper;
    },
    removeListener: (event, listener) => {
      client.removeListener(event, listener);
      return wrapper;
    },
    removeAllListeners: (event) => {
      client.removeAllListeners(event);
      return wrapper;
    },
  };
  return wrapper;
}

/**
 * A backend on a connection it does not own (so closing a Queue or Worker leaves it open), which
 * can re-LISTEN when that connection's LISTEN client is rebuilt. BullMQ does the latter only for
 * backends owning their connection; without it, workers would miss every NOTIFY after a dropped
 * LISTEN connection and fall back to polling every `drainDelay`.
 */
class SharedConnectionBackend extends PostgresQueueBackend {
  /** Mirrors the worker's wish to block: off between disconnectBlocking and reconnectBlocking. */
  #blocking = true;

  constructor(
    connection: PostgresConnection,
    queueName: string,
    opts: QueueBaseOptions<PostgresConnectionOptions>,
  ) {
    super(connection, queueName, opts, /* ownsConnection */ false);
  }

  override async disconnectBlocking(wait?: boolean): Promise<void> {
    this.#blocking = false;
    await super.disconnectBlocking(wait);
  }

  override async reconnectBlocking(): Promise<void> {
    this.#blocking = true;
    await super.reconnectBlocking();
  }

  /** Ends the wait parked on the dead LISTEN client; the worker's next wait LISTENs anew. */
  async relisten(): Promise<void> {
    if (!this.#blocking) return;
    await super.disconnectBlocking();
    // A close may have started meanwhile; it must find blocking off.
    if (this.#blocking) await super.reconnectBlocking();
  }
}

export function createBullmqPgQueue(options: BullmqPgQueueOptions): JobQueue {
  const schema = options.schema ?? DEFAULT_SCHEMA;
  const logger = options.logger ?? consoleJobLogger;
  const config: PostgresPoolConfig = {
    connectionString: options.connection.url,
    schema,
    max: options.poolMax ?? DEFAULT_POOL_MAX,
    // Names our connections in pg_stat_activity.
    application_name: `casona-jobs:${options.queueName}`.slice(0, 63),
    // Migrations run in prepare(), before any queue touches the schema; the connection itself
    // only checks that the schema is at a version this BullMQ understands.
    migrate: false,
  };
  // Validates the schema name; the pool connects lazily.
  const connection = new SharedListenConnection(config);
  // Idle pool clients and the LISTEN client report errors here; unhandled, 'error' would throw.
  // Once close() has begun, a lost connection is part of the stop (the platform stops PostgreSQL
  // right after), not an error.
  let closing = false;
  connection.on('error', (err: Error) =>
    closing
      ? logger.info({ err }, 'job queue database connection ended while closing')
      : logger.error({ err }, 'job queue database connection error'),
  );

  const backends = new Set<SharedConnectionBackend>();
  connection.on('listenerinvalidated', () => {
    for (const backend of backends) {
      backend.relisten().catch((err: unknown) => logger.error({ err }, 'job worker could not LISTEN again'));
    }
  });
  const backendFactory: BackendFactory<SharedConnectionBackend, PostgresConnectionOptions> = (name, opts) => {
    const backend = new SharedConnectionBackend(connection, name, opts);
    backends.add(backend);
    return backend;
  };
  // BullMQ's classes require connection options even though our factory brings its own connection.
  const connectionOptions: PostgresConnectionOptions = config;

  const queue = createBullmqJobQueue({
    kind: 'embedded',
    queueName: options.queueName,
    logger,
    retention: { ...DEFAULT_RETENTION, ...options.retention },
    prepare: async () => {
      if (options.migrate === false) return;
      // runMigrations needs one session for its advisory lock and transaction.
      const client = await connection.pool.connect();
      try {
        await runMigrations(client, schema);
      } finally {
        client.release();
      }
    },
    createQueue: (bullName) => new Queue(bullName, { connection: connectionOptions }, backendFactory),
    createWorker: (bullName, processor, concurrency) =>
      new Worker(bullName, processor, { connection: connectionOptions, concurrency }, backendFactory),
    ping: async () => {
      await connection.pool.query('SELECT 1');
    },
    closeConnections: () => connection.close(),
  });
  return {
    ...queue,
    async close() {
      closing = true;
      await queue.close();
    },
  };
}
