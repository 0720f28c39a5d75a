/** Sign-in, registration, sign-out and password pages (spec §2), and the password change in the dashboard. */
import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';

import { getSession, setSession } from '../../lib/api/session.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { dashboardPage, publicPage } from '../../lib/routes.ts';
import { compact, optionalOneOf, optionalString, type RawSearch } from '../../lib/search.ts';

export type LoginSearch = { redirect?: string; reason?: 'expired'; google?: 'ok'; error?: 'google' };

export const validateLoginSearch = (raw: RawSearch): LoginSearch =>
  compact({
    redirect: optionalString(raw['redirect'], 2000),
    reason: optionalOneOf(['expired'] as const, raw['reason']),
    google: optionalOneOf(['ok'] as const, raw['google']),
    error: optionalOneOf(['google'] as const, raw['error']),
  });

function consumeGoogleFragment(): void {
  if (typeof window === 'undefined' || !window.location.hash) return;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  const accessToken = fragment.get('access');
  const refreshToken = fragment.get('refresh');
  if (accessToken && refreshToken) setSession({ accessToken, refreshToken });
}

export const authPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: '/login',
      validateSearch: validateLoginSearch,
      // Back from Google: take the tokens from the fragment and remove it from the address (and the
      // history) before anything else can read or log it. Already signed in: go where the link pointed.
      beforeLoad: ({ search }) => {
        if (search.google === 'ok') consumeGoogleFragment();
        if (getSession() && search.reason !== 'expired')
          throw redirect({ href: safeRedirect(search.redirect, '/dashboard') });
      },
      component: lazyRouteComponent(() => import('./routes/login-page.tsx'), 'LoginPage'),
    }),
    publicPage(
      parent,
      '/logout',
      lazyRouteComponent(() => import('./routes/logout-page.tsx'), 'LogoutPage'),
    ),
    publicPage(
      parent,
      '/register',
      lazyRouteComponent(() => import('./routes/register-page.tsx'), 'RegisterPage'),
    ),
    publicPage(
      parent,
      '/recover_password',
      lazyRouteComponent(() => import('./routes/recover-password-page.tsx'), 'RecoverPasswordPage'),
    ),
    /** The emailed password-reset link's page; the token travels in the fragment (#reset_token=…). */
    publicPage(
      parent,
      '/reset_password',
      lazyRouteComponent(() => import('./routes/reset-password-page.tsx'), 'ResetPasswordPage'),
    ),
  ] as const;

export const authDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/profile/change_password', 'changePassword', {
      component: lazyRouteComponent(() => import('./routes/change-password-page.tsx'), 'ChangePasswordPage'),
    }),
  ] as const;
