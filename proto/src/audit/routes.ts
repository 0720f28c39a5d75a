/**
 * The staff audit log's one route: read only. Nothing in the API writes, changes or removes an
 * entry; they arrive as `audit.entry.recorded` events from the service that made the change.
 */
import { defineRoute } from '../shared/route.ts';
import { AuditEntryPage } from './entities.ts';
import { AuditEntriesQuery } from './requests.ts';

export const auditAdmin = {
  entries: defineRoute({
    method: 'GET',
    path: '/admin/audit_entry',
    tags: ['admin'],
    summary: 'The staff audit log: who changed what, before and after, when and from where (newest first)',
    auth: 'staff',
    query: AuditEntriesQuery,
    response: { 200: AuditEntryPage },
    errors: [400, 401, 403],
  }),
} as const;
