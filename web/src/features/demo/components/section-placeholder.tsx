import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { SectionKey } from '../../../lib/nav.ts';

/**
 * A demo section whose sample data arrives with a later service: its title, what it will do, and
 * an honest "coming soon" instead of invented data.
 */
export function SectionPlaceholder({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={6}>
        <Badge variant="light" color="agave" w="fit-content">
          {t('demo.badge')}
        </Badge>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {t(`sections.${section}.description`)}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="lg" bg="var(--casona-sand)">
        <Text fw={600}>{t('sections.soonTitle')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('demo.soon')}
        </Text>
      </Card>
    </Stack>
  );
}
