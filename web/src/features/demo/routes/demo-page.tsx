import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { SectionPlaceholder } from '../components/section-placeholder.tsx';
import type { SectionKey } from '../../../lib/nav.ts';

const DEMO_LINKS: { to: string; key: SectionKey }[] = [
  { to: '/demo', key: 'home' },
  { to: '/demo/status', key: 'status' },
  { to: '/demo/ally', key: 'ally' },
  { to: '/demo/maintenance/chore', key: 'chore' },
  { to: '/demo/maintenance/report', key: 'report' },
  { to: '/demo/performance/rent', key: 'rent' },
  { to: '/demo/performance/sale', key: 'sale' },
];

/** Public demo versions of the dashboard sections (spec §2 /demo…). */
export function DemoPage() {
  const { t } = useTranslation();
  const section =
    useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.section }) ?? 'home';
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Text ff="heading" fw={700} fz={{ base: 22, md: 26 }}>
            {t('demo.title')}
          </Text>
          <Text c="dimmed">{t('demo.intro')}</Text>
        </Stack>
        <Group gap="xs" component="nav" aria-label={t('demo.title')}>
          {DEMO_LINKS.map((link) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              size="xs"
              variant={link.key === section ? 'filled' : 'default'}
              aria-current={link.key === section ? 'page' : undefined}
            >
              {t(`sections.${link.key}.title`)}
            </Button>
          ))}
        </Group>
        <SectionPlaceholder section={section} />
      </Stack>
    </Container>
  );
}
