import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Appraisal } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { appraisalKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/appraisal/{id} — the appraisal service's result. */
export const getAppraisal = (id: string, signal?: AbortSignal) =>
  request<Appraisal>('GET', `appraisal/${encodeURIComponent(id)}`, { signal });

export const appraisalOptions = (id: string) =>
  queryOptions({ queryKey: appraisalKeys.one(id), queryFn: ({ signal }) => getAppraisal(id, signal) });

export const useAppraisal = (id: string) => useQuery(appraisalOptions(id));
