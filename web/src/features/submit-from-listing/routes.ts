/** The listing-link intake's public page (spec §2 /submit_from_listing). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';

export const submitFromListingPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/submit_from_listing',
      lazyRouteComponent(() => import('./routes/submit-from-listing-page.tsx'), 'SubmitFromListingPage'),
    ),
  ] as const;
