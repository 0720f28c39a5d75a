/** The marketplace (spec §2 /market); its search params are read by `validateMarketSearch`. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { EVERYONE, dashboardPage, nav, publicPage } from '../../lib/routes.ts';
import { validateMarketSearch } from './search.ts';

export { validateMarketSearch };

export const marketPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/market',
      lazyRouteComponent(() => import('./routes/market-page.tsx'), 'MarketPage'),
      validateMarketSearch,
    ),
  ] as const;

/** The signed-in person's kept homes (issue 16 favourites). */
export const marketDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/favourites', 'favourites', {
      nav: nav('account', 'favourites', 52, EVERYONE),
      component: lazyRouteComponent(() => import('./routes/favourites-page.tsx'), 'FavouritesPage'),
    }),
  ] as const;
