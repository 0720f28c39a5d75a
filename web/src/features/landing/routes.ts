/** The landing page (spec §2 /). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';

export const landingPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/',
      lazyRouteComponent(() => import('./routes/landing-page.tsx'), 'LandingPage'),
    ),
  ] as const;
