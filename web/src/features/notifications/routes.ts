/** /unsubscribe?token=…: the opt-out link of non-transactional emails. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';
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
