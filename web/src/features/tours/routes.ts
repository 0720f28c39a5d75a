/** Information requests, tour requests and tour reviews (spec §2 /lead, /tour_request, /tour_review). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';
import { compact, optionalUuid, type RawSearch } from '../../lib/search.ts';

export const validatePropertyIdSearch = (raw: RawSearch): { property_id?: string } =>
  compact({ property_id: optionalUuid(raw['property_id']) });

export const validateTourReviewSearch = (raw: RawSearch): { tour_request_id?: string } =>
  compact({ tour_request_id: optionalUuid(raw['tour_request_id']) });

export const toursPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/lead',
      lazyRouteComponent(() => import('./routes/lead-page.tsx'), 'LeadPage'),
      validatePropertyIdSearch,
    ),
    publicPage(
      parent,
      '/tour_request',
      lazyRouteComponent(() => import('./routes/tour-request-page.tsx'), 'TourRequestPage'),
      validatePropertyIdSearch,
    ),
    publicPage(
      parent,
      '/tour_review',
      lazyRouteComponent(() => import('./routes/tour-review-page.tsx'), 'TourReviewPage'),
      validateTourReviewSearch,
    ),
  ] as const;
