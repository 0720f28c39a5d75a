/**
 * The dashboard screens the public demo shows (§2 /demo/*), handed to the demo feature here in the
 * app layer because features do not import each other. Each is the dashboard's own screen (its
 * own chunk), with the reader of its search params.
 */
import { lazyRouteComponent } from '@tanstack/react-router';

import type { DemoScreens } from '../features/demo/routes.ts';
import { validateStatusSearch } from '../features/documents/routes.ts';
import { validateChoreSearch } from '../features/maintenance/routes.ts';
import { validatePerformanceSearch } from '../features/performance/routes.ts';

export const demoScreens: DemoScreens = {
  home: { component: lazyRouteComponent(() => import('./dashboard-home-page.tsx'), 'DashboardHomePage') },
  status: {
    component: lazyRouteComponent(() => import('./demo-pages.tsx'), 'DemoStatusPage'),
    validateSearch: validateStatusSearch,
  },
  ally: {
    component: lazyRouteComponent(() => import('../features/allies/routes/allies-page.tsx'), 'AlliesPage'),
  },
  chore: {
    component: lazyRouteComponent(() => import('./demo-pages.tsx'), 'DemoChoresPage'),
    validateSearch: validateChoreSearch,
  },
  report: {
    component: lazyRouteComponent(() => import('./demo-pages.tsx'), 'DemoReportsPage'),
    validateSearch: validateChoreSearch,
  },
  rent: {
    component: lazyRouteComponent(
      () => import('../features/performance/routes/rent-page.tsx'),
      'RentPerformancePage',
    ),
    validateSearch: validatePerformanceSearch,
  },
  sale: {
    component: lazyRouteComponent(
      () => import('../features/performance/routes/sale-page.tsx'),
      'SalePerformancePage',
    ),
    validateSearch: validatePerformanceSearch,
  },
};
