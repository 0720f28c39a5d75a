/**
 * The route table of spec §2, composed: each feature declares its routes and search validators in
 * its own `routes.ts`, under the layouts of `shell-routes.ts`. Every page is its own chunk
 * (lazyRouteComponent), so the landing downloads only the landing; a route exists only when its
 * screen does.
 */
import { createRouter } from '@tanstack/react-router';

import { adminAirbnbRoutes } from '../features/admin-airbnb/routes.ts';
import { adminListingsRoutes } from '../features/admin-listings/routes.ts';
import { adminRoutes } from '../features/admin/routes.ts';
import { financeAdminRoutes } from '../features/admin-finance/routes.ts';
import { auditAdminRoutes } from '../features/admin-audit/routes.ts';
import { maintenanceAdminRoutes } from '../features/admin-maintenance/routes.ts';
import { airbnbDashboardRoutes } from '../features/airbnb/routes.ts';
import { alliesDashboardRoutes } from '../features/allies/routes.ts';
import { announcementDashboardRoutes } from '../features/announcement/routes.ts';
import { appraisalAdminRoutes, appraisalPublicRoutes } from '../features/appraisal/routes.ts';
import { purchasesDashboardRoutes } from '../features/purchases/routes.ts';
import { performanceDashboardRoutes } from '../features/performance/routes.ts';
import { financeDashboardRoutes } from '../features/finance/routes.ts';
import { authDashboardRoutes, authPublicRoutes } from '../features/auth/routes.ts';
import { itemsAdminRoutes, itemsDashboardRoutes } from '../features/items/routes.ts';
import { planningDashboardRoutes } from '../features/planning/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { demoPublicRoutes } from '../features/demo/routes.ts';
import { documentsAdminRoutes, documentsDashboardRoutes } from '../features/documents/routes.ts';
import { landingPublicRoutes } from '../features/landing/routes.ts';
import { legalPublicRoutes } from '../features/legal/routes.ts';
import { maintenanceDashboardRoutes } from '../features/maintenance/routes.ts';
import { workerDashboardRoutes } from '../features/worker/routes.ts';
import { marketDashboardRoutes, marketPublicRoutes } from '../features/market/routes.ts';
import { savedSearchesDashboardRoutes } from '../features/saved-searches/routes.ts';
import { notificationsDashboardRoutes, notificationsPublicRoutes } from '../features/notifications/routes.ts';
import { propertiesDashboardRoutes } from '../features/properties/routes.ts';
import { propertyPublicRoutes } from '../features/property/routes.ts';
import { submitPublicRoutes } from '../features/submit/routes.ts';
import { submitFromListingPublicRoutes } from '../features/submit-from-listing/routes.ts';
import { toursPublicRoutes } from '../features/tours/routes.ts';
import { demoScreens } from './demo-screens.ts';
import { bindRouter } from './navigation.ts';
import {
  adminLayout,
  bounce,
  dashboardHome,
  dashboardLayout,
  NotFoundPage,
  publicLayout,
  rootRoute,
} from './shell-routes.ts';

export { AdminOnlyError } from './shell-routes.ts';

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    ...landingPublicRoutes(publicLayout),
    ...authPublicRoutes(publicLayout),
    ...notificationsPublicRoutes(publicLayout),
    bounce,
    ...marketPublicRoutes(publicLayout),
    ...propertyPublicRoutes(publicLayout),
    ...toursPublicRoutes(publicLayout),
    ...submitPublicRoutes(publicLayout),
    ...submitFromListingPublicRoutes(publicLayout),
    ...legalPublicRoutes(publicLayout),
    ...appraisalPublicRoutes(publicLayout),
  ]),
  ...demoPublicRoutes(rootRoute, demoScreens),
  dashboardLayout.addChildren([
    dashboardHome,
    ...propertiesDashboardRoutes(dashboardLayout),
    ...airbnbDashboardRoutes(dashboardLayout),
    ...alliesDashboardRoutes(dashboardLayout),
    ...announcementDashboardRoutes(dashboardLayout),
    ...marketDashboardRoutes(dashboardLayout),
    ...savedSearchesDashboardRoutes(dashboardLayout),
    ...maintenanceDashboardRoutes(dashboardLayout),
    ...workerDashboardRoutes(dashboardLayout),
    ...dashboardRoutes(dashboardLayout),
    ...notificationsDashboardRoutes(dashboardLayout),
    ...authDashboardRoutes(dashboardLayout),
    ...itemsDashboardRoutes(dashboardLayout),
    ...planningDashboardRoutes(dashboardLayout),
    ...purchasesDashboardRoutes(dashboardLayout),
    ...performanceDashboardRoutes(dashboardLayout),
    ...financeDashboardRoutes(dashboardLayout),
    ...documentsDashboardRoutes(dashboardLayout),
    adminLayout.addChildren([
      ...adminListingsRoutes(adminLayout),
      ...adminRoutes(adminLayout),
      ...adminAirbnbRoutes(adminLayout),
      ...itemsAdminRoutes(adminLayout),
      ...documentsAdminRoutes(adminLayout),
      ...appraisalAdminRoutes(adminLayout),
      ...financeAdminRoutes(adminLayout),
      ...auditAdminRoutes(adminLayout),
      ...maintenanceAdminRoutes(adminLayout),
    ]),
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
  defaultPendingMs: 300,
});
bindRouter(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
