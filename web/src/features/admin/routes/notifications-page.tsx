import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PropertyNotification } from '@casona/proto/schemas/entities';
import { EMAIL_STATUSES, type EmailStatus } from '@casona/proto/notifications/entities';
import type { DeliveryView, PropertyNotificationView } from '@casona/proto/notifications/responses';
import { getRouteApi } from '@tanstack/react-router';
import { Type } from 'typebox';
import { Uuid } from '@casona/proto/validation/types';
import { useTranslation } from 'react-i18next';

import { AdminList, type Column } from '../../../components/admin-list/admin-list.tsx';
import { TextAreaField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import {
  useDeleteNotification,
  useEmailDeliveries,
  useNotifications,
  usePostNotification,
} from '../api/notifications.ts';
import { PropertyPicker } from '../../../components/property-picker/property-picker.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { DeliveryStatusBadge, WhatsappLog } from '../components/whatsapp-log.tsx';
import type { NotificationsSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/notifications');

/**
 * What staff post: proto's PropertyNotification fields a person writes. The property is picked by
 * its name, so a missing one says "choose an option" rather than describing an identifier.
 */
const NotificationPost = Type.Object({
  property_id: Uuid({ message: 'validation.enum', requiredMessage: 'validation.enum' }),
  en_markdown: PropertyNotification.properties.en_markdown,
  es_markdown: PropertyNotification.properties.es_markdown,
});

/**
 * /dashboard/admin/notifications for a given search: post an in-app notice to a property (Spanish
 * and English, markdown); the notices posted, searched on the server by their words or the
 * property's name and narrowed to one property (picked by its name, or from a row), each deleted with the type-to-confirm phrase; the
 * delivery log of every email sent (of that property, when one is chosen) and of WhatsApp messages,
 * each kept to one state chosen (the staff home's "see all" opens the failed ones).
 */
export function AdminNotifications({
  search,
  onChange,
}: {
  search: NotificationsSearch;
  onChange: (change: Partial<NotificationsSearch>) => void;
}) {
  return (
    <AdminPage section="adminNotifications">
      <PostForm propertyId={search.property_id} />
      <NotificationList search={search} onChange={onChange} />
      <DeliveryLog search={search} onChange={onChange} />
      <WhatsappLog search={search} onChange={onChange} />
    </AdminPage>
  );
}

/** /dashboard/admin/notifications: the notices' page, search and property in the address bar. */
export function AdminNotificationsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AdminNotifications
      search={search}
      onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}

/** The notice form; the property the lists are narrowed to (address bar) comes chosen. */
function PostForm({ propertyId }: { propertyId: string | undefined }) {
  const { t } = useTranslation();
  const post = usePostNotification();
  const form = useSchemaForm({
    schema: NotificationPost,
    initialValues: { property_id: propertyId ?? '', es_markdown: '', en_markdown: '' },
    toPayload: (v) => ({
      property_id: v.property_id.trim(),
      es_markdown: v.es_markdown.trim(),
      en_markdown: v.en_markdown.trim(),
    }),
    onSubmit: (payload) => post.mutateAsync(payload),
    resetOnSuccess: true,
  });
  const propertyBinding = form.field('property_id');
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={form.handleSubmit} noValidate data-testid="notification-form">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('admin.notifications.postTitle')}
          </Title>
          <PropertyPicker
            {...propertyBinding}
            onType={propertyBinding.onBlur}
            label={t('admin.memberships.property')}
            maw={520}
            required
            testId="notification-property"
          />
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
  search,
  onChange,
}: {
  search: NotificationsSearch;
  onChange: (change: Partial<NotificationsSearch>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = search.page ?? 1;
  const notifications = useNotifications({
    page,
    ...(search.property_id ? { property_id: search.property_id } : {}),
    ...(search.q ? { q: search.q } : {}),
  });
  const remove = useDeleteNotification();
  const set = (change: Partial<NotificationsSearch>) => onChange({ ...change, page: undefined });
  const columns: Column<PropertyNotificationView>[] = [
    {
      key: 'property',
      header: t('admin.memberships.property'),
      cell: (n) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{n.property_name ?? t('admin.memberships.property')}</Text>
          {!search.property_id && (
            <Button size="compact-xs" variant="subtle" onClick={() => set({ property_id: n.property_id })}>
              {t('admin.memberships.onlyThis')}
            </Button>
          )}
        </Stack>
      ),
    },
    {
      key: 'es',
      header: t('admin.notifications.es'),
      cell: (n) => <span style={{ whiteSpace: 'pre-line' }}>{n.es_markdown}</span>,
    },
    {
      key: 'en',
      header: t('admin.notifications.en'),
      cell: (n) => <span style={{ whiteSpace: 'pre-line' }}>{n.en_markdown}</span>,
    },
    {
      key: 'date',
      header: t('admin.mail.date'),
      nowrap: true,
      cell: (n) => formatDateTime(n.created_at, language),
    },
    {
      key: 'actions',
      header: t('admin.actions'),
      hideHeader: true,
      cell: (n) => (
        <TypeToConfirmButton
          label={t('admin.delete')}
          body={t('admin.notifications.deleteQuestion')}
          phrase={t('adminList.deletePhrase')}
          onConfirm={() => remove.mutateAsync(n.id)}
          testId="delete-notification"
        />
      ),
    },
  ];
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('admin.notifications.listTitle')}
        </Title>
        <AdminList
          query={notifications}
          columns={columns}
          rowKey={(n) => n.id}
          testId="notifications-table"
          rowTestId="notification-row"
          page={page}
          onPage={(next) => onChange({ page: next })}
          search={{
            value: search.q,
            onChange: (q) => set({ q }),
            placeholder: t('admin.notifications.searchHint'),
            maxLength: 200,
            testId: 'notifications-search',
          }}
          onClear={
            search.q || search.property_id ? () => set({ q: undefined, property_id: undefined }) : undefined
          }
          filters={
            <PropertyPicker
              value={search.property_id ?? ''}
              onChange={(id) => set({ property_id: id || undefined })}
              label={t('admin.notifications.ofProperty')}
              description={t('admin.notifications.ofPropertyHint')}
              testId="notifications-property"
            />
          }
          filtered={!!search.q || !!search.property_id}
          empty={t('admin.empty')}
        />
      </Stack>
    </Card>
  );
}

