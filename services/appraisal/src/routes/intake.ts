import { performance } from 'node:perf_hooks';
import { appraisalIntake, INTAKE_CONTENT_TYPE, INTAKE_MESSAGES } from '@casona/proto/appraisal/intake';
import type { App } from '@casona/kit/app/app';
import { route } from '@casona/kit/app/route-table';
import { isAppError, validationFailed } from '@casona/kit/errors/errors';
import { createAppraisal } from '../app/appraisals.ts';
import { createSafeFetch } from '@casona/kit/http/safe-fetch';
import type { Deps } from '../app/deps.ts';
import { loadIntakeConfig } from '../intake/config.ts';
import { roomIdOf } from '../intake/domain/room-id.ts';
import { runIntake, type ListingAppraisal } from '../intake/intake.ts';
import { announceSubmission } from '../intake/submitted.ts';

/**
 * POST /property/from_room_id: the listing-link intake, streamed as NDJSON (one event a line,
 * flushed as it happens). A link without a room id is a 400 'Invalid listing URL' before anything
 * streams; once streaming, a failure is the stream's last line.
 */
export async function intakeRoutes(
  app: App,
  deps: Deps,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const config = loadIntakeConfig(env);
  const fetch = createSafeFetch({
    allowHosts: [new URL(config.baseUrl).hostname],
    timeoutMs: config.fetchTimeoutMs,
    maxBytes: 8 * 1024 * 1024,
    userAgent: 'Mozilla/5.0 (compatible; Casona/1.0; +https://casona.mx)',
  });
  app.addHook('onClose', async () => fetch.close());

  route(app, appraisalIntake.read, async (request, reply) => {
    if (roomIdOf(request.body.url) === null)
      throw validationFailed([{ path: '/url', key: INTAKE_MESSAGES.INVALID_URL }], {
        messageKey: INTAKE_MESSAGES.INVALID_URL,
      });
    const locale = request.body.locale?.toLowerCase() ?? request.locale;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': `${INTAKE_CONTENT_TYPE}; charset=utf-8`,
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    const ports = {
      fetch,
      baseUrl: config.baseUrl,
      valuation: deps.valuation,
      fetchTimeoutMs: config.fetchTimeoutMs,
      clock: () => performance.now(),
      logger: deps.logger,
      // The suggested price is stored as the caller's appraisal (appraisal's own use case).
      storeAppraisal: async (listing: ListingAppraisal) => {
        try {
          const view = await createAppraisal(
            deps,
            request.auth,
            { ...listing, get_external_occupation_rate: true },
            locale === 'en' ? 'en' : 'es',
          );
          return { id: view.id, price: view.price, min_price: view.min_price, max_price: view.max_price };
        } catch (error) {
          if (isAppError(error) && error.statusCode === 400) return null; // 'Unsupported area'
          throw error;
        }
      },
    };
    try {
      for await (const event of runIntake(ports, { url: request.body.url, locale })) {
        if (reply.raw.destroyed) break;
        reply.raw.write(`${JSON.stringify(event)}\n`);
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'intake: the stream failed');
    } finally {
      reply.raw.end();
    }
  });

  route(app, appraisalIntake.submitted, async (request, reply) =>
    reply.status(202).send(await announceSubmission(deps, request.auth, request.body, request.locale)),
  );
}
