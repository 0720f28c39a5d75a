/** Information requests, tour requests and tour reviews (spec §2 /lead, /tour_request, /tour_review). */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { compact, optionalUuid, type RawSearch } from '../../lib/search.ts';

export const validatePropertyIdSearch = (raw: RawSearch): { property_id?: string } =>
  compact({ property_id: optionalUuid(raw['property_id']) });

export const validateTourReviewSearch = (raw: RawSearch): { tour_request_id?: string } =>
  compact({ tour_request_id: optionalUuid(raw['tour_request_id']) });

export const toursPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: '/lead',
      validateSearch: validatePropertyIdSearch,
      component: lazyRouteComponent(() => import('./routes/lead-page.tsx'), 'LeadPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/tour_request',
      validateSearch: validatePropertyIdSearch,
      component: lazyRouteComponent(() => import('./routes/tour-request-page.tsx'), 'TourRequestPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/tour_review',
      validateSearch: validateTourReviewSearch,
      component: lazyRouteComponent(() => import('./routes/tour-review-page.tsx'), 'TourReviewPage'),
    }),
  ] as const;
