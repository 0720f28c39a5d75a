import { Anchor, Button, Group, NativeSelect, Text } from '@mantine/core';
import { ROLE_LABEL_LABELS, ROLE_LABELS, type RoleLabel } from '@casona/proto/enums';
import type { MemberView } from '@casona/proto/identity/responses';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import { formatDateTime } from '../components/format.ts';
import { ErrorAlert } from '../components/admin-page.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAllMemberships, useDeleteMembership, usePutMembership } from '../api/memberships.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import type { PropertyCustomerSearch } from '../routes.ts';

/** A property's name (staff read every property); nothing while it loads, never its id. */
function PropertyName({ id }: { id: string }) {
  const { t } = useTranslation();
  const name = useQuery(propertyNameOptions(id));
  if (name.data) return <>{name.data}</>;
  return <>{name.isPending ? '…' : t('admin.memberships.property')}</>;
}

const route = getRouteApi('/dashboard/admin/dashboard/admin/property_customer');

export type PropertyCustomerSearchChange = (change: Partial<PropertyCustomerSearch>) => void;

/**
 * The list of /dashboard/admin/property_customer for a given search: every property's people —
 * owners, managers, workers and other allies — with their role label, searched by name or email
 * on the server, filtered by role label and by one property (set from a row); staff change labels
 * and remove anyone (type-to-confirm: the person's name).
 */
export function AdminPropertyCustomerList({
  search,
  onChange,
}: {
  search: PropertyCustomerSearch;
  onChange: PropertyCustomerSearchChange;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const memberships = useAllMemberships({
    page: search.page ?? 1,
    ...(search.property_id ? { property_id: search.property_id } : {}),
    ...(search.q ? { q: search.q } : {}),
    ...(search.label ? { label: search.label } : {}),
  });
  const put = usePutMembership();
  const remove = useDeleteMembership();
  const set = (change: Partial<PropertyCustomerSearch>) => onChange({ ...change, page: undefined });
  /** A label chosen in a row's select, waiting for the person's name to be typed (spec §5). */
  const [relabel, setRelabel] = useState<{ member: MemberView; label: RoleLabel } | null>(null);

  const columns: Column<MemberView>[] = [
    {
      key: 'property',
      header: t('admin.memberships.property'),
      cell: (m) => (
        <Group gap={6} wrap="nowrap">
          <Anchor href={`/dashboard/admin/property/${m.property_id}`} size="sm" underline="always">
            <PropertyName id={m.property_id} />
          </Anchor>
          {!search.property_id && (
            <Button size="compact-xs" variant="subtle" onClick={() => set({ property_id: m.property_id })}>
              {t('admin.memberships.onlyThis')}
            </Button>
          )}
        </Group>
      ),
    },
    { key: 'name', header: t('forms.name'), cell: (m) => m.profile.name },
    { key: 'email', header: t('forms.email'), cell: (m) => m.profile.email },
    {
      key: 'label',
      header: t('allies.invite.label'),
      cell: (m) => (
        <NativeSelect
          size="xs"
          aria-label={t('admin.memberships.changeLabel', { name: m.profile.name })}
          value={m.label}
          disabled={put.isPending}
          data={ROLE_LABELS.map((label) => ({ value: label, label: ROLE_LABEL_LABELS[label][language] }))}
          onChange={(event) => setRelabel({ member: m, label: event.currentTarget.value as RoleLabel })}
        />
      ),
    },
    {
      key: 'since',
      header: t('admin.since'),
      nowrap: true,
      cell: (m) => formatDateTime(m.created_at, language),
    },
    {
      key: 'actions',
      header: t('admin.actions'),
      hideHeader: true,
      cell: (m) => (
        <TypeToConfirmButton
          label={t('allies.members.remove')}
          body={t('allies.members.removeQuestion', { name: m.profile.name })}
          phrase={m.profile.name}
          onConfirm={() => remove.mutateAsync({ property_id: m.property_id, profile_id: m.profile_id })}
        />
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('sections.adminPropertyCustomer.title')}
      description={t('sections.adminPropertyCustomer.description')}
      before={
        <>
          {search.property_id && (
            <Group gap="xs" data-testid="membership-property-filter">
              <Text size="sm">
                {t('admin.memberships.onlyProperty')} <PropertyName id={search.property_id} />
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => set({ property_id: undefined })}>
                {t('admin.memberships.allProperties')}
              </Button>
            </Group>
          )}
          {put.isError && <ErrorAlert error={put.error} />}
          {relabel && (
            <TypeToConfirmDialog
              opened
              onClose={() => setRelabel(null)}
              title={t('admin.memberships.changeTitle')}
              body={t('admin.memberships.changeQuestion', {
                name: relabel.member.profile.name,
                from: ROLE_LABEL_LABELS[relabel.member.label][language],
                to: ROLE_LABEL_LABELS[relabel.label][language],
              })}
              phrase={relabel.member.profile.name}
              confirmLabel={t('admin.memberships.changeTitle')}
              onConfirm={() =>
                put.mutateAsync({
                  property_id: relabel.member.property_id,
                  profile_id: relabel.member.profile_id,
                  label: relabel.label,
                })
              }
            />
          )}
        </>
      }
      query={memberships}
      columns={columns}
      rowKey={(m) => `${m.property_id}:${m.profile_id}`}
      testId="memberships-table"
      rowTestId="membership-row"
      minWidth={900}
      page={search.page ?? 1}
      onPage={(page) => onChange({ page })}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        label: t('admin.memberships.search'),
        placeholder: t('admin.memberships.searchHint'),
        maxLength: 200,
        testId: 'membership-search',
      }}
      filters={
        <NativeSelect
          label={t('admin.memberships.label')}
          value={search.label ?? ''}
          onChange={(e) => set({ label: (e.currentTarget.value || undefined) as RoleLabel | undefined })}
          data={[
            { value: '', label: t('admin.memberships.anyLabel') },
            ...ROLE_LABELS.map((label) => ({ value: label, label: ROLE_LABEL_LABELS[label][language] })),
          ]}
          data-testid="membership-label-filter"
        />
      }
      filtered={!!search.q || !!search.label || !!search.property_id}
      empty={t('admin.memberships.none')}
    />
  );
}

/** /dashboard/admin/property_customer: the list with its search in the address bar. */
export function AdminPropertyCustomerPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AdminPropertyCustomerList
      search={search}
      onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}
