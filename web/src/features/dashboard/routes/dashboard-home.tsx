import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { NotificationsPanel } from '../components/notifications-panel.tsx';
import { StaleFeeds } from '../components/stale-feeds.tsx';
import { StaffHome } from '../components/staff-home.tsx';
import { useSession } from '../../../components/use-session.ts';
import { useProfile } from '../api/profile.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

export function DashboardHome() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('dashboard.title'));
  // Greeted by the first word of their name once the profile is read (issue 16 item 5).
  const name = useProfile().data?.name?.trim().split(/\s+/)[0];
  // Staff land on what needs attention today (issue 19); the owner's cards follow.
  const staff = Boolean(useSession()?.role);
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {formatDate(new Date(), language)}
        </Text>
        <Title order={1} data-testid="greeting">
          {name ? t('dashboard.home.greetingName', { name }) : t('dashboard.home.greeting')}
        </Title>
        <Text c="dimmed">{t('dashboard.home.intro')}</Text>
      </Stack>
      {staff && <StaffHome />}
      <StaleFeeds />
      <NotificationsPanel />
    </Stack>
  );
}
