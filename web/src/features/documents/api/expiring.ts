import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { documentsStaffHome } from '@casona/proto/documents/staff-home';

import { api } from '../../../lib/api/client.ts';

const expiringKey = (page: number) => ['documents', 'expiring', page] as const;

/**
 * GET /api/v1/property_file/expiring?page= — every property's files that expire within three months
 * or have expired, one per type, soonest first, 20 a page (staff only). A 403 is not retried.
 */
export const expiringFilesOptions = (page: number) =>
  queryOptions({
    queryKey: expiringKey(page),
    queryFn: ({ signal }) => api(documentsStaffHome.expiringFiles, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
export const useExpiringFiles = (page: number) => useQuery(expiringFilesOptions(page));
