import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { SectionKey } from '../../../lib/nav.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** The frame of an admin page: its title and description from the sections catalogue. */
export function AdminPage({ section, children }: { section: SectionKey; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={1180}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(`sections.${section}.description`)}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** An error answer, in the server's words (its message is already in the interface language). */
export function ErrorAlert({ error, testId }: { error: unknown; testId?: string }) {
  const language = useLanguage();
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId ?? 'admin-error'}>
      {failureText(error, language, 'error.generic')}
    </Alert>
  );
}
