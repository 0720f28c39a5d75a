/** The marketplace (spec §2 /market); its search params are read by `validateMarketSearch`. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';
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
