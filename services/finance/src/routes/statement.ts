import { statementFileName } from '@casona/proto/finance/statement-file';
import { financeStatements } from '@casona/proto/finance/statements';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { statement } from '../app/statement.ts';
import { renderStatementPdf } from '../app/statement-pdf.ts';

/** The owner statement of a month, as JSON and as a PDF in the asked (or the caller's) language. */
export async function statementRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, financeStatements, {
    statement: async (request) => statement(deps, request.auth, request.query),
    statementPdf: async (request, reply) => {
      const s = await statement(deps, request.auth, request.query);
      const lang = request.query.lang ?? (request.locale === 'en' ? 'en' : 'es');
      const pdf = await renderStatementPdf(s, lang);
      const name = statementFileName(s.month, lang);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          // The contract names the bytes as the browser receives them (a Blob); Fastify sends the Buffer as is.
          .send(pdf as unknown as Blob)
      );
    },
  });
}
