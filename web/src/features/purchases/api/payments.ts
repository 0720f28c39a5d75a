import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { financePayments } from '@casona/proto/finance/payments';
import type { Payment } from '@casona/proto/finance/payments';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { purchasesKeys } from '../../../lib/api/query-keys.ts';

/** While a purchase waits on Stripe (checkout open, voucher or transfer pending), the list refreshes. */
const WAITING: readonly Payment['status'][] = ['OPEN', 'PENDING'];
const REFRESH_MS = 10_000;

/** GET /api/v1/stripe/util/settings — whether payments are on here, and the fixed prices. */
export const paymentSettingsOptions = () =>
  queryOptions({
    queryKey: purchasesKeys.settings(),
    queryFn: ({ signal }) => api(financePayments.paymentSettings, { signal }),
    staleTime: 5 * 60_000,
  });
export const usePaymentSettings = () => useQuery(paymentSettingsOptions());

/** GET /api/v1/stripe/payment?page= — the signed-in person's purchases, newest first. */
export const purchasesOptions = (page: number) =>
  queryOptions({
    queryKey: purchasesKeys.list(page),
    queryFn: ({ signal }) => api(financePayments.payments, { query: { page }, signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((p) => WAITING.includes(p.status)) ? REFRESH_MS : false,
  });
export const usePurchases = (page: number) => useQuery(purchasesOptions(page));

/** POST /api/v1/stripe/checkout_session — a Stripe checkout for a payment type, by the chosen method. */
export const createCheckout = (body: RouteBody<typeof financePayments.createCheckout>) =>
  api(financePayments.createCheckout, { body });
export const createCheckoutOptions = () =>
  mutationOptions({ mutationKey: purchasesKeys.checkout(), mutationFn: createCheckout });
export function useCreateCheckout() {
  const client = useQueryClient();
  return useMutation({
    ...createCheckoutOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: purchasesKeys.all() }),
  });
}

/** POST /api/v1/stripe/util/customer_portal — a Stripe customer portal session. */
export const openPortal = () => api(financePayments.customerPortal);
export const customerPortalOptions = () =>
  mutationOptions({ mutationKey: purchasesKeys.portal(), mutationFn: openPortal });
export const useCustomerPortal = () => useMutation(customerPortalOptions());
