/** A property's public page (spec §2 /property/{id}). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';
import { compact, optionalString, type RawSearch } from '../../lib/search.ts';

// utm_source=qr (the property's QR code) or a campaign: the API counts visits per source.
export const validatePropertySearch = (raw: RawSearch): { utm_source?: string } =>
  compact({ utm_source: optionalString(raw['utm_source'], 100) });

export const propertyPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/property/$id',
      lazyRouteComponent(() => import('./routes/property-page.tsx'), 'PropertyPage'),
      validatePropertySearch,
    ),
  ] as const;
