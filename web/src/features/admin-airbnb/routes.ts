/** The admin console's Airbnb pages: profiles and reviews (spec §2), and every property's listings (issue 19). */
import { ADMIN_AIRBNB_HEALTH, type AdminAirbnbHealth } from '@casona/proto/listings/admin-airbnb';
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalOneOf, optionalString, type RawSearch } from '../../lib/search.ts';

export type AdminAirbnbListingSearch = { page?: number; q?: string; health?: AdminAirbnbHealth };

export const validateAdminAirbnbListingSearch = (raw: RawSearch): AdminAirbnbListingSearch =>
  compact({
    ...validatePageSearch(raw),
    q: optionalString(raw['q'], 100),
    health: optionalOneOf(ADMIN_AIRBNB_HEALTH, raw['health']),
  });

export type AdminAirbnbProfileSearch = { view?: 'profiles' | 'reviews'; page?: number; q?: string };

export const validateAdminAirbnbProfileSearch = (raw: RawSearch): AdminAirbnbProfileSearch =>
  compact({
    ...validatePageSearch(raw),
    view: optionalOneOf(['profiles', 'reviews'] as const, raw['view']),
    q: optionalString(raw['q'], 200),
  });

export const adminAirbnbRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'airbnb_profile', 'adminAirbnbProfile', {
      order: 67,
      validateSearch: validateAdminAirbnbProfileSearch,
      component: lazyRouteComponent(
        () => import('./routes/admin-airbnb-profiles-page.tsx'),
        'AdminAirbnbProfilesPage',
      ),
    }),
    adminPage(parent, 'airbnb_listing', 'adminAirbnbListing', {
      order: 66.5,
      validateSearch: validateAdminAirbnbListingSearch,
      component: lazyRouteComponent(
        () => import('./routes/admin-airbnb-listings-page.tsx'),
        'AdminAirbnbListingsPage',
      ),
    }),
  ] as const;
