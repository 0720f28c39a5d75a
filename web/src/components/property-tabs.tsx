import { Group } from '@mantine/core';
import { can } from '@casona/proto/permissions';
import { useTranslation } from 'react-i18next';

import { useMemberships } from '../lib/api/memberships.ts';
import { ButtonLink } from './button-link.tsx';
import { useSession } from './use-session.ts';

export type PropertyTab =
  'details' | 'airbnb' | 'checklist' | 'files' | 'transactions' | 'commission' | 'lease';

/**
 * Every tab in the order shown: its route, label, test id and which §6 resource a label must read
 * to see it (staff always; `null`: whoever sees the details; `airbnb`: the page decides).
 */
const TABS = [
  { tab: 'details', to: '/dashboard/property/$id', label: 'airbnb.tabs.details', read: null },
  { tab: 'airbnb', to: '/dashboard/property/$id/airbnb', label: 'airbnb.tabs.airbnb', read: 'airbnb' },
  { tab: 'checklist', to: '/dashboard/property/$id/checklist', label: 'items.checklist.open', read: null },
  { tab: 'files', to: '/dashboard/property/$id/files', label: 'documents.tab', read: 'file' },
  {
    tab: 'transactions',
    to: '/dashboard/property/$id/transactions',
    label: 'finance.tab',
    read: 'transaction',
  },
  {
    tab: 'commission',
    to: '/dashboard/property/$id/commission',
    label: 'finance.commission.tab',
    read: 'commission',
  },
  { tab: 'lease', to: '/dashboard/property/$id/lease', label: 'finance.lease.tab', read: 'lease_config' },
] as const satisfies readonly { tab: PropertyTab; to: string; label: string; read: string | null }[];

/**
 * The tabs of a property's dashboard pages: its details and, for people whose label reads the
 * Airbnb-listing resource (§6 can_select_airbnb_listing, staff always), its Airbnb channel, and its
 * checklist (read with the property itself, so whoever sees the details sees it). Each tab is its
 * own route, so a tab can be linked to and reloaded.
 */
export function PropertyTabs({
  propertyId,
  current,
  showAirbnb,
}: {
  propertyId: string;
  current: PropertyTab;
  showAirbnb: boolean;
}) {
  const { t } = useTranslation();
  const claims = useSession();
  const membership = useMemberships().data?.find((m) => m.property_id === propertyId);
  const shows = (read: (typeof TABS)[number]['read']): boolean => {
    if (read === null) return true;
    if (read === 'airbnb') return showAirbnb;
    return Boolean(claims?.role) || (membership !== undefined && can(membership.label, read, 'select'));
  };
  return (
    <Group component="nav" gap={4} aria-label={t('airbnb.tabs.label')} data-testid="property-tabs">
      {TABS.filter((tab) => shows(tab.read)).map(({ tab, to, label }) => (
        <ButtonLink
          key={tab}
          to={to}
          params={{ id: propertyId }}
          size="compact-md"
          variant={current === tab ? 'light' : 'subtle'}
          aria-current={current === tab ? 'page' : undefined}
          data-testid={tab === 'details' ? undefined : `${tab}-tab`}
        >
          {t(label)}
        </ButtonLink>
      ))}
    </Group>
  );
}
