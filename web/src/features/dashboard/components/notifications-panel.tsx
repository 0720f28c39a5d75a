import { Alert, Badge, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@casona/proto/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMarkNotificationRead, usePropertyNotifications } from '../api/property-notifications.ts';
import { notificationMarkdown } from '../../../lib/markdown.ts';
import { MarkdownView } from '../../../components/markdown-view.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/**
 * In-app notices of the person's properties (§3 property_notification), newest first, in their
 * language; unread ones stand out and are marked read one by one.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const notifications = usePropertyNotifications(page);
  const markRead = useMarkNotificationRead();
  const data = notifications.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="notifications-title"
      data-testid="notifications-panel"
    >
      <Title order={2} fz="lg" id="notifications-title">
        {t('notifications.title')}
      </Title>
      {notifications.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {notifications.isError && (
        <Alert color="yellow" variant="light" role="alert">
          {failureText(notifications.error, language, 'error.generic')}
        </Alert>
      )}
      {markRead.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(markRead.error, language, 'error.generic')}
        </Alert>
      )}
      {data?.items.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('notifications.empty')}
        </Text>
      )}
      {data?.items.map((notification) => (
        <Card
          key={notification.id}
          withBorder
          radius="md"
          padding="md"
          data-testid="notification"
          data-read={notification.read}
          style={
            notification.read ? undefined : { borderLeft: '4px solid var(--mantine-color-terracotta-6)' }
          }
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Group gap="xs">
                {!notification.read && (
                  <Badge size="sm" color="terracotta">
                    {t('notifications.new')}
                  </Badge>
                )}
                <Text size="sm" fw={600}>
                  {notification.property_name ?? t('common.propertyNameUnknown')}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDate(new Date(notification.created_at), language)}
                </Text>
              </Group>
            </Stack>
            {!notification.read && (
              <Button
                size="xs"
                variant="subtle"
                loading={markRead.isPending && markRead.variables === notification.id}
                onClick={() => markRead.mutate(notification.id)}
                data-testid="mark-read"
              >
                {t('notifications.markRead')}
              </Button>
            )}
          </Group>
          <MarkdownView markdown={notificationMarkdown(notification, language)} />
        </Card>
      ))}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('market.results.previous') : t('market.results.next'),
          })}
        />
      )}
    </Stack>
  );
}
