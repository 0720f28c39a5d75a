import { appraisalAdmin, appraisalItems, appraisals, furnishingQueries } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import {
  adminPage,
  createAppraisal,
  createPresentation,
  getAppraisal,
  getPresentation,
  giveFeedback,
} from '../app/appraisals.ts';
import type { Deps } from '../app/deps.ts';
import { renderPresentationPdf } from './presentation-pdf.ts';
import {
  askFurnishing,
  furnishingOf,
  listBaseItems,
  removeBaseItem,
  setBaseItem,
} from '../app/furnishing.ts';

/** The appraisal, its feedback and presentation, staff's page, the base furnishing and its estimate. */
export async function appraisalRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, appraisals, {
    create: async (request, reply) =>
      reply.status(201).send(await createAppraisal(deps, request.auth, request.body, request.locale)),
    get: async (request) => getAppraisal(deps, request.params.id),
    feedback: async (request) => giveFeedback(deps, request.auth, request.body),
    presentation: async (request) => createPresentation(deps, request.auth, request.body),
    getPresentation: async (request) => getPresentation(deps, request.params.id),
    presentationPdf: async (request, reply) => {
      const presentation = await getPresentation(deps, request.params.id);
      const appraisal = await getAppraisal(deps, request.params.id);
      const lang = request.query.lang ?? (request.locale === 'en' ? 'en' : 'es');
      const pdf = await renderPresentationPdf(appraisal, presentation, lang);
      const name = `${lang === 'es' ? 'presentacion' : 'presentation'}-${appraisal.id.slice(0, 8)}.pdf`;
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          // The contract names the bytes as the browser receives them (a Blob); Fastify sends the Buffer as is.
          .send(pdf as unknown as Blob)
      );
    },
  });
  routes(app, appraisalAdmin, {
    list: async (request) => adminPage(deps, request.query),
  });
  routes(app, appraisalItems, {
    list: async () => listBaseItems(deps),
    upsert: async (request) => setBaseItem(deps, request.auth, request.body),
    remove: async (request, reply) => {
      await removeBaseItem(deps, request.auth, request.body);
      return reply.status(204).send(null);
    },
  });
  routes(app, furnishingQueries, {
    create: async (request, reply) =>
      reply.status(201).send(await askFurnishing(deps, request.auth, request.body, request.locale)),
    get: async (request) => furnishingOf(deps, request.auth, request.params.id),
  });
}
