import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PermissionAction, PermissionResource } from '@casona/proto/permissions';
import { translate } from '@casona/proto/i18n/translate';
import { can } from '@casona/proto/permissions';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { PropertyTabs, type PropertyTab } from '../../../components/property-tabs.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { usePropertyName } from '../../../lib/api/property-name.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import {
  useCommission,
  useCommissionAccrual,
  useDeleteCommission,
  useDeleteLease,
  useHasAirbnbListing,
  useLease,
} from '../api/terms.ts';
import { CommissionEstimate } from '../components/commission-estimate.tsx';
import { CommissionForm } from '../components/commission-form.tsx';
import { LeaseForm } from '../components/lease-form.tsx';
import { localDay } from '../day.ts';

const commissionRoute = getRouteApi('/dashboard/dashboard/property/$id/commission');
const leaseRoute = getRouteApi('/dashboard/dashboard/property/$id/lease');

/** What the person's label (or staff) may do with a resource of this property, by proto's `can()`. */
function useAllowed(propertyId: string) {
  const claims = useSession();
  const staff = Boolean(claims?.role);
  const membership = useMemberships().data?.find((m) => m.property_id === propertyId);
  return {
    staff,
    membership,
    allowed: (resource: PermissionResource, action: PermissionAction) =>
      staff || (membership !== undefined && can(membership.label, resource, action)),
  };
}

function Frame({
  propertyId,
  current,
  children,
}: {
  propertyId: string;
  current: PropertyTab;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const name = usePropertyName(propertyId);
  const { staff, membership } = useAllowed(propertyId);
  useDocumentTitle(`${name} · ${t(`finance.${current === 'lease' ? 'lease' : 'commission'}.tab`)}`);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{name}</Title>
        <PropertyTabs
          propertyId={propertyId}
          current={current}
          showAirbnb={staff || membership?.can_select_airbnb_listing === true}
        />
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * /dashboard/property/{id}/commission: the commission terms (§5) with the 66 % rule as the person
 * types, what they earned since the lease started, and the estimate table (six months at most).
 */
export function CommissionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = commissionRoute.useParams();
  const { allowed, membership, staff } = useAllowed(id);
  const readable = allowed('commission', 'select');
  const commission = useCommission(id, readable);
  const lease = useLease(id, allowed('lease_config', 'select'));
  const accrual = useCommissionAccrual(id, readable && Boolean(commission.data?.commission));
  const remove = useDeleteCommission();
  const current = commission.data?.commission ?? null;
  const writable = current ? allowed('commission', 'update') : allowed('commission', 'insert');
  return (
    <Frame propertyId={id} current="commission">
      {!readable && (membership !== undefined || staff) && (
        <Alert color="yellow" variant="light">
          {t('finance.commission.notAllowed')}
        </Alert>
      )}
      {commission.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(commission.error, language, 'error.generic')}
        </Alert>
      )}
      {commission.isSuccess && (lease.isSuccess || lease.isError || lease.fetchStatus === 'idle') && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="commission-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="lg" id="commission-title">
                {t('finance.commission.title')}
              </Title>
              {current && allowed('commission', 'delete') && (
                <TypeToConfirmButton
                  label={t('finance.commission.remove')}
                  body={t('finance.commission.removeQuestion')}
                  phrase={t('adminList.removePhrase')}
                  loading={remove.isPending}
                  onConfirm={() => remove.mutateAsync(id)}
                  testId="commission-remove"
                />
              )}
            </Group>
            {!current && (
              <Text size="sm" c="dimmed" data-testid="commission-none">
                {t('finance.commission.none')}
              </Text>
            )}
            {writable ? (
              <CommissionForm
                propertyId={id}
                current={current}
                leasePerMonth={lease.data?.lease?.lease_per_month_price ?? null}
              />
            ) : (
              current && (
                <Text size="sm" data-testid="commission-read-only">
                  {t('finance.commission.readOnly')}
                </Text>
              )
            )}
            {remove.isError && (
              <Text size="sm" c="red.8" role="alert">
                {failureText(remove.error, language, 'error.generic')}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {accrual.data && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="accrual-title">
          <Stack gap="xs" data-testid="commission-accrual">
            <Title order={2} fz="lg" id="accrual-title">
              {t('finance.accrual.title')}
            </Title>
            <Text size="sm">
              {accrual.data.lease_start
                ? t('finance.accrual.since', {
                    date: formatDate(localDay(accrual.data.lease_start), language),
                    count: accrual.data.months_elapsed,
                  })
                : t('finance.accrual.noLease')}
            </Text>
            <Group gap="xl">
              <Text size="sm">
                {t('finance.accrual.manager')}{' '}
                <strong>{formatMoney(accrual.data.manager.total, 'MXN', language)}</strong>
              </Text>
              <Text size="sm">
                {t('finance.accrual.owner')}{' '}
                <strong>{formatMoney(accrual.data.owner.total, 'MXN', language)}</strong>
              </Text>
            </Group>
          </Stack>
        </Card>
      )}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="estimate-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="estimate-title">
            {t('finance.estimate.title')}
          </Title>
          <CommissionEstimate />
        </Stack>
      </Card>
    </Frame>
  );
}

/**
 * /dashboard/property/{id}/lease: the lease configuration (§5). A property with an Airbnb listing
 * cannot have one, and the page says so before and after trying.
 */
export function LeasePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = leaseRoute.useParams();
  const { allowed } = useAllowed(id);
  const lease = useLease(id, allowed('lease_config', 'select'));
  const airbnb = useHasAirbnbListing(id, allowed('airbnb_listing', 'select'));
  const remove = useDeleteLease();
  const current = lease.data?.lease ?? null;
  const blocked = !current && airbnb.data === true;
  const writable =
    !blocked && (current ? allowed('lease_config', 'update') : allowed('lease_config', 'insert'));
  return (
    <Frame propertyId={id} current="lease">
      {lease.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(lease.error, language, 'error.generic')}
        </Alert>
      )}
      {lease.isSuccess && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="lease-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="lg" id="lease-title">
                {t('finance.lease.title')}
              </Title>
              {current && allowed('lease_config', 'delete') && (
                <TypeToConfirmButton
                  label={t('finance.lease.remove')}
                  body={t('finance.lease.removeQuestion')}
                  phrase={t('adminList.removePhrase')}
                  loading={remove.isPending}
                  onConfirm={() => remove.mutateAsync(id)}
                  testId="lease-remove"
                />
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('finance.lease.help')}
            </Text>
            {current ? (
              <Text size="sm" data-testid="lease-current">
                {t('finance.lease.current', {
                  start: formatDate(localDay(current.current_lease_start), language),
                  end: formatDate(localDay(current.current_lease_end), language),
                  price: formatMoney(current.lease_per_month_price, 'MXN', language),
                })}
              </Text>
            ) : (
              <Text size="sm" data-testid="lease-none">
                {t('finance.lease.none')}
              </Text>
            )}
            {blocked && (
              <Alert color="yellow" variant="light" data-testid="lease-airbnb">
                {translate('lease.airbnbConflict', language)}
              </Alert>
            )}
            {writable && <LeaseForm propertyId={id} current={current} />}
            {remove.isError && (
              <Text size="sm" c="red.8" role="alert">
                {failureText(remove.error, language, 'error.generic')}
              </Text>
            )}
          </Stack>
        </Card>
      )}
    </Frame>
  );
}
