/**
 * `pnpm start`: the whole platform in one Node process with the embedded defaults — every service
 * under services/ that declares itself, plus the gateway on http://localhost:8080. Set DATABASE_URL,
 * KAFKA_BROKERS, REDIS_URL, S3_ENDPOINT or SMTP_URL to use real servers instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { env, loadConfig } from '@casona/kit/config/config';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure } from '@casona/kit/runtime/infrastructure';
import { runUntilSignal } from '@casona/kit/runtime/main';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService, type ServiceDefinition } from '@casona/kit/runtime/service';
import { createGateway } from '@casona/gateway/gateway';
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

const started = performance.now();
const logger = createLogger('casona');
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
