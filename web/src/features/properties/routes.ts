/** An owner's properties: the leads of each and a property's own page in the dashboard. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { dashboardPage, nav, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalUuid, type RawSearch } from '../../lib/search.ts';

export const validateLeadsSearch = (raw: RawSearch): { property_id?: string; page?: number } =>
  compact({ property_id: optionalUuid(raw['property_id']), ...validatePageSearch(raw) });

export const propertiesDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/lead', 'lead', {
      nav: nav('properties', 'lead', 12),
      validateSearch: validateLeadsSearch,
      component: lazyRouteComponent(() => import('./routes/leads-page.tsx'), 'LeadsPage'),
    }),
    dashboardPage(parent, '/dashboard/property/$id', 'propertyDetails', {
      component: lazyRouteComponent(
        () => import('./routes/property-details-page.tsx'),
        'PropertyDetailsPage',
      ),
    }),
  ] as const;
