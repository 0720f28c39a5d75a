/**
 * The routes that belong to no feature: the root document, the three layouts with their guards
 * (the dashboard needs a session, the admin console the ADMIN staff role), the /r bounce and the
 * dashboard home, where two features meet. Features hang their routes under these layouts.
 */
import { STAFF_ROLES } from '@casona/proto/enums';
import { createRootRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';

import { currentClaims, getSession } from '../lib/api/session.ts';
import { safeRedirect } from '../lib/redirect.ts';
import { EVERYONE, dashboardPage, nav } from '../lib/routes.ts';
import { compact, optionalString, type RawSearch } from '../lib/search.ts';
import { PublicLayout } from './public-layout.tsx';
import { RootDocument } from './root-document.tsx';

// Rare pages, and the message catalogue they read, stay out of the first download.
export const NotFoundPage = lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage');
const RouteError = lazyRouteComponent(() => import('./route-error.tsx'), 'RouteError');

export class AdminOnlyError extends Error {
  constructor() {
    super('Only administrators can access this page.');
    this.name = 'AdminOnlyError';
  }
}

export const rootRoute = createRootRoute({
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

export const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: PublicLayout,
});

export const validateBounceSearch = (raw: RawSearch): { redirect?: string } =>
  compact({ redirect: optionalString(raw['redirect'], 2000) });

/** /r?redirect=…: a bounce used by emails and QR codes; only paths of this site are followed. */
export const bounce = createRoute({
  getParentRoute: () => publicLayout,
  path: '/r',
  validateSearch: validateBounceSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ href: safeRedirect(search.redirect, '/'), replace: true });
  },
});

export const dashboardLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'dashboard',
  beforeLoad: ({ location }) => {
    // Identity's reset link points at change_password with the token in the fragment: that page is
    // for signed-out people too, so it is served by the public /reset_password (the fragment moves
    // along, never into a query string, a log or a Referer).
    if (location.pathname === '/dashboard/profile/change_password' && location.hash.includes('reset_token='))
      throw redirect({ to: '/reset_password', hash: location.hash.replace(/^#/, ''), replace: true });
    if (!getSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: lazyRouteComponent(
    () => import('../features/dashboard/routes/dashboard-layout.tsx'),
    'DashboardLayout',
  ),
});

/** The home is composed here: features do not import each other (the properties list is its own feature). */
export const dashboardHome = dashboardPage(dashboardLayout, '/dashboard', 'home', {
  nav: nav('general', 'home', 0, EVERYONE),
  component: lazyRouteComponent(() => import('./dashboard-home-page.tsx'), 'DashboardHomePage'),
});

export const adminLayout = createRoute({
  getParentRoute: () => dashboardLayout,
  id: 'admin',
  beforeLoad: () => {
    const role = currentClaims()?.role;
    if (role !== STAFF_ROLES[0]) throw new AdminOnlyError();
  },
  errorComponent: RouteError,
});
