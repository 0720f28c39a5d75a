/** Finance (issue 14): a property's transactions tab, with the CSV import. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { dashboardPage } from '../../lib/routes.ts';

export const financeDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/property/$id/transactions', 'propertyTransactions', {
      component: lazyRouteComponent(() => import('./routes/transactions-page.tsx'), 'TransactionsPage'),
    }),
  ] as const;
