/**
 * Staff's WhatsApp delivery log (issue 19), shown on /dashboard/admin/notifications under the email
 * log: each message's notice and state in words, the number it went to, tries and Meta's last error.
 */
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { WhatsappDeliveryView } from '@casona/proto/notifications/preferences';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminList, type Column } from '../../../components/admin-list/admin-list.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useWhatsappLog } from '../api/whatsapp.ts';
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

export function WhatsappLog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useWhatsappLog(page);
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
          page={page}
          onPage={setPage}
          empty={t('admin.empty')}
        />
      </Stack>
    </Card>
  );
}
