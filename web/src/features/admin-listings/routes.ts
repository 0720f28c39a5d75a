/** The admin console's listings pages: properties by status, one property, submission, tours, catalogues. */
import { PROPERTY_STATUSES } from '@casona/proto/enums';
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalOneOf, optionalString, type RawSearch } from '../../lib/search.ts';

export const validateAdminPropertiesSearch = (raw: RawSearch) =>
  compact({
    ...validatePageSearch(raw),
    status: optionalOneOf(PROPERTY_STATUSES, raw['status']),
    q: optionalString(raw['q'], 200),
  });

/** `?page=&q=` of the tour requests and the catalogues. */
export type PageAndText = { page?: number; q?: string };
export const validatePageAndText = (raw: RawSearch): PageAndText =>
  compact({ ...validatePageSearch(raw), q: optionalString(raw['q'], 200) });

const cataloguePage = (name: 'AdminAmenityPage' | 'AdminNeighborhoodInsightPage') =>
  lazyRouteComponent(() => import('./routes/admin-catalogue-pages.tsx'), name);

export const adminListingsRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'properties', 'adminProperties', {
      order: 60,
      validateSearch: validateAdminPropertiesSearch,
      component: lazyRouteComponent(
        () => import('./routes/admin-properties-page.tsx'),
        'AdminPropertiesPage',
      ),
    }),
    adminPage(parent, 'property/$id', 'adminProperty', {
      component: lazyRouteComponent(() => import('./routes/admin-property-page.tsx'), 'AdminPropertyPage'),
    }),
    adminPage(parent, 'submit_property', 'adminSubmitProperty', {
      order: 61,
      component: lazyRouteComponent(
        () => import('./routes/admin-submit-property-page.tsx'),
        'AdminSubmitPropertyPage',
      ),
    }),
    adminPage(parent, 'tour_request', 'adminTourRequest', {
      order: 62,
      validateSearch: validatePageAndText,
      component: lazyRouteComponent(
        () => import('./routes/admin-tour-requests-page.tsx'),
        'AdminTourRequestsPage',
      ),
    }),
    adminPage(parent, 'amenity', 'adminAmenity', {
      order: 65,
      validateSearch: validatePageAndText,
      component: cataloguePage('AdminAmenityPage'),
    }),
    adminPage(parent, 'neighborhood_insight', 'adminNeighborhoodInsight', {
      order: 66,
      validateSearch: validatePageAndText,
      component: cataloguePage('AdminNeighborhoodInsightPage'),
    }),
  ] as const;
