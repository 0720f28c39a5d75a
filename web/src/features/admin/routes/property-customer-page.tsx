import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { PAGE_SIZE } from '@casona/proto/constants';
import { ROLE_LABEL_LABELS, ROLE_LABELS, type RoleLabel } from '@casona/proto/enums';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminPage, ErrorAlert, Pager, TotalLine } from '../components/admin-page.tsx';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAllMemberships, useDeleteMembership, usePutMembership } from '../api/memberships.ts';
import { matchesEmail } from '../filters.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';

/** A property's name (staff read every property); nothing while it loads, never its id. */
function PropertyName({ id }: { id: string }) {
  const { t } = useTranslation();
  const name = useQuery(propertyNameOptions(id));
  if (name.data) return <>{name.data}</>;
  return <>{name.isPending ? '…' : t('admin.memberships.property')}</>;
}

const route = getRouteApi('/dashboard/admin/dashboard/admin/property_customer');
/** identity pages memberships up to 100; an email filter looks through that many at once. */
const EMAIL_FILTER_PAGE_SIZE = 100;

/**
 * /dashboard/admin/property_customer: every membership (who has which label on which property),
 * filtered by property (server side) and by email; staff change labels and remove anyone.
 */
export function AdminPropertyCustomerPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const [propertyId, setPropertyId] = useState(search.property_id ?? '');
  const [email, setEmail] = useState(search.email ?? '');
  const memberships = useAllMemberships({
    page,
    pageSize: search.email ? EMAIL_FILTER_PAGE_SIZE : PAGE_SIZE,
    ...(search.property_id ? { property_id: search.property_id } : {}),
  });
  const put = usePutMembership();
  const remove = useDeleteMembership();
  const rows = (memberships.data?.items ?? []).filter((m) => matchesEmail(m.profile.email, search.email));

  const apply = (next: { page?: number; property_id?: string; email?: string }) => navigate({ search: next });

  return (
    <AdminPage section="adminPropertyCustomer">
      <Card withBorder radius="lg" padding="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void apply({
              ...(propertyId.trim() ? { property_id: propertyId.trim() } : {}),
              ...(email.trim() ? { email: email.trim() } : {}),
            });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
            {/* A property is chosen from its page (Clientes link) and shown by name, never typed as an id (issue 16 item 7). */}
            {propertyId ? (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('admin.memberships.property')}
                </Text>
                <Text size="sm" data-testid="membership-property-filter">
                  <PropertyName id={propertyId} />
                </Text>
              </Stack>
            ) : (
              <div />
            )}
            <TextInput
              label={t('admin.memberships.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              type="search"
            />
            <Group gap="xs">
              <Button type="submit">{t('common.search')}</Button>
              <Button
                variant="default"
                onClick={() => {
                  setPropertyId('');
                  setEmail('');
                  void apply({});
                }}
              >
                {t('market.filters.clear')}
              </Button>
            </Group>
          </SimpleGrid>
        </form>
      </Card>
      {put.isError && <ErrorAlert error={put.error} />}
      {remove.isError && <ErrorAlert error={remove.error} />}
      {memberships.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {memberships.isError && <ErrorAlert error={memberships.error} />}
      {memberships.data && (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="xs">
            <TotalLine total={search.email ? rows.length : memberships.data.total} />
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="xs" data-testid="memberships-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.memberships.property')}</Table.Th>
                    <Table.Th>{t('forms.name')}</Table.Th>
                    <Table.Th>{t('forms.email')}</Table.Th>
                    <Table.Th>{t('allies.invite.label')}</Table.Th>
                    <Table.Th>{t('admin.since')}</Table.Th>
                    <Table.Th>{t('admin.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((m) => (
                    <Table.Tr key={`${m.property_id}:${m.profile_id}`}>
                      <Table.Td>
                        <Anchor href={`/dashboard/admin/property/${m.property_id}`} size="sm">
                          <PropertyName id={m.property_id} />
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{m.profile.name}</Table.Td>
                      <Table.Td>{m.profile.email}</Table.Td>
                      <Table.Td>
                        <NativeSelect
                          size="xs"
                          aria-label={t('admin.memberships.changeLabel', { name: m.profile.name })}
                          value={m.label}
                          disabled={put.isPending}
                          data={ROLE_LABELS.map((label) => ({
                            value: label,
                            label: ROLE_LABEL_LABELS[label][language],
                          }))}
                          onChange={(event) =>
                            put.mutate({
                              property_id: m.property_id,
                              profile_id: m.profile_id,
                              label: event.currentTarget.value as RoleLabel,
                            })
                          }
                        />
                      </Table.Td>
                      <Table.Td>{formatDateTime(m.created_at, language)}</Table.Td>
                      <Table.Td>
                        <ConfirmButton
                          label={t('allies.members.remove')}
                          question={t('allies.members.removeQuestion', { name: m.profile.name })}
                          confirmLabel={t('allies.members.remove')}
                          onConfirm={() =>
                            remove.mutate({ property_id: m.property_id, profile_id: m.profile_id })
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              total={memberships.data.total}
              pageSize={memberships.data.pageSize}
              page={page}
              onChange={(next) => void apply({ ...search, page: next })}
            />
          </Stack>
        </Card>
      )}
    </AdminPage>
  );
}
