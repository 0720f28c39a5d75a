import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { financePayments } from '@casona/proto/finance/payments';

import { api } from '../../../lib/api/client.ts';
import { adminPaymentKeys } from '../../../lib/api/query-keys.ts';
import type { AdminPaymentSearch } from '../routes.ts';

/** GET /api/v1/admin/payment — every payment, newest first, by status and search (staff). */
export const adminPaymentsOptions = (search: AdminPaymentSearch) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(search),
    queryFn: ({ signal }) =>
      api(financePayments.adminPayments, { query: { ...search, page: search.page ?? 1 }, signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminPayments = (search: AdminPaymentSearch) => useQuery(adminPaymentsOptions(search));
