/** Appraisal (issue 18): the result page /appraisal/{id} (optional fqs=true) and staff's /dashboard/admin/appraisal. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage, publicPage, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalBoolean, optionalString, type RawSearch } from '../../lib/search.ts';

/** `?fqs=true` opens the page at the price feedback form (the link of the appraisal email). */
export const validateAppraisalSearch = (raw: RawSearch): { fqs?: boolean } =>
  compact({ fqs: optionalBoolean(raw['fqs']) });

export const appraisalPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    publicPage(
      parent,
      '/appraisal/$id',
      lazyRouteComponent(() => import('./routes/appraisal-page.tsx'), 'AppraisalPage'),
      validateAppraisalSearch,
    ),
  ] as const;

export const appraisalAdminRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'appraisal', 'adminAppraisal', {
      order: 76,
      validateSearch: (raw: RawSearch): { page?: number; q?: string } =>
        compact({ ...validatePageSearch(raw), q: optionalString(raw['q'], 200) }),
      component: lazyRouteComponent(() => import('./routes/admin-appraisal-page.tsx'), 'AdminAppraisalPage'),
    }),
  ] as const;
