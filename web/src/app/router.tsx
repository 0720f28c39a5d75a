/**
 * The route table of spec §2. Every page is its own chunk (lazyRouteComponent), so the landing
 * downloads only the landing. Search params are typed and validated here; guards live in
 * `beforeLoad`: the dashboard needs a session, the admin area the ADMIN staff role.
 */
import { STAFF_ROLES } from '@casona/proto/enums';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';

import { validateMarketSearch } from '../features/market/search.ts';
import { currentClaims, getSession, setSession } from '../lib/api/session.ts';
import type { NavAudience, NavEntry, NavGroup, SectionKey } from '../lib/nav.ts';
import { safeRedirect } from '../lib/redirect.ts';
import {
  compact,
  optionalBoolean,
  optionalInt,
  optionalIsoDay,
  optionalOneOf,
  optionalString,
  optionalUuid,
  type RawSearch,
} from '../lib/search.ts';
import { bindRouter } from './navigation.ts';
import { PublicLayout } from './public-layout.tsx';
import { RootDocument } from './root-document.tsx';

// Rare pages, and the message catalogue they read, stay out of the first download.
const NotFoundPage = lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage');
const RouteError = lazyRouteComponent(() => import('./route-error.tsx'), 'RouteError');

export class AdminOnlyError extends Error {
  constructor() {
    super('Only administrators can access this page.');
    this.name = 'AdminOnlyError';
  }
}

const rootRoute = createRootRoute({
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

// ─── Public site ────────────────────────────────────────────────────────────────────────────────

const publicLayout = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout });

const publicPage = <const TPath extends string>(path: TPath, component: AnyRoute['options']['component']) =>
  createRoute({ getParentRoute: () => publicLayout, path, component });

const landing = publicPage(
  '/',
  lazyRouteComponent(() => import('../features/landing/routes/landing-page.tsx'), 'LandingPage'),
);

function consumeGoogleFragment(): void {
  if (typeof window === 'undefined' || !window.location.hash) return;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  const accessToken = fragment.get('access');
  const refreshToken = fragment.get('refresh');
  if (accessToken && refreshToken) setSession({ accessToken, refreshToken });
}

const login = createRoute({
  getParentRoute: () => publicLayout,
  path: '/login',
  validateSearch: (
    raw: RawSearch,
  ): { redirect?: string; reason?: 'expired'; google?: 'ok'; error?: 'google' } =>
    compact({
      redirect: optionalString(raw['redirect'], 2000),
      reason: optionalOneOf(['expired'] as const, raw['reason']),
      google: optionalOneOf(['ok'] as const, raw['google']),
      error: optionalOneOf(['google'] as const, raw['error']),
    }),
  // Back from Google: take the tokens from the fragment and remove it from the address (and the
  // history) before anything else can read or log it. Already signed in: go where the link pointed.
  beforeLoad: ({ search }) => {
    if (search.google === 'ok') consumeGoogleFragment();
    if (getSession() && search.reason !== 'expired')
      throw redirect({ href: safeRedirect(search.redirect, '/dashboard') });
  },
  component: lazyRouteComponent(() => import('../features/auth/routes/login-page.tsx'), 'LoginPage'),
});

const logout = publicPage(
  '/logout',
  lazyRouteComponent(() => import('../features/auth/routes/logout-page.tsx'), 'LogoutPage'),
);
const register = publicPage(
  '/register',
  lazyRouteComponent(() => import('../features/auth/routes/register-page.tsx'), 'RegisterPage'),
);
const recoverPassword = publicPage(
  '/recover_password',
  lazyRouteComponent(
    () => import('../features/auth/routes/recover-password-page.tsx'),
    'RecoverPasswordPage',
  ),
);

/** The emailed password-reset link's page; the token travels in the fragment (#reset_token=…). */
const resetPassword = publicPage(
  '/reset_password',
  lazyRouteComponent(() => import('../features/auth/routes/reset-password-page.tsx'), 'ResetPasswordPage'),
);

