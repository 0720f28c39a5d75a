/** The admin console's Airbnb profiles and listing reviews (spec §2 /dashboard/admin/airbnb_profile). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage } from '../../lib/routes.ts';

export const adminAirbnbRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'airbnb_profile', 'adminAirbnbProfile', {
      order: 67,
      component: lazyRouteComponent(
        () => import('./routes/admin-airbnb-profiles-page.tsx'),
        'AdminAirbnbProfilesPage',
      ),
    }),
  ] as const;