function DeliveryLog({
  search,
  onChange,
}: {
  search: NotificationsSearch;
  onChange: (change: Partial<NotificationsSearch>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deliveries = useEmailDeliveries({
    page: search.email_page ?? 1,
    ...(search.property_id ? { property_id: search.property_id } : {}),
    ...(search.email_status ? { status: search.email_status } : {}),
    ...(search.email_q ? { q: search.email_q } : {}),
  });
  const set = (change: Partial<NotificationsSearch>) => onChange({ ...change, email_page: undefined });
  const columns: Column<DeliveryView>[] = [
    {
      key: 'template',
      header: t('admin.notifications.template'),
      cell: (d) => d.template.replace(/_/g, ' '),
    },
    { key: 'to', header: t('admin.mail.to'), cell: (d) => d.recipient },
    {
      key: 'status',
      header: t('admin.notifications.status'),
      cell: (d) => <DeliveryStatusBadge status={d.status} />,
    },
    { key: 'attempts', header: t('admin.notifications.attempts'), align: 'right', cell: (d) => d.attempts },
    {
      key: 'date',
      header: t('admin.mail.date'),
      nowrap: true,
      cell: (d) => formatDateTime(d.sent_at ?? d.created_at, language),
    },
    {
      key: 'error',
      header: t('admin.notifications.lastError'),
      cell: (d) => (
        <Text size="xs" c="red.8">
          {d.last_error ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('admin.notifications.deliveries')}
        </Title>
        <AdminList
          query={deliveries}
          columns={columns}
          rowKey={(d) => d.id}
          testId="deliveries-table"
          minWidth={860}
          page={search.email_page ?? 1}
          onPage={(next) => onChange({ email_page: next })}
          search={{
            value: search.email_q,
            onChange: (q) => set({ email_q: q }),
            label: t('admin.notifications.deliveriesSearch'),
            placeholder: t('admin.notifications.deliveriesSearchHint'),
            maxLength: 200,
            testId: 'deliveries-search',
          }}
          filters={
            <NativeSelect
              label={t('admin.notifications.status')}
              value={search.email_status ?? ''}
              onChange={(e) =>
                set({ email_status: (e.currentTarget.value || undefined) as EmailStatus | undefined })
              }
              data={[
                { value: '', label: t('admin.notifications.anyStatus') },
                ...EMAIL_STATUSES.map((s) => ({ value: s, label: t(`admin.notifications.statuses.${s}`) })),
              ]}
              data-testid="deliveries-status"
            />
          }
          filtered={!!search.property_id || !!search.email_q || !!search.email_status}
          empty={t('admin.empty')}
        />
      </Stack>
    </Card>
  );
}
