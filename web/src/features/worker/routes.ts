/** The worker's phone pages (spec §2 /dashboard/worker, /dashboard/worker/property; issue 13). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { dashboardPage, nav } from '../../lib/routes.ts';
import { compact, optionalUuid, type RawSearch } from '../../lib/search.ts';

export const validateWorkerSearch = (raw: RawSearch): { property_id?: string } =>
  compact({ property_id: optionalUuid(raw['property_id']) });

export const workerDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/worker', 'worker', {
      nav: nav('general', 'worker', 1, ['worker', 'manager']),
      validateSearch: validateWorkerSearch,
      component: lazyRouteComponent(() => import('./routes/worker-page.tsx'), 'WorkerPage'),
    }),
    dashboardPage(parent, '/dashboard/worker/property', 'workerProperty', {
      nav: nav('general', 'workerProperty', 2, ['worker']),
      component: lazyRouteComponent(
        () => import('./routes/worker-properties-page.tsx'),
        'WorkerPropertiesPage',
      ),
    }),
  ] as const;
