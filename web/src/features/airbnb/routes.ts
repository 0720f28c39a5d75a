/** A property's Airbnb channel (issue 12): a tab of the property's dashboard pages. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { dashboardPage } from '../../lib/routes.ts';

export const airbnbDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/property/$id/airbnb', 'propertyAirbnb', {
      component: lazyRouteComponent(() => import('./routes/airbnb-page.tsx'), 'AirbnbPage'),
    }),
  ] as const;
