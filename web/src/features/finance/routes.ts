/** Finance (issue 14): a property's transactions tab (with the CSV import), commission tab and lease tab. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { dashboardPage } from '../../lib/routes.ts';

export const financeDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/property/$id/transactions', 'propertyTransactions', {
      component: lazyRouteComponent(() => import('./routes/transactions-page.tsx'), 'TransactionsPage'),
    }),
    dashboardPage(parent, '/dashboard/property/$id/commission', 'propertyCommission', {
      component: lazyRouteComponent(() => import('./routes/terms-pages.tsx'), 'CommissionPage'),
    }),
    dashboardPage(parent, '/dashboard/property/$id/lease', 'propertyLease', {
      component: lazyRouteComponent(() => import('./routes/terms-pages.tsx'), 'LeasePage'),
    }),
  ] as const;
