import { useMutation } from '@tanstack/react-query';

import { appraisals } from '@casona/proto/appraisal/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { appraisalKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/appraisal — the landing's appraisal from an address or a pin; answers the appraisal. */
export const postAppraisal = (body: RouteBody<typeof appraisals.create>) => api(appraisals.create, { body });

export const usePostAppraisal = () =>
  useMutation({ mutationKey: appraisalKeys.create(), mutationFn: postAppraisal });
