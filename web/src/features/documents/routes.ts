/** Documents (issue 15): the owner's status page and a property's files tab. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { CONTRACT_RENEWAL_DECISIONS, type ContractRenewalDecision } from '@casona/proto/enums';

import { adminPage, dashboardPage, nav, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalOneOf, optionalUuid, type RawSearch } from '../../lib/search.ts';

export type StatusSearch = {
  property_id?: string;
  property_file_id?: string;
  renewal?: ContractRenewalDecision;
};

/** `?property_id=&property_file_id=&renewal=` (the renewal email's link names the contract and the answer). */
export const validateStatusSearch = (raw: RawSearch): StatusSearch =>
  compact({
    property_id: optionalUuid(raw['property_id']),
    property_file_id: optionalUuid(raw['property_file_id']),
    renewal: optionalOneOf(CONTRACT_RENEWAL_DECISIONS, raw['renewal']),
  });

export const documentsDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/status', 'documentStatus', {
      nav: nav('properties', 'documentStatus', 12.5),
      validateSearch: validateStatusSearch,
      component: lazyRouteComponent(() => import('./routes/status-page.tsx'), 'StatusPage'),
    }),
    dashboardPage(parent, '/dashboard/property/$id/files', 'propertyFiles', {
      component: lazyRouteComponent(() => import('./routes/files-page.tsx'), 'FilesPage'),
    }),
  ] as const;

/**
 * Staff publish the legal texts (/dashboard/admin/legal_text) and see every property's expiring or
 * expired files (/dashboard/admin/expiring_file?page=, the staff home's documents card in full).
 */
export const documentsAdminRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'legal_text', 'adminLegalText', {
      order: 74,
      component: lazyRouteComponent(() => import('./routes/admin-legal-page.tsx'), 'AdminLegalPage'),
    }),
    adminPage(parent, 'expiring_file', 'adminExpiringFile', {
      order: 74.5,
      validateSearch: validatePageSearch,
      component: lazyRouteComponent(
        () => import('./routes/admin-expiring-page.tsx'),
        'AdminExpiringFilesPage',
      ),
    }),
  ] as const;
