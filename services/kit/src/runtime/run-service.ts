import { env, loadConfig } from '../config/config.ts';
import { createLogger } from '../log/logger.ts';
import { createInfrastructure } from './infrastructure.ts';
import { runUntilSignal } from './main.ts';
import { loadPlatformConfig } from './platform-config.ts';
import { startService, type ServiceDefinition } from './service.ts';

/** One service alone in its process, as it runs in a container (`pnpm --filter <service> start`). */
export async function runServiceMain(definition: ServiceDefinition): Promise<void> {
  const logger = createLogger(definition.name);
  await runUntilSignal(
    definition.name,
    async () => {
      const { PORT, HOST } = loadConfig(definition.name, {
        PORT: env.int('port the service listens on', 3000),
        HOST: env.string('interface to listen on', { default: '0.0.0.0' }),
      });
      const infra = await createInfrastructure(loadPlatformConfig(), logger);
      const running = await startService(definition, infra, { host: HOST, port: PORT });
      return async () => {
        await running.stop();
        await infra.close();
      };
    },
    logger,
  );
}
