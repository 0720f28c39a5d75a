/**
 * Staff's WhatsApp delivery log (issue 19), shown on /dashboard/admin/notifications under the email
 * log: each message's notice and state in words, the number it went to, tries and Meta's last error.
 * Its page and the state chosen live in the address bar (whatsapp_page, whatsapp_status) and go to
 * the server as ?page=&status=, so the staff home's failed messages open listed by themselves.
 */
import { Badge, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  WHATSAPP_STATUSES,
  type WhatsappDeliveryView,
  type WhatsappStatus,
} from '@casona/proto/notifications/preferences';
import { useTranslation } from 'react-i18next';

import { AdminList, type Column } from '../../../components/admin-list/admin-list.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useWhatsappLog } from '../api/whatsapp.ts';
import type { NotificationsSearch } from '../routes.ts';
import { formatDateTime } from './format.ts';

const STATUS_COLORS: Record<string, string> = {
  SENT: 'green',
  FAILED: 'red',
  QUEUED: 'yellow',
  SENDING: 'blue',
  SUPPRESSED: 'gray',
};

/** A delivery's state (email or WhatsApp) in words, coloured by how it went. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} c="dark.7" tt="none">
      {t(`admin.notifications.statuses.${status}`, {
        defaultValue: t('admin.notifications.statuses.OTHER'),
      })}
    </Badge>
  );
}

export function WhatsappLog({
  search,
  onChange,
}: {
  search: NotificationsSearch;
  onChange: (change: Partial<NotificationsSearch>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const log = useWhatsappLog({
    page: search.whatsapp_page ?? 1,
    ...(search.whatsapp_status ? { status: search.whatsapp_status } : {}),
  });
  const set = (change: Partial<NotificationsSearch>) => onChange({ ...change, whatsapp_page: undefined });
  const columns: Column<WhatsappDeliveryView>[] = [
    {
      key: 'notice',
      header: t('notificationPreferences.log.notice'),
      cell: (m) => t(`notificationPreferences.log.templates.${m.template}`),
    },
    { key: 'to', header: t('notificationPreferences.log.to'), nowrap: true, cell: (m) => `+${m.recipient}` },
    {
      key: 'status',
      header: t('admin.notifications.status'),
      cell: (m) => <DeliveryStatusBadge status={m.status} />,
    },
    { key: 'attempts', header: t('admin.notifications.attempts'), align: 'right', cell: (m) => m.attempts },
    {
      key: 'date',
      header: t('admin.mail.date'),
      nowrap: true,
      cell: (m) => formatDateTime(m.sent_at ?? m.created_at, language),
    },
    {
      key: 'error',
      header: t('admin.notifications.lastError'),
      cell: (m) => (
        <Text size="xs" c="red.8">
          {m.last_error ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('notificationPreferences.log.title')}
        </Title>
        <AdminList
          query={log}
          columns={columns}
          rowKey={(m) => m.id}
          testId="whatsapp-table"
          minWidth={860}
          page={search.whatsapp_page ?? 1}
          onPage={(next) => onChange({ whatsapp_page: next })}
          filters={
            <NativeSelect
              label={t('admin.notifications.status')}
              value={search.whatsapp_status ?? ''}
              onChange={(e) =>
                set({ whatsapp_status: (e.currentTarget.value || undefined) as WhatsappStatus | undefined })
              }
              data={[
                { value: '', label: t('admin.notifications.anyStatus') },
                ...WHATSAPP_STATUSES.map((s) => ({
                  value: s,
                  label: t(`admin.notifications.statuses.${s}`),
                })),
              ]}
              data-testid="whatsapp-status"
            />
          }
          filtered={!!search.whatsapp_status}
          empty={t('admin.empty')}
        />
      </Stack>
    </Card>
  );
}
