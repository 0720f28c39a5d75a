/** The back office's finance pages (issue 19, admin console): every property's transactions. */
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@casona/proto/enums';
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalIsoDay, optionalOneOf, optionalUuid, type RawSearch } from '../../lib/search.ts';

export type AdminTransactionSearch = {
  page?: number;
  property_id?: string;
  category?: TransactionCategory;
  from?: string;
  to?: string;
};

export const validateAdminTransactionSearch = (raw: RawSearch): AdminTransactionSearch =>
  compact({
    ...validatePageSearch(raw),
    property_id: optionalUuid(raw['property_id']),
    category: optionalOneOf(TRANSACTION_CATEGORIES, raw['category']),
    from: optionalIsoDay(raw['from']),
    to: optionalIsoDay(raw['to']),
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
  ] as const;
