/** The staff audit log (issue 19): every staff action and permission change, searched and filtered. */
import { AUDIT_ACTIONS, type AuditAction } from '@casona/proto/audit/actions';
import { SERVICE_NAMES, type ServiceName } from '@casona/proto/routing';
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { adminPage, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalIsoDay, optionalOneOf, optionalString, type RawSearch } from '../../lib/search.ts';

export type AuditSearch = {
  page?: number;
  q?: string;
  actor?: string;
  service?: ServiceName;
  action?: AuditAction;
  from?: string;
  to?: string;
};

export const validateAuditSearch = (raw: RawSearch): AuditSearch =>
  compact({
    ...validatePageSearch(raw),
    q: optionalString(raw['q'], 200),
    actor: optionalString(raw['actor'], 200),
    service: optionalOneOf(SERVICE_NAMES, raw['service']),
    action: optionalOneOf(AUDIT_ACTIONS, raw['action']),
    from: optionalIsoDay(raw['from']),
    to: optionalIsoDay(raw['to']),
  });

export const auditAdminRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'audit', 'adminAudit', {
      order: 77,
      validateSearch: validateAuditSearch,
      component: lazyRouteComponent(() => import('./routes/audit-page.tsx'), 'AdminAuditPage'),
    }),
  ] as const;
