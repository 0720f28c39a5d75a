/** The marketplace (spec §2 /market); its search params are read by `validateMarketSearch`. */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { validateMarketSearch } from './search.ts';

export { validateMarketSearch };

export const marketPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: '/market',
      validateSearch: validateMarketSearch,
      component: lazyRouteComponent(() => import('./routes/market-page.tsx'), 'MarketPage'),
    }),
  ] as const;
