import type { Readable } from 'node:stream';
import { csvIssueLocation, financeTransactions, localizeIssues } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { importCsv } from '../app/csv-import.ts';
import type { Deps } from '../app/deps.ts';
import {
  adminTransactions,
  bulkTransactions,
  costReport,
  deleteTransaction,
  listTransactions,
  receiptLink,
  removeReceipt,
  upsertTransaction,
  uploadReceipt,
} from '../app/transactions.ts';

/** Transactions of a property: the list, one at a time, bulk, the CSV import, receipts and the cost report. */
export async function transactionRoutes(app: App, deps: Deps): Promise<void> {
  // The CSV reaches the import as the raw stream: it is parsed and checked while it arrives.
  app.addContentTypeParser(/^text\/csv(\s*;.*)?$/i, (_request, payload, done) => done(null, payload));

  routes(app, financeTransactions, {
    transactions: async (request) => listTransactions(deps, request.auth, request.query),
    upsertTransaction: async (request) => ({
      transaction: await upsertTransaction(deps, request.auth, request.body),
      message: translateKey('transaction.saved', request.locale),
    }),
    deleteTransaction: async (request, reply) => {
      await deleteTransaction(deps, request.auth, request.params.transaction_id);
      return reply.status(204).send(null);
    },
    bulkTransactions: async (request, reply) => {
      const imported = await bulkTransactions(deps, request.auth, request.body);
      return reply
        .status(201)
        .send({ imported, message: translateKey('csv.imported', request.locale, { count: imported }) });
    },
    importTransactions: async (request, reply) => {
      const body = request.body as unknown as Readable | undefined;
      if (!body || typeof (body as Readable).pipe !== 'function')
        return reply.status(415).send({
          statusCode: 415,
          code: 'BAD_REQUEST',
          message: translateKey('csv.invalidFile', request.locale),
        });
      const outcome = await importCsv(
        deps,
        request.auth,
        request.query.property_id,
        body,
        deps.config.CSV_MAX_BYTES,
      );
      if (outcome.ok)
        return reply.status(201).send({
          imported: outcome.imported,
          message: translateKey('csv.imported', request.locale, { count: outcome.imported }),
        });
      const localized = localizeIssues(outcome.issues, request.locale);
      return reply.status(400).send({
        statusCode: 400,
        code: 'VALIDATION',
        message: translateKey('form.invalid', request.locale),
        errors: outcome.issues.map((issue, i) => ({ ...localized[i]!, ...csvIssueLocation(issue) })),
      });
    },
    costReport: async (request) => costReport(deps, request.auth, request.query),
    uploadReceipt: async (request) => ({
      transaction: await uploadReceipt(deps, request.auth, request.params.transaction_id, request.body.file),
      message: translateKey('transaction.saved', request.locale),
    }),
    adminTransactions: async (request) => adminTransactions(deps, request.query),
    receiptLink: async (request) => receiptLink(deps, request.auth, request.params.transaction_id),
    removeReceipt: async (request) => ({
      transaction: await removeReceipt(deps, request.auth, request.params.transaction_id),
      message: translateKey('transaction.saved', request.locale),
    }),
  });
}
