/** The privacy notice and the terms (spec §2 /privacy_policy, /terms_and_conditions). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';

export const legalPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/privacy_policy',
      lazyRouteComponent(() => import('./routes/legal-page.tsx'), 'PrivacyPolicyPage'),
    ),
    publicPage(
      parent,
      '/terms_and_conditions',
      lazyRouteComponent(() => import('./routes/legal-page.tsx'), 'TermsPage'),
    ),
  ] as const;
