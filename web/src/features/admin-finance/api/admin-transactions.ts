import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { financeTransactions } from '@casona/proto/finance/routes';

import type { RouteAnswer } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { adminFinanceKeys } from '../../../lib/api/query-keys.ts';
import type { AdminTransactionSearch } from '../routes.ts';

/** GET /api/v1/admin/transaction — every property's transactions, newest first, by the filters set. */
export const adminTransactionsOptions = (search: AdminTransactionSearch) =>
  queryOptions({
    queryKey: adminFinanceKeys.transactions(search),
    queryFn: ({ signal }) =>
      api(financeTransactions.adminTransactions, { query: { ...search, page: search.page ?? 1 }, signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminTransactions = (search: AdminTransactionSearch) =>
  useQuery(adminTransactionsOptions(search));

/** One row of the back office's transactions. */
export type AdminTransaction = RouteAnswer<typeof financeTransactions.adminTransactions>['items'][number];
