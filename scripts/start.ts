/**
 * `pnpm start`: the whole platform in one Node process with the embedded defaults — every service
 * under services/ that declares itself, plus the gateway on http://localhost:8080. Set DATABASE_URL,
 * KAFKA_BROKERS, REDIS_URL, S3_ENDPOINT or SMTP_URL to use real servers instead.
 *
 * The platform runs in a child process watched by a small supervisor (this same file): when the
 * platform exits on its own with a failure (the process guard gave up on it, or it crashed), the
 * supervisor starts it again; SIGTERM/SIGINT are passed on and end both. CASONA_SUPERVISOR=off runs
 * the platform in this process directly.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunningService, ServiceDefinition } from '@casona/kit/runtime/service';
import type { ServiceName } from '@casona/proto';

const root = path.resolve(import.meta.dirname, '..');

/** Services declare themselves in package.json: `"casona": { "service": "./src/service.ts" }`. */
export async function discoverServices(
  servicesDir = path.join(root, 'services'),
): Promise<ServiceDefinition[]> {
  const found: ServiceDefinition[] = [];
  for (const entry of readdirSync(servicesDir, { withFileTypes: true })) {
    const manifest = path.join(servicesDir, entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { casona?: { service?: string } };
    if (!pkg.casona?.service) continue;
    const module = (await import(
      pathToFileURL(path.join(servicesDir, entry.name, pkg.casona.service)).href
    )) as {
      service: ServiceDefinition;
    };
    found.push(module.service);
  }
  return found;
}

/** How the platform's process ended, and whether the supervisor starts it again. */
export function restartAfter(
  code: number | null,
  signal: NodeJS.Signals | null,
  stopping: boolean,
): 'exit' | 'restart' {
  if (stopping) return 'exit';
  // A clean stop, or a configuration error (EX_CONFIG) that a restart cannot fix.
  if (signal === null && (code === 0 || code === 78)) return 'exit';
  return 'restart';
}

export interface SuperviseOptions {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Crashes in a row, each within `quickMs` of its start, after which the supervisor gives up. */
  maxQuickCrashes?: number;
  quickMs?: number;
  /** First wait before a restart; doubles with each quick crash. */
  backoffMs?: number;
  log?: (message: string) => void;
}

/**
 * Runs `command` and starts it again whenever it ends with a failure, until SIGTERM/SIGINT (passed
 * on to it) or too many quick crashes in a row. Resolves with the exit code to end with.
 */
export function supervise(options: SuperviseOptions): Promise<number> {
  const log = options.log ?? ((message: string) => console.error(`[casona supervisor] ${message}`));
  const maxQuick = options.maxQuickCrashes ?? 5;
  const quickMs = options.quickMs ?? 30_000;
  const backoffMs = options.backoffMs ?? 1000;
  let stopping = false;
  let quickCrashes = 0;
  let child: ReturnType<typeof spawn> | undefined;
  const forward = (signal: NodeJS.Signals) => {
    stopping = true;
    child?.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  return new Promise((resolve) => {
    const done = (code: number) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      resolve(code);
    };
    const run = () => {
      const startedAt = Date.now();
      // The IPC channel lets the platform notice when its supervisor is gone (see below).
      child = spawn(options.command, options.args, {
        env: options.env,
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      });
      child.once('exit', (code, signal) => {
        if (restartAfter(code, signal, stopping) === 'exit') return done(code ?? 1);
        quickCrashes = Date.now() - startedAt < quickMs ? quickCrashes + 1 : 0;
        if (quickCrashes >= maxQuick) {
          log(
            `the platform failed ${quickCrashes} times in a row within ${quickMs} ms of starting; giving up`,
          );
          return done(code ?? 1);
        }
        const wait = backoffMs * 2 ** Math.max(0, quickCrashes - 1);
        log(`the platform exited (${signal ?? `code ${code}`}); starting it again in ${wait} ms`);
        setTimeout(() => (stopping ? done(code ?? 1) : run()), wait);
      });
    };
    run();
  });
}

async function runPlatform(): Promise<void> {
  const started = performance.now();
  const [
    { Redis },
    { env, loadConfig },
    { createBufferedLogger, createLogger },
    { createInfrastructure },
    { runUntilSignal },
    { loadPlatformConfig },
    { startService },
    { createGateway },
  ] = await Promise.all([
    import('ioredis'),
    import('@casona/kit/config/config'),
    import('@casona/kit/log/logger'),
    import('@casona/kit/runtime/infrastructure'),
    import('@casona/kit/runtime/main'),
    import('@casona/kit/runtime/platform-config'),
    import('@casona/kit/runtime/service'),
    import('@casona/gateway/gateway'),
  ]);
  const logger = createLogger('casona');
  // Supervised: when the supervisor dies (SIGKILL), stop rather than live on unwatched.
  if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  await runUntilSignal(
    'casona',
    async () => {
      const { PORT, HOST } = loadConfig('casona', {
        PORT: env.int('port of the gateway', 8080),
        HOST: env.string('interface of the gateway', { default: '0.0.0.0' }),
      });
      const platform = loadPlatformConfig();
      const infra = await createInfrastructure(platform, logger);
      const definitions = await discoverServices();
      const running: RunningService[] = [];
      for (const definition of definitions) running.push(await startService(definition, infra));
      const redis = platform.REDIS_URL
        ? new Redis(platform.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
        : undefined;
      const gateway = await createGateway({
        logger: logger.child({ part: 'gateway' }),
        accessLog: createBufferedLogger('casona').child({ part: 'gateway' }),
        services: Object.fromEntries(running.map((s) => [s.name, s.url])) as Partial<
          Record<ServiceName, string>
        >,
        internalToken: platform.INTERNAL_TOKEN,
        redis,
        rateLimit: { max: 300, timeWindowMs: 60_000 },
        bodyLimit: 100 * 1024 * 1024,
        // The gateway refuses what a service would refuse (the kit's default is 1 MiB), with a 413.
        bodyLimits: Object.fromEntries(definitions.map((d) => [d.name, d.bodyLimit ?? 1024 * 1024])),
        corsOrigins: [platform.PUBLIC_URL],
        webDist: path.join(root, 'web', 'dist'),
        dependencies: () => infra.health(),
      });
      await gateway.listen({ host: HOST, port: PORT });
      const ms = Math.round(performance.now() - started);
      logger.info(
        { services: running.map((s) => s.name), modes: infra.modes, startupMs: ms },
        `Casona is up at http://localhost:${PORT} (API /api/v1, docs /api/docs, health /api/health) in ${ms} ms`,
      );
      return async () => {
        await gateway.close();
        for (const service of running.reverse()) await service.stop();
        redis?.disconnect();
        await infra.close();
      };
    },
    logger,
  );
}

if (import.meta.main) {
  if (process.env.CASONA_SUPERVISOR === 'off' || process.env.CASONA_SUPERVISED === '1') await runPlatform();
  else
    process.exitCode = await supervise({
      command: process.execPath,
      args: [...process.execArgv, import.meta.filename, ...process.argv.slice(2)],
      env: { ...process.env, CASONA_SUPERVISED: '1' },
    });
}
