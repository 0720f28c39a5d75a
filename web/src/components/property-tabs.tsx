import { Group } from '@mantine/core';
import { can } from '@casona/proto/permissions';
import { useTranslation } from 'react-i18next';

import { useMemberships } from '../lib/api/memberships.ts';
import { ButtonLink } from './button-link.tsx';
import { useSession } from './use-session.ts';

export type PropertyTab =
  'details' | 'airbnb' | 'checklist' | 'files' | 'transactions' | 'commission' | 'lease';

/** The files tab shows for labels that read the property's files (§6 file select), staff always. */
function useShowsFiles(propertyId: string): boolean {
  const claims = useSession();
  const membership = useMemberships().data?.find((m) => m.property_id === propertyId);
  return Boolean(claims?.role) || (membership !== undefined && can(membership.label, 'file', 'select'));
}

/** The transactions tab shows for labels that read transactions (§6 transaction select), staff always. */
function useShowsTransactions(propertyId: string): boolean {
  const claims = useSession();
  const membership = useMemberships().data?.find((m) => m.property_id === propertyId);
  return (
    Boolean(claims?.role) || (membership !== undefined && can(membership.label, 'transaction', 'select'))
  );
}

/** The commission and lease tabs show for labels that read them (§6 commission, lease config select), staff always. */
function useShowsTerms(propertyId: string): { commission: boolean; lease: boolean } {
  const claims = useSession();
  const membership = useMemberships().data?.find((m) => m.property_id === propertyId);
  const staff = Boolean(claims?.role);
  return {
    commission: staff || (membership !== undefined && can(membership.label, 'commission', 'select')),
    lease: staff || (membership !== undefined && can(membership.label, 'lease_config', 'select')),
  };
}

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
  const showFiles = useShowsFiles(propertyId);
  const showTransactions = useShowsTransactions(propertyId);
  const showTerms = useShowsTerms(propertyId);
  return (
    <Group component="nav" gap={4} aria-label={t('airbnb.tabs.label')} data-testid="property-tabs">
      <ButtonLink
        to="/dashboard/property/$id"
        params={{ id: propertyId }}
        size="compact-md"
        variant={current === 'details' ? 'light' : 'subtle'}
        aria-current={current === 'details' ? 'page' : undefined}
      >
        {t('airbnb.tabs.details')}
      </ButtonLink>
      {showAirbnb && (
        <ButtonLink
          to="/dashboard/property/$id/airbnb"
          params={{ id: propertyId }}
          size="compact-md"
          variant={current === 'airbnb' ? 'light' : 'subtle'}
          aria-current={current === 'airbnb' ? 'page' : undefined}
          data-testid="airbnb-tab"
        >
          {t('airbnb.tabs.airbnb')}
        </ButtonLink>
      )}
      <ButtonLink
        to="/dashboard/property/$id/checklist"
        params={{ id: propertyId }}
        size="compact-md"
        variant={current === 'checklist' ? 'light' : 'subtle'}
        aria-current={current === 'checklist' ? 'page' : undefined}
        data-testid="checklist-tab"
      >
        {t('items.checklist.open')}
      </ButtonLink>
      {showFiles && (
        <ButtonLink
          to="/dashboard/property/$id/files"
          params={{ id: propertyId }}
          size="compact-md"
          variant={current === 'files' ? 'light' : 'subtle'}
          aria-current={current === 'files' ? 'page' : undefined}
          data-testid="files-tab"
        >
          {t('documents.tab')}
        </ButtonLink>
      )}
      {showTransactions && (
        <ButtonLink
          to="/dashboard/property/$id/transactions"
          params={{ id: propertyId }}
          size="compact-md"
          variant={current === 'transactions' ? 'light' : 'subtle'}
          aria-current={current === 'transactions' ? 'page' : undefined}
          data-testid="transactions-tab"
        >
          {t('finance.tab')}
        </ButtonLink>
      )}
      {showTerms.commission && (
        <ButtonLink
          to="/dashboard/property/$id/commission"
          params={{ id: propertyId }}
          size="compact-md"
          variant={current === 'commission' ? 'light' : 'subtle'}
          aria-current={current === 'commission' ? 'page' : undefined}
          data-testid="commission-tab"
        >
          {t('finance.commission.tab')}
        </ButtonLink>
      )}
      {showTerms.lease && (
        <ButtonLink
          to="/dashboard/property/$id/lease"
          params={{ id: propertyId }}
          size="compact-md"
          variant={current === 'lease' ? 'light' : 'subtle'}
          aria-current={current === 'lease' ? 'page' : undefined}
          data-testid="lease-tab"
        >
          {t('finance.lease.tab')}
        </ButtonLink>
      )}
    </Group>
  );
}
