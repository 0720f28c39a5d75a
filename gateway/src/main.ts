import { SERVICE_NAMES, type ServiceName } from '@casona/proto';
import { createBufferedLogger, createLogger } from '@casona/kit/log/logger';
import { runUntilSignal } from '@casona/kit/runtime/main';
import { defaultPublicUrl } from '@casona/kit/runtime/platform-config';
import { loadGatewayConfig, parseTrustProxy } from './config.ts';
import { createGateway } from './gateway.ts';
import { createRedisClient } from './redis-client.ts';

/** The gateway alone, as it runs in its container: services are reached at their `<NAME>_URL`. */
await runUntilSignal(
  'gateway',
  async (logger) => {
    const config = loadGatewayConfig();
    const services: Partial<Record<ServiceName, string>> = {};
    for (const name of SERVICE_NAMES) {
      const url = config[`${name.toUpperCase()}_URL` as keyof typeof config] as string | undefined;
      if (url) services[name] = url.replace(/\/+$/, '');
    }
    const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL, logger) : undefined;
    const app = await createGateway({
      logger,
      accessLog: createBufferedLogger('gateway'),
      services,
      jwksUrl: config.JWKS_URL,
      internalToken: config.INTERNAL_TOKEN,
      trustProxy: parseTrustProxy(config.TRUST_PROXY),
      redis,
      rateLimit: { max: config.RATE_LIMIT_MAX, timeWindowMs: config.RATE_LIMIT_WINDOW_MS },
      formRateLimit: { max: config.FORM_RATE_LIMIT_MAX, timeWindowMs: config.FORM_RATE_LIMIT_WINDOW_MS },
      bodyLimit: config.BODY_LIMIT_BYTES,
      // Unset PUBLIC_URL: this machine on the port in use, as the services derive it (not always 8080).
      corsOrigins:
        config.CORS_ORIGINS.length > 0
          ? config.CORS_ORIGINS
          : [config.PUBLIC_URL ?? defaultPublicUrl(process.env)],
      webDist: config.WEB_DIST,
    });
    await app.listen({ host: config.HOST, port: config.PORT });
    return async () => {
      await app.close();
      redis?.disconnect();
    };
  },
  createLogger('gateway'),
);
