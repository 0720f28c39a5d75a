import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PropertyNotification } from '@casona/proto/schemas/entities';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Type } from 'typebox';
import { useTranslation } from 'react-i18next';

import { TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { AdminPage, ErrorAlert, Pager, TotalLine } from '../components/admin-page.tsx';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import {
  useDeleteNotification,
  useEmailDeliveries,
  useNotifications,
  usePostNotification,
} from '../api/notifications.ts';
import { usePropertyOptions } from '../../../lib/api/property-options.ts';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { WhatsappLog } from '../components/whatsapp-log.tsx';

const route = getRouteApi('/dashboard/admin/dashboard/admin/notifications');

/** What staff post: proto's PropertyNotification fields a person writes. */
const NotificationPost = Type.Object({
  property_id: PropertyNotification.properties.property_id,
  en_markdown: PropertyNotification.properties.en_markdown,
  es_markdown: PropertyNotification.properties.es_markdown,
});

/**
 * /dashboard/admin/notifications: post an in-app notice to a property (Spanish and English,
 * markdown), see and delete what was posted, and the delivery log of every email sent.
 */
export function AdminNotificationsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const filter = { page, ...(search.property_id ? { property_id: search.property_id } : {}) };
  return (
    <AdminPage section="adminNotifications">
      <PostForm />
      <NotificationList
        filter={filter}
        onPage={(next) => void navigate({ search: { ...search, page: next } })}
      />
      <DeliveryLog propertyId={search.property_id} />
      <WhatsappLog />
      {search.property_id && (
        <Button variant="subtle" w="fit-content" onClick={() => void navigate({ search: {} })}>
          {t('market.filters.clear')}
        </Button>
      )}
    </AdminPage>
  );
}

function PostForm() {
  const { t } = useTranslation();
  const post = usePostNotification();
  const properties = usePropertyOptions();
  const form = useSchemaForm({
    schema: NotificationPost,
    initialValues: { property_id: '', es_markdown: '', en_markdown: '' },
    toPayload: (v) => ({
      property_id: v.property_id.trim(),
      es_markdown: v.es_markdown.trim(),
      en_markdown: v.en_markdown.trim(),
    }),
    onSubmit: (payload) => post.mutateAsync(payload),
    resetOnSuccess: true,
  });
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={form.handleSubmit} noValidate data-testid="notification-form">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('admin.notifications.postTitle')}
          </Title>
          <TextField
            binding={form.field('property_id')}
            label={t('admin.memberships.propertyId')}
            list="notification-properties"
            autoComplete="off"
            required
          />
          <datalist id="notification-properties">
            {properties.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </datalist>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextAreaField binding={form.field('es_markdown')} label={t('admin.notifications.es')} required />
            <TextAreaField binding={form.field('en_markdown')} label={t('admin.notifications.en')} required />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('admin.notifications.markdownHint')}
          </Text>
          <FormFeedback
            status={form.status}
            language={form.language}
            successText={t('admin.notifications.posted')}
          />
          <Group>
            <Button type="submit" loading={form.status.state === 'submitting'}>
              {t('admin.notifications.post')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function NotificationList({
  filter,
  onPage,
}: {
  filter: { page: number; property_id?: string };
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notifications = useNotifications(filter);
  const remove = useDeleteNotification();
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('admin.notifications.listTitle')}
        </Title>
        {remove.isError && <ErrorAlert error={remove.error} />}
        {notifications.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
        {notifications.isError && <ErrorAlert error={notifications.error} />}
        {notifications.data && (
          <>
            <TotalLine total={notifications.data.total} />
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs" data-testid="notifications-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.memberships.property')}</Table.Th>
                    <Table.Th>{t('admin.notifications.es')}</Table.Th>
                    <Table.Th>{t('admin.notifications.en')}</Table.Th>
                    <Table.Th>{t('admin.mail.date')}</Table.Th>
                    <Table.Th>{t('admin.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {notifications.data.items.map((n) => (
                    <Table.Tr key={n.id}>
                      <Table.Td>{n.property_name ?? n.property_id.slice(0, 8)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-line' }}>{n.es_markdown}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-line' }}>{n.en_markdown}</Table.Td>
                      <Table.Td>{formatDateTime(n.created_at, language)}</Table.Td>
                      <Table.Td>
                        <ConfirmButton
                          label={t('admin.delete')}
                          question={t('admin.notifications.deleteQuestion')}
                          confirmLabel={t('admin.delete')}
                          loading={remove.isPending && remove.variables === n.id}
                          onConfirm={() => remove.mutate(n.id)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              total={notifications.data.total}
              pageSize={notifications.data.pageSize}
              page={filter.page}
              onChange={onPage}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

const STATUS_COLORS: Record<string, string> = {
  SENT: 'green',
  FAILED: 'red',
  QUEUED: 'yellow',
  SENDING: 'blue',
  SUPPRESSED: 'gray',
};

function DeliveryLog({ propertyId }: { propertyId: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const deliveries = useEmailDeliveries({ page, ...(propertyId ? { property_id: propertyId } : {}) });
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('admin.notifications.deliveries')}
        </Title>
        {deliveries.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
        {deliveries.isError && <ErrorAlert error={deliveries.error} />}
        {deliveries.data && (
          <>
            <TotalLine total={deliveries.data.total} />
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="xs" data-testid="deliveries-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.notifications.template')}</Table.Th>
                    <Table.Th>{t('admin.mail.to')}</Table.Th>
                    <Table.Th>{t('admin.notifications.status')}</Table.Th>
                    <Table.Th>{t('admin.notifications.attempts')}</Table.Th>
                    <Table.Th>{t('admin.mail.date')}</Table.Th>
                    <Table.Th>{t('admin.notifications.lastError')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {deliveries.data.items.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>{d.template.replace(/_/g, ' ')}</Table.Td>
                      <Table.Td>{d.recipient}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[d.status] ?? 'gray'} c="dark.7" tt="none">
                          {t(`admin.notifications.statuses.${d.status}`, {
                            defaultValue: t('admin.notifications.statuses.OTHER'),
                          })}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{d.attempts}</Table.Td>
                      <Table.Td>{formatDateTime(d.sent_at ?? d.created_at, language)}</Table.Td>
                      <Table.Td>
                        <Text size="xs" c="red.8">
                          {d.last_error ?? ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              total={deliveries.data.total}
              pageSize={deliveries.data.pageSize}
              page={page}
              onChange={setPage}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
