import { Alert, Badge, Button, Group, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { labelsThatCan } from '@casona/proto/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useLeads } from '../api/get-leads.ts';
import { useProperties } from '../api/get-properties.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/dashboard/dashboard/lead');

/** /dashboard/lead: people who asked about the caller's properties (labels with lead read; staff: all). */
export function LeadsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const claims = useSession();
  const isStaff = Boolean(claims?.role);
  const properties = useProperties(1);
  const readers = labelsThatCan('lead', 'select');
  const readable = (properties.data?.items ?? []).filter(
    (p) => p.role_label && readers.includes(p.role_label),
  );
  // §6: without a label that reads leads there is nothing to ask the API for.
  const denied = !isStaff && properties.data !== undefined && readable.length === 0;
  const page = search.page ?? 1;
  const leads = useLeads(
    { ...(search.property_id ? { property_id: search.property_id } : {}), page },
    isStaff || readable.length > 0,
  );
  useDocumentTitle(t('sections.lead.title'));
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / leads.data.pageSize)) : 1;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.lead.title')}</Title>
        <Text c="dimmed">{t('sections.lead.description')}</Text>
      </Stack>
      {denied ? (
        <Alert color="gray" variant="light" role="alert" data-testid="leads-denied">
          {message('permission.viewLeads')}
        </Alert>
      ) : (
        <>
          {!isStaff && readable.length > 0 && (
            <NativeSelect
              label={t('dashboard.propertySwitcher.label')}
              w={320}
              value={search.property_id ?? ''}
              onChange={(event) =>
                void navigate({ search: { property_id: event.currentTarget.value || undefined } })
              }
              data={[
                { value: '', label: t('dashboard.propertySwitcher.all') },
                ...readable.map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
          )}
          {leads.isLoading && (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('common.loading')}</Text>
            </Group>
          )}
          {leads.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="leads-error">
              {leads.error instanceof ApiError && leads.error.status === 403
                ? message('permission.viewLeads')
                : leads.error instanceof ApiError
                  ? leads.error.message
                  : message('error.generic')}
            </Alert>
          )}
          {leads.data && leads.data.items.length === 0 && (
            <Text c="dimmed" data-testid="leads-empty">
              {t('listings.leads.empty')}
            </Text>
          )}
          {leads.data && leads.data.items.length > 0 && (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover data-testid="leads-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('listings.leads.date')}</Table.Th>
                    <Table.Th scope="col">{t('forms.name')}</Table.Th>
                    <Table.Th scope="col">{t('forms.email')}</Table.Th>
                    <Table.Th scope="col">{t('forms.phone')}</Table.Th>
                    <Table.Th scope="col">{t('listings.leads.property')}</Table.Th>
                    <Table.Th scope="col">{t('listings.leads.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {leads.data.items.map((lead) => (
                    <Table.Tr key={lead.id} data-testid="lead-row">
                      <Table.Td>{formatDate(lead.created_at, language)}</Table.Td>
                      <Table.Td>{lead.name}</Table.Td>
                      <Table.Td>
                        <a href={`mailto:${lead.email}`}>{lead.email}</a>
                      </Table.Td>
                      <Table.Td>
                        <a href={`tel:${lead.phone_number}`}>{lead.phone_number}</a>
                      </Table.Td>
                      <Table.Td>{lead.property_name}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={lead.status === 'preprofiled' ? 'agave' : 'gray'}>
                          {t(`listings.leads.statuses.${lead.status}`)}
                        </Badge>
                        {lead.tour_request_id && (
                          <Text size="xs" c="dimmed">
                            {t('listings.leads.tour')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 && (
            <Group justify="center">
              <Button
                variant="default"
                disabled={page <= 1}
                onClick={() => void navigate({ search: { ...search, page: page - 1 } })}
              >
                {t('market.results.previous')}
              </Button>
              <Text size="sm">{t('market.results.page', { page, pages })}</Text>
              <Button
                variant="default"
                disabled={page >= pages}
                onClick={() => void navigate({ search: { ...search, page: page + 1 } })}
              >
                {t('market.results.next')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
