import { useQuery } from '@tanstack/react-query';

import { appraisals } from '@casona/proto/appraisal/routes';

import { api } from '../../../lib/api/client.ts';
import { appraisalKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/** GET /api/v1/appraisal/{id} — the appraisal a submission continues (`?appraisal_id=`), to prefill it. */
export const useAppraisalToPrefill = (id: string | undefined) =>
  useQuery({
    queryKey: appraisalKeys.one(id ?? ''),
    queryFn: ({ signal }) => api(appraisals.get, { params: { id: id ?? '' }, signal }),
    retry: retryUnlessClientError,
    enabled: Boolean(id),
  });
