/** The back office's finance pages (issue 19, admin console): every property's transactions, every payment. */
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@casona/proto/enums';
import { PAYMENT_STATUSES, type PaymentStatus } from '@casona/proto/finance/payments';
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage, validatePageSearch } from '../../lib/routes.ts';
import {
  compact,
  optionalIsoDay,
  optionalOneOf,
  optionalString,
  optionalUuid,
  type RawSearch,
} from '../../lib/search.ts';

export type AdminTransactionSearch = {
  page?: number;
  property_id?: string;
  category?: TransactionCategory;
  from?: string;
  to?: string;
  q?: string;
};

export const validateAdminTransactionSearch = (raw: RawSearch): AdminTransactionSearch =>
  compact({
    ...validatePageSearch(raw),
    property_id: optionalUuid(raw['property_id']),
    category: optionalOneOf(TRANSACTION_CATEGORIES, raw['category']),
    from: optionalIsoDay(raw['from']),
    to: optionalIsoDay(raw['to']),
    q: optionalString(raw['q'], 200),
  });

export type AdminPaymentSearch = { page?: number; q?: string; status?: PaymentStatus };

export const validateAdminPaymentSearch = (raw: RawSearch): AdminPaymentSearch =>
  compact({
    ...validatePageSearch(raw),
    q: optionalString(raw['q'], 200),
    status: optionalOneOf(PAYMENT_STATUSES, raw['status']),
  });

export const financeAdminRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'transaction', 'adminTransaction', {
      order: 62.5,
      validateSearch: validateAdminTransactionSearch,
      component: lazyRouteComponent(
        () => import('./routes/admin-transactions-page.tsx'),
        'AdminTransactionsPage',
      ),
    }),
    adminPage(parent, 'payment', 'adminPayment', {
      order: 62.6,
      validateSearch: validateAdminPaymentSearch,
      component: lazyRouteComponent(() => import('./routes/admin-payments-page.tsx'), 'AdminPaymentsPage'),
    }),
  ] as const;
