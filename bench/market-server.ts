/**
 * Child process of bench/market.ts: the listings service and the gateway in front of it, as
 * `pnpm start` runs them, on the benchmark's own schema. Not meant to be run by hand.
 *
 *   BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_DATA_DIR, BENCH_LOG_LEVEL
 */
import { createGateway } from '@casona/gateway/gateway';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService } from '@casona/kit/runtime/service';
import { createListingsService } from '../services/listings/src/service.ts';
import { serveParent } from './lib/child.ts';

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

try {
  const logger = createLogger('market-bench', process.env.BENCH_LOG_LEVEL ?? 'info');
  const internalToken = 'market-bench-internal-token';
  const infra = await createInfrastructure(
    loadPlatformConfig({
      DATABASE_URL: env('BENCH_DATABASE_URL'),
      DATA_DIR: env('BENCH_DATA_DIR'),
      INTERNAL_TOKEN: internalToken,
    }),
    logger,
  );
  const listings = await startService(
    createListingsService({ name: env('BENCH_SCHEMA'), seedDemo: false, env: {} }),
    infra,
  );
  const gateway = await createGateway({
    logger: logger.child({ part: 'gateway' }),
    services: { listings: listings.url },
    internalToken,
    // Production's limit keys on the caller's address; one load generator would hit it at once.
    rateLimit: { max: 1e9, timeWindowMs: 60_000 },
    bodyLimit: 1024 * 1024,
    corsOrigins: [],
  });
  const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  serveParent({ gateway: gatewayUrl, listings: listings.url }, async () => {
    await gateway.close();
    await listings.stop();
    await infra.close();
  });
} catch (err) {
  process.send?.({ type: 'error', error: err instanceof Error ? err.stack : String(err) });
  process.exit(1);
}
