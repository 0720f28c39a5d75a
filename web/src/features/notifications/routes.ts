/** /unsubscribe?token=…: the opt-out link of non-transactional emails. */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { compact, optionalString, type RawSearch } from '../../lib/search.ts';

export const validateUnsubscribeSearch = (raw: RawSearch): { token?: string } =>
  compact({ token: optionalString(raw['token'], 500) });

export const notificationsPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: '/unsubscribe',
      validateSearch: validateUnsubscribeSearch,
      component: lazyRouteComponent(() => import('./routes/unsubscribe-page.tsx'), 'UnsubscribePage'),
    }),
  ] as const;
