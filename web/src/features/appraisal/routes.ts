/** An appraisal's result (spec §2 /appraisal/{id}); `fqs` marks the arrival from the questionnaire. */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { compact, optionalBoolean, type RawSearch } from '../../lib/search.ts';

export const validateAppraisalSearch = (raw: RawSearch): { fqs?: boolean } =>
  compact({ fqs: optionalBoolean(raw['fqs']) });

export const appraisalPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: '/appraisal/$id',
      validateSearch: validateAppraisalSearch,
      component: lazyRouteComponent(() => import('./routes/appraisal-page.tsx'), 'AppraisalPage'),
    }),
  ] as const;
