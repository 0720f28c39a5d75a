import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { financeTransactions } from '@casona/proto/finance/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { financeKeys, performanceKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property_transaction — the property's transactions, newest first, 20 a page. */
export const transactionsOptions = (propertyId: string, page: number) =>
  queryOptions({
    queryKey: financeKeys.transactions(propertyId, page),
    queryFn: ({ signal }) =>
      api(financeTransactions.transactions, { query: { property_id: propertyId, page }, signal }),
  });
export const useTransactions = (propertyId: string, page: number, enabled: boolean) =>
  useQuery({ ...transactionsOptions(propertyId, page), enabled, placeholderData: keepPreviousData });

/** After a change the list and performance's earnings and statement are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: financeKeys.all() }),
      client.invalidateQueries({ queryKey: performanceKeys.all() }),
    ]);
}

/** POST /api/v1/property_transaction/import — the CSV as text/csv; all or nothing. */
export function useImportTransactions(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: financeKeys.import(),
    mutationFn: (csv: string) =>
      api(financeTransactions.importTransactions, {
        query: { property_id: propertyId },
        text: { body: csv, type: 'text/csv' },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/v1/property_transaction — add one, or change it when `transaction_id` is given. */
export function useSaveTransaction() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: financeKeys.save(),
    mutationFn: (body: RouteBody<typeof financeTransactions.upsertTransaction>) =>
      api(financeTransactions.upsertTransaction, { body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/v1/property_transaction/{id} — the transaction and its receipt. */
export function useDeleteTransaction() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: financeKeys.remove(),
    mutationFn: (transactionId: string) =>
      api(financeTransactions.deleteTransaction, { params: { transaction_id: transactionId } }),
    onSuccess: refresh,
  });
}

/** PUT /api/v1/property_transaction/{id}/receipt — a PDF, JPEG or PNG (data URL); replaces the one before. */
export function useUploadReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ transactionId, file }: { transactionId: string; file: string }) =>
      api(financeTransactions.uploadReceipt, { params: { transaction_id: transactionId }, body: { file } }),
    onSuccess: refresh,
  });
}

/** DELETE /api/v1/property_transaction/{id}/receipt — the receipt goes, the transaction stays. */
export function useRemoveReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (transactionId: string) =>
      api(financeTransactions.removeReceipt, { params: { transaction_id: transactionId } }),
    onSuccess: refresh,
  });
}

/**
 * GET /api/v1/property_transaction/{id}/receipt answers a signed link valid for minutes; the browser
 * navigates to it (the storage's origin is outside the SPA's connect-src, a navigation is not).
 */
export function useOpenReceipt(open: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: async (transactionId: string) => {
      const link = await api(financeTransactions.receiptLink, { params: { transaction_id: transactionId } });
      open(link.url);
      return link;
    },
  });
}
