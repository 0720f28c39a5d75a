/** Purchases (issue 14): the person's payments to Casona, and paying an appraisal's furnishing package. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { EVERYONE, dashboardPage, nav } from '../../lib/routes.ts';
import { compact, optionalInt, optionalOneOf, type RawSearch } from '../../lib/search.ts';

const validatePurchasesSearch = (raw: RawSearch): { page?: number; checkout?: 'success' | 'canceled' } =>
  compact({
    page: optionalInt(raw['page'], 1, 100_000),
    checkout: optionalOneOf(['success', 'canceled'] as const, raw['checkout']),
  });

export const purchasesDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/purchases', 'purchases', {
      nav: nav('account', 'purchases', 51, EVERYONE),
      validateSearch: validatePurchasesSearch,
      component: lazyRouteComponent(() => import('./routes/purchases-page.tsx'), 'PurchasesPage'),
    }),
    dashboardPage(parent, '/dashboard/purchases/appraisal_furnishing_query/$id', 'purchaseFurnishing', {
      component: lazyRouteComponent(
        () => import('./routes/furnishing-checkout-page.tsx'),
        'FurnishingCheckoutPage',
      ),
    }),
  ] as const;
