/** A property's public page (spec §2 /property/{id}). */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { compact, optionalString, type RawSearch } from '../../lib/search.ts';

// utm_source=qr (the property's QR code) or a campaign: the API counts visits per source.
export const validatePropertySearch = (raw: RawSearch): { utm_source?: string } =>
  compact({ utm_source: optionalString(raw['utm_source'], 100) });

export const propertyPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: '/property/$id',
      validateSearch: validatePropertySearch,
      component: lazyRouteComponent(() => import('./routes/property-page.tsx'), 'PropertyPage'),
    }),
  ] as const;
