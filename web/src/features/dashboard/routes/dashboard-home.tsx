import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { NotificationsPanel } from '../components/notifications-panel.tsx';
import { StaleFeeds } from '../components/stale-feeds.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

export function DashboardHome() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('dashboard.title'));
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {formatDate(new Date(), language)}
        </Text>
        <Title order={1}>{t('dashboard.home.greeting')}</Title>
        <Text c="dimmed">{t('dashboard.home.intro')}</Text>
      </Stack>
      <StaleFeeds />
      <NotificationsPanel />
    </Stack>
  );
}