/** /unsubscribe?token=…: the opt-out link of non-transactional emails. */
const unsubscribe = createRoute({
  getParentRoute: () => publicLayout,
  path: '/unsubscribe',
  validateSearch: (raw: RawSearch): { token?: string } =>
    compact({ token: optionalString(raw['token'], 500) }),
  component: lazyRouteComponent(
    () => import('../features/notifications/routes/unsubscribe-page.tsx'),
    'UnsubscribePage',
  ),
});

/** /r?redirect=…: a bounce used by emails and QR codes; only paths of this site are followed. */
const bounce = createRoute({
  getParentRoute: () => publicLayout,
  path: '/r',
  validateSearch: (raw: RawSearch): { redirect?: string } =>
    compact({ redirect: optionalString(raw['redirect'], 2000) }),
  beforeLoad: ({ search }) => {
    throw redirect({ href: safeRedirect(search.redirect, '/'), replace: true });
  },
});

const market = createRoute({
  getParentRoute: () => publicLayout,
  path: '/market',
  validateSearch: validateMarketSearch,
  component: lazyRouteComponent(() => import('../features/market/routes/market-page.tsx'), 'MarketPage'),
});

const property = createRoute({
  getParentRoute: () => publicLayout,
  path: '/property/$id',
  // utm_source=qr (the property's QR code) or a campaign: the API counts visits per source.
  validateSearch: (raw: RawSearch): { utm_source?: string } =>
    compact({ utm_source: optionalString(raw['utm_source'], 100) }),
  component: lazyRouteComponent(
    () => import('../features/property/routes/property-page.tsx'),
    'PropertyPage',
  ),
});

const appraisal = createRoute({
  getParentRoute: () => publicLayout,
  path: '/appraisal/$id',
  validateSearch: (raw: RawSearch): { fqs?: boolean } => compact({ fqs: optionalBoolean(raw['fqs']) }),
  component: lazyRouteComponent(
    () => import('../features/appraisal/routes/appraisal-page.tsx'),
    'AppraisalPage',
  ),
});

const propertyIdSearch = (raw: RawSearch): { property_id?: string } =>
  compact({ property_id: optionalUuid(raw['property_id']) });

const lead = createRoute({
  getParentRoute: () => publicLayout,
  path: '/lead',
  validateSearch: propertyIdSearch,
  component: lazyRouteComponent(() => import('../features/tours/routes/lead-page.tsx'), 'LeadPage'),
});
const tourRequest = createRoute({
  getParentRoute: () => publicLayout,
  path: '/tour_request',
  validateSearch: propertyIdSearch,
  component: lazyRouteComponent(
    () => import('../features/tours/routes/tour-request-page.tsx'),
    'TourRequestPage',
  ),
});
const tourReview = createRoute({
  getParentRoute: () => publicLayout,
  path: '/tour_review',
  validateSearch: (raw: RawSearch): { tour_request_id?: string } =>
    compact({ tour_request_id: optionalUuid(raw['tour_request_id']) }),
  component: lazyRouteComponent(
    () => import('../features/tours/routes/tour-review-page.tsx'),
    'TourReviewPage',
  ),
});

const submitFromListing = publicPage(
  '/submit_from_listing',
  lazyRouteComponent(
    () => import('../features/submit/routes/submit-from-listing-page.tsx'),
    'SubmitFromListingPage',
  ),
);
const submitProperty = createRoute({
  getParentRoute: () => publicLayout,
  path: '/submit_property',
  validateSearch: (raw: RawSearch): { appraisal_id?: string; address?: string } =>
    compact({
      appraisal_id: optionalUuid(raw['appraisal_id']),
      address: optionalString(raw['address'], 300),
    }),
  component: lazyRouteComponent(
    () => import('../features/submit/routes/submit-property-page.tsx'),
    'SubmitPropertyPage',
  ),
});

const privacyPolicy = publicPage(
  '/privacy_policy',
  lazyRouteComponent(() => import('../features/legal/routes/legal-page.tsx'), 'PrivacyPolicyPage'),
);
const terms = publicPage(
  '/terms_and_conditions',
  lazyRouteComponent(() => import('../features/legal/routes/legal-page.tsx'), 'TermsPage'),
);

