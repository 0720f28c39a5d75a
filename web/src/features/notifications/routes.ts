/** /unsubscribe?token=…: the opt-out link of non-transactional emails; the signed-in person's notice preferences. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { EVERYONE, dashboardPage, nav, publicPage } from '../../lib/routes.ts';
import { compact, optionalString, type RawSearch } from '../../lib/search.ts';

export const validateUnsubscribeSearch = (raw: RawSearch): { token?: string } =>
  compact({ token: optionalString(raw['token'], 500) });

export const notificationsPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/unsubscribe',
      lazyRouteComponent(() => import('./routes/unsubscribe-page.tsx'), 'UnsubscribePage'),
      validateUnsubscribeSearch,
    ),
  ] as const;

export const notificationsDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/profile/notifications', 'notificationPreferences', {
      nav: nav('account', 'notificationPreferences', 55, EVERYONE),
      component: lazyRouteComponent(() => import('./routes/preferences-page.tsx'), 'PreferencesPage'),
    }),
  ] as const;
