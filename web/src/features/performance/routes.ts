/** Performance (issue 14): how a property's rent performs month by month (with the owner statement), and its sale side. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { OWNERS, dashboardPage, nav } from '../../lib/routes.ts';
import { compact, type RawSearch } from '../../lib/search.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const validatePerformanceSearch = (raw: RawSearch): { property?: string; month?: string } =>
  compact({
    property: typeof raw['property'] === 'string' && UUID.test(raw['property']) ? raw['property'] : undefined,
    month: typeof raw['month'] === 'string' && MONTH.test(raw['month']) ? raw['month'] : undefined,
  });

export const performanceDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/performance/rent', 'performanceRent', {
      nav: nav('properties', 'performanceRent', 30, OWNERS),
      validateSearch: validatePerformanceSearch,
      component: lazyRouteComponent(() => import('./routes/rent-page.tsx'), 'RentPerformancePage'),
    }),
    dashboardPage(parent, '/dashboard/performance/sale', 'performanceSale', {
      nav: nav('properties', 'performanceSale', 31, OWNERS),
      validateSearch: validatePerformanceSearch,
      component: lazyRouteComponent(() => import('./routes/sale-page.tsx'), 'SalePerformancePage'),
    }),
  ] as const;
