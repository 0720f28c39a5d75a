import { financeEarnings, financeTables } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { closeMonth, earnings, withholding } from '../app/earnings.ts';
import {
  exchangeRates,
  putExchangeRate,
  putTaxProfile,
  putWithholdingRate,
  taxProfile,
  withholdingTable,
} from '../app/tables.ts';

/** Earnings, closing months and withholding; the rate tables and owners' RFCs. */
export async function earningsRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, financeEarnings, {
    earnings: async (request) => earnings(deps, request.auth, request.query),
    closeMonth: async (request, reply) => {
      const closed = await closeMonth(deps, request.auth, request.body);
      return reply.status(201).send({
        ...closed,
        message: translateKey('earnings.closed', request.locale, { month: closed.month }),
      });
    },
    withholding: async (request) => withholding(deps, request.auth, request.query),
  });
  routes(app, financeTables, {
    exchangeRates: async (request) => exchangeRates(deps, request.auth, request.query),
    upsertExchangeRate: async (request) => putExchangeRate(deps, request.auth, request.body),
    withholdingRates: async (request) => withholdingTable(deps, request.auth),
    updateWithholdingRate: async (request) =>
      putWithholdingRate(deps, request.auth, request.params.regime, request.body),
    taxProfile: async (request) => taxProfile(deps, request.auth, request.query),
    upsertTaxProfile: async (request) => putTaxProfile(deps, request.auth, request.body),
  });
}