const demoComponent = lazyRouteComponent(() => import('../features/demo/routes/demo-page.tsx'), 'DemoPage');
const demo = <const TPath extends string>(path: TPath, section: SectionKey) =>
  createRoute({
    getParentRoute: () => publicLayout,
    path,
    staticData: { section, demo: true },
    component: demoComponent,
  });
const demoRoutes = [
  demo('/demo', 'home'),
  demo('/demo/ally', 'ally'),
  demo('/demo/maintenance/chore', 'chore'),
  demo('/demo/maintenance/report', 'report'),
  demo('/demo/performance/rent', 'rent'),
  demo('/demo/performance/sale', 'sale'),
  demo('/demo/status', 'status'),
];

// ─── Dashboard (signed in) ──────────────────────────────────────────────────────────────────────

const dashboardLayout = createRoute({
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

const sectionComponent = lazyRouteComponent(
  () => import('../features/dashboard/routes/section-page.tsx'),
  'SectionPage',
);
const EVERYONE: readonly NavAudience[] = ['owner', 'manager', 'worker', 'admin'];
const OWNERS: readonly NavAudience[] = ['owner', 'manager', 'admin'];

const nav = (group: NavGroup, key: SectionKey, order: number, audiences = OWNERS): NavEntry => ({
  group,
  key,
  order,
  audiences,
});

/**
 * A route's search reader; its result (every key optional: `compact` drops what the URL lacks) is
 * the page's typed `useSearch()`.
 */
type SearchReader<TSearch> = (raw: RawSearch) => Partial<TSearch>;

type SectionRouteOptions<TSearch extends Record<string, unknown> = Record<string, never>> = {
  nav?: NavEntry;
  validateSearch?: SearchReader<TSearch>;
  component?: AnyRoute['options']['component'];
};

const section = <const TPath extends string, TSearch extends Record<string, unknown> = Record<string, never>>(
  path: TPath,
  key: SectionKey,
  options: SectionRouteOptions<TSearch> = {},
) =>
  createRoute({
    getParentRoute: () => dashboardLayout,
    path,
    staticData: { section: key, ...(options.nav ? { nav: options.nav } : {}) },
    // Absent for pages without search params (the router then keeps no typed search for them).
    validateSearch: options.validateSearch as SearchReader<TSearch>,
    component: options.component ?? sectionComponent,
  });

const dashboardRoutes = [
  section('/dashboard', 'home', {
    nav: nav('general', 'home', 0, EVERYONE),
    // The home is composed here: features do not import each other (the properties list is its own feature).
    component: lazyRouteComponent(() => import('./dashboard-home-page.tsx'), 'DashboardHomePage'),
  }),
  section('/dashboard/status', 'status', {
    nav: nav('properties', 'status', 10),
    validateSearch: (raw) =>
      compact({
        property_id: optionalUuid(raw['property_id']),
        property_file_id: optionalUuid(raw['property_file_id']),
        renewal: optionalOneOf(['ACCEPTED', 'REJECTED'] as const, raw['renewal']),
      }),
  }),
  section('/dashboard/announcement', 'announcement', { nav: nav('properties', 'announcement', 11) }),
  section('/dashboard/lead', 'lead', {
    nav: nav('properties', 'lead', 12),
    validateSearch: (raw) =>
      compact({ property_id: optionalUuid(raw['property_id']), page: optionalInt(raw['page'], 1, 100_000) }),
    component: lazyRouteComponent(() => import('../features/properties/routes/leads-page.tsx'), 'LeadsPage'),
  }),
  section('/dashboard/property/$id', 'propertyDetails', {
    component: lazyRouteComponent(
      () => import('../features/properties/routes/property-details-page.tsx'),
      'PropertyDetailsPage',
    ),
  }),
  section('/dashboard/ally', 'ally', {
    nav: nav('properties', 'ally', 13, EVERYONE),
    component: lazyRouteComponent(() => import('../features/allies/routes/allies-page.tsx'), 'AlliesPage'),
  }),
  section('/dashboard/property_item', 'propertyItem', { nav: nav('properties', 'propertyItem', 14) }),
  section('/dashboard/purchases', 'purchases', { nav: nav('properties', 'purchases', 15) }),
  section('/dashboard/purchases/appraisal_furnishing_query/$id', 'furnishingQuery'),
  section('/dashboard/maintenance/chore', 'chore', { nav: nav('maintenance', 'chore', 20, EVERYONE) }),
  section('/dashboard/maintenance/chore_schedule', 'choreSchedule', {
    nav: nav('maintenance', 'choreSchedule', 21),
  }),
  section('/dashboard/maintenance/report', 'report', { nav: nav('maintenance', 'report', 22, EVERYONE) }),
  section('/dashboard/planning', 'planning', {
    nav: nav('maintenance', 'planning', 23, ['manager', 'admin']),
    validateSearch: (raw) => compact({ d: optionalIsoDay(raw['d']) }),
  }),
  section('/dashboard/planning/day_plan/$id', 'dayPlan'),
  section('/dashboard/performance/rent', 'rent', { nav: nav('performance', 'rent', 30) }),
  section('/dashboard/performance/sale', 'sale', { nav: nav('performance', 'sale', 31) }),
  section('/dashboard/worker', 'worker', { nav: nav('worker', 'worker', 40, ['worker', 'admin']) }),
  section('/dashboard/worker/property', 'workerProperty', {
    nav: nav('worker', 'workerProperty', 41, ['worker', 'admin']),
  }),
  section('/dashboard/profile', 'profile', {
    nav: nav('account', 'profile', 50, EVERYONE),
    component: lazyRouteComponent(
      () => import('../features/dashboard/routes/profile-page.tsx'),
      'ProfilePage',
    ),
  }),
  section('/dashboard/profile/change_password', 'changePassword', {
    component: lazyRouteComponent(
      () => import('../features/auth/routes/change-password-page.tsx'),
      'ChangePasswordPage',
    ),
  }),
];

// ─── Admin console (staff role ADMIN) ───────────────────────────────────────────────────────────

const adminLayout = createRoute({
  getParentRoute: () => dashboardLayout,
  id: 'admin',
  beforeLoad: () => {
    const role = currentClaims()?.role;
    if (role !== STAFF_ROLES[0]) throw new AdminOnlyError();
  },
  errorComponent: RouteError,
});

const pageSearch = (raw: RawSearch) => compact({ page: optionalInt(raw['page'], 1, 100_000) });
const admin = <const TPath extends string, TSearch extends Record<string, unknown> = Record<string, never>>(
  path: TPath,
  key: SectionKey,
  order?: number,
  validateSearch?: SearchReader<TSearch>,
  component?: AnyRoute['options']['component'],
) =>
  createRoute({
    getParentRoute: () => adminLayout,
    path: `/dashboard/admin/${path}` as `/dashboard/admin/${TPath}`,
    staticData: {
      section: key,
      ...(order === undefined ? {} : { nav: nav('admin', key, order, ['admin']) }),
    },
    validateSearch: validateSearch as SearchReader<TSearch>,
    component: component ?? sectionComponent,
  });

const adminRoutes = [
  admin(
    'properties',
    'adminProperties',
    60,
    (raw) =>
      compact({
        page: optionalInt(raw['page'], 1, 100_000),
        status: optionalOneOf(
          ['REVISION', 'ACCEPTED', 'REJECTED', 'PUBLISHED', 'SOLD', 'DELETED'] as const,
          raw['status'],
        ),
      }),
    lazyRouteComponent(
      () => import('../features/admin-listings/routes/admin-properties-page.tsx'),
      'AdminPropertiesPage',
    ),
  ),
  admin(
    'property/$id',
    'adminProperty',
    undefined,
    undefined,
    lazyRouteComponent(
      () => import('../features/admin-listings/routes/admin-property-page.tsx'),
      'AdminPropertyPage',
    ),
  ),
  admin(
    'submit_property',
    'adminSubmitProperty',
    61,
    undefined,
    lazyRouteComponent(
      () => import('../features/admin-listings/routes/admin-submit-property-page.tsx'),
      'AdminSubmitPropertyPage',
    ),
  ),
  admin(
    'tour_request',
    'adminTourRequest',
    62,
    pageSearch,
    lazyRouteComponent(
      () => import('../features/admin-listings/routes/admin-tour-requests-page.tsx'),
      'AdminTourRequestsPage',
    ),
  ),
  admin('appraisal', 'adminAppraisal', 62, pageSearch),
  admin(
    'property_customer',
    'adminPropertyCustomer',
    63,
    (raw): { page?: number; property_id?: string; email?: string } =>
      compact({
        page: optionalInt(raw['page'], 1, 100_000),
        property_id: optionalUuid(raw['property_id']),
        email: optionalString(raw['email'], 320),
      }),
    lazyRouteComponent(
      () => import('../features/admin/routes/property-customer-page.tsx'),
      'AdminPropertyCustomerPage',
    ),
  ),
  admin('airbnb_profile', 'adminAirbnbProfile', 64),
  admin(
    'amenity',
    'adminAmenity',
    65,
    undefined,
    lazyRouteComponent(
      () => import('../features/admin-listings/routes/admin-catalogue-pages.tsx'),
      'AdminAmenityPage',
    ),
  ),
  admin(
    'neighborhood_insight',
    'adminNeighborhoodInsight',
    66,
    undefined,
    lazyRouteComponent(
      () => import('../features/admin-listings/routes/admin-catalogue-pages.tsx'),
      'AdminNeighborhoodInsightPage',
    ),
  ),
  admin('item', 'adminItem', 67, pageSearch),
  admin(
    'joke',
    'adminJoke',
    68,
    (raw): { page?: number; tab?: 'pending' | 'approved' } =>
      compact({
        page: optionalInt(raw['page'], 1, 100_000),
        tab: optionalOneOf(['pending', 'approved'] as const, raw['tab']),
      }),
    lazyRouteComponent(() => import('../features/admin/routes/joke-page.tsx'), 'AdminJokePage'),
  ),
  admin(
    'role',
    'adminRole',
    69,
    undefined,
    lazyRouteComponent(() => import('../features/admin/routes/role-page.tsx'), 'AdminRolePage'),
  ),
  admin(
    'mail',
    'adminMail',
    70,
    (raw): { page?: number; id?: string } =>
      compact({ page: optionalInt(raw['page'], 1, 100_000), id: optionalString(raw['id'], 200) }),
    lazyRouteComponent(() => import('../features/admin/routes/mail-page.tsx'), 'AdminMailPage'),
  ),
  admin(
    'contact',
    'adminContact',
    71,
    pageSearch,
    lazyRouteComponent(() => import('../features/admin/routes/contact-page.tsx'), 'AdminContactPage'),
  ),
  admin(
    'manager_application',
    'adminManagerApplication',
    72,
    pageSearch,
    lazyRouteComponent(
      () => import('../features/admin/routes/manager-application-page.tsx'),
      'AdminManagerApplicationPage',
    ),
  ),
  admin(
    'notifications',
    'adminNotifications',
    73,
    (raw): { page?: number; property_id?: string } =>
      compact({ page: optionalInt(raw['page'], 1, 100_000), property_id: optionalUuid(raw['property_id']) }),
    lazyRouteComponent(
      () => import('../features/admin/routes/notifications-page.tsx'),
      'AdminNotificationsPage',
    ),
  ),
];

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    landing,
    login,
    logout,
    register,
    recoverPassword,
    resetPassword,
    unsubscribe,
    bounce,
    market,
    property,
    appraisal,
    lead,
    tourRequest,
    tourReview,
    submitFromListing,
    submitProperty,
    privacyPolicy,
    terms,
    ...demoRoutes,
  ]),
  dashboardLayout.addChildren([...dashboardRoutes, adminLayout.addChildren(adminRoutes)]),
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
