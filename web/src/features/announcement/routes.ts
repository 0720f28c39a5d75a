/** Where a property is advertised (spec §2 /dashboard/announcement; issue 19). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { OWNERS, dashboardPage, nav } from '../../lib/routes.ts';
import { compact, type RawSearch } from '../../lib/search.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const validateAnnouncementSearch = (raw: RawSearch): { property?: string } =>
  compact({
    property: typeof raw['property'] === 'string' && UUID.test(raw['property']) ? raw['property'] : undefined,
  });

export const announcementDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/announcement', 'announcement', {
      nav: nav('properties', 'announcement', 14, OWNERS),
      validateSearch: validateAnnouncementSearch,
      component: lazyRouteComponent(() => import('./routes/announcement-page.tsx'), 'AnnouncementPage'),
    }),
  ] as const;
