/**
 * Submitting a property (spec §2 /submit_property). The spec's /submit_from_listing (from an Airbnb
 * listing link) comes back with the service that answers it: no screen is shown before that.
 */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';
import { compact, optionalString, optionalUuid, type RawSearch } from '../../lib/search.ts';

export const validateSubmitPropertySearch = (raw: RawSearch): { appraisal_id?: string; address?: string } =>
  compact({
    appraisal_id: optionalUuid(raw['appraisal_id']),
    address: optionalString(raw['address'], 300),
  });

export const submitPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/submit_property',
      lazyRouteComponent(() => import('./routes/submit-property-page.tsx'), 'SubmitPropertyPage'),
      validateSubmitPropertySearch,
    ),
  ] as const;
