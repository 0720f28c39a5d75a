/** Saved searches with alerts (issue 16): the signed-in person's list, in their account group. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { EVERYONE, dashboardPage, nav } from '../../lib/routes.ts';

export const savedSearchesDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/saved_searches', 'savedSearches', {
      nav: nav('account', 'savedSearches', 53, EVERYONE),
      component: lazyRouteComponent(() => import('./routes/saved-searches-page.tsx'), 'SavedSearchesPage'),
    }),
  ] as const;
