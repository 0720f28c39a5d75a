import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { isLanguage } from '../../../lib/i18n/index.ts';
import type { SectionKey } from '../../../lib/nav.ts';
import { NotificationsPanel } from '../components/notifications-panel.tsx';

const SHORTCUTS: { key: SectionKey; to: string }[] = [
  { key: 'status', to: '/dashboard/status' },
  { key: 'chore', to: '/dashboard/maintenance/chore' },
  { key: 'rent', to: '/dashboard/performance/rent' },
  { key: 'sale', to: '/dashboard/performance/sale' },
];

export function DashboardHome() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
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
      <NotificationsPanel />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('dashboard.home.shortcuts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SHORTCUTS.map((shortcut) => (
            <Card key={shortcut.key} component={Link} to={shortcut.to} withBorder radius="lg" padding="lg">
              <Text fw={600}>{t(`sections.${shortcut.key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`sections.${shortcut.key}.description`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
