/**
 * Staff's WhatsApp delivery log (issue 19), shown on /dashboard/admin/notifications under the email
 * log: each message's notice and state in words, the number it went to, tries and Meta's last error.
 */
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useWhatsappLog } from '../api/whatsapp.ts';
import { ErrorAlert, Pager, TotalLine } from './admin-page.tsx';
import { formatDateTime } from './format.ts';

const STATUS_COLORS: Record<string, string> = {
  SENT: 'green',
  FAILED: 'red',
  QUEUED: 'yellow',
  SENDING: 'blue',
  SUPPRESSED: 'gray',
};

export function WhatsappLog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useWhatsappLog(page);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('notificationPreferences.log.title')}
        </Title>
        {log.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
        {log.isError && <ErrorAlert error={log.error} />}
        {log.data && (
          <>
            <TotalLine total={log.data.total} />
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="xs" data-testid="whatsapp-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('notificationPreferences.log.notice')}</Table.Th>
                    <Table.Th>{t('notificationPreferences.log.to')}</Table.Th>
                    <Table.Th>{t('admin.notifications.status')}</Table.Th>
                    <Table.Th>{t('admin.notifications.attempts')}</Table.Th>
                    <Table.Th>{t('admin.mail.date')}</Table.Th>
                    <Table.Th>{t('admin.notifications.lastError')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.items.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{t(`notificationPreferences.log.templates.${m.template}`)}</Table.Td>
                      <Table.Td>+{m.recipient}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[m.status] ?? 'gray'} c="dark.7" tt="none">
                          {t(`admin.notifications.statuses.${m.status}`, {
                            defaultValue: t('admin.notifications.statuses.OTHER'),
                          })}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{m.attempts}</Table.Td>
                      <Table.Td>{formatDateTime(m.sent_at ?? m.created_at, language)}</Table.Td>
                      <Table.Td>
                        <Text size="xs" c="red.8">
                          {m.last_error ?? ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager total={log.data.total} pageSize={log.data.pageSize} page={page} onChange={setPage} />
          </>
        )}
      </Stack>
    </Card>
  );
}
