import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { auditAdmin } from '@casona/proto/audit/routes';

import { api } from '../../../lib/api/client.ts';
import { adminAuditKeys } from '../../../lib/api/query-keys.ts';
import type { AuditSearch } from '../routes.ts';

/** GET /api/v1/admin/audit_entry — the staff audit log, newest first, by the filters set. */
export const auditEntriesOptions = (search: AuditSearch) =>
  queryOptions({
    queryKey: adminAuditKeys.entries(search),
    queryFn: ({ signal }) =>
      api(auditAdmin.entries, { query: { ...search, page: search.page ?? 1 }, signal }),
    placeholderData: keepPreviousData,
  });
export const useAuditEntries = (search: AuditSearch) => useQuery(auditEntriesOptions(search));
