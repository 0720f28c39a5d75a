/** An owner's properties: the leads of each and a property's own page in the dashboard. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { dashboardPage, nav } from '../../lib/routes.ts';
import { compact, optionalInt, optionalUuid, type RawSearch } from '../../lib/search.ts';

export const validateLeadsSearch = (raw: RawSearch): { property_id?: string; page?: number } =>
  compact({ property_id: optionalUuid(raw['property_id']), page: optionalInt(raw['page'], 1, 100_000) });

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
