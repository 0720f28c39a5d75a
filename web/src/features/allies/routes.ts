/** A property's allies and invitations (spec §2 /dashboard/ally). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { EVERYONE, dashboardPage, nav } from '../../lib/routes.ts';

export const alliesDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/ally', 'ally', {
      nav: nav('properties', 'ally', 13, EVERYONE),
      component: lazyRouteComponent(() => import('./routes/allies-page.tsx'), 'AlliesPage'),
    }),
  ] as const;
