/** An appraisal's result (spec §2 /appraisal/{id}); `fqs` marks the arrival from the questionnaire. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { publicPage } from '../../lib/routes.ts';
import { compact, optionalBoolean, type RawSearch } from '../../lib/search.ts';

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
