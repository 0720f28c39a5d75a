import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { appraisalAdmin, appraisals } from '@casona/proto/appraisal/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { appraisalKeys } from '../../../lib/api/query-keys.ts';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';

/** GET /api/v1/appraisal/{id} — public by its unguessable id (the shareable link). */
export const appraisalOptions = (id: string) =>
  queryOptions({
    queryKey: appraisalKeys.one(id),
    queryFn: ({ signal }) => api(appraisals.get, { params: { id }, signal }),
    retry: retryUnlessClientError,
  });

export const useAppraisal = (id: string) => useQuery(appraisalOptions(id));

/** POST /api/v1/appraisal/feedback — the owner's opinion of the price; the page shows the stored one. */
export function useSendFeedback(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: appraisalKeys.feedback(id),
    mutationFn: (body: RouteBody<typeof appraisals.feedback>) => api(appraisals.feedback, { body }),
    onSuccess: (answer) => client.setQueryData(appraisalKeys.one(id), answer),
  });
}

/** GET /api/v1/admin/appraisal?page= — staff's page with feedback and the model's error. */
export const useAdminAppraisals = (page: number, q?: string) =>
  useQuery({
    queryKey: [...appraisalKeys.admin(page), q ?? ''],
    queryFn: ({ signal }) => api(appraisalAdmin.list, { query: q ? { page, q } : { page }, signal }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
