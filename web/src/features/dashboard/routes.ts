/** The dashboard's own pages: the profile (the home is composed in the app layer, with the properties list). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { EVERYONE, dashboardPage, nav } from '../../lib/routes.ts';

export const dashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/profile', 'profile', {
      nav: nav('account', 'profile', 50, EVERYONE),
      component: lazyRouteComponent(() => import('./routes/profile-page.tsx'), 'ProfilePage'),
    }),
  ] as const;
