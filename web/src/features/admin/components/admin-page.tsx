import { Alert, Pagination, Stack, Text, Title } from '@mantine/core';
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

/** Page numbers of a `{ total, pageSize }` list; hidden when everything fits on one page. */
export function Pager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t('market.results.previous') : t('market.results.next'),
      })}
      getItemProps={(item) => ({ 'aria-label': t('admin.page', { page: item }) })}
    />
  );
}

/** "12 results" under a list. */
export function TotalLine({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="admin-total">
      {t('admin.total', { count: total })}
    </Text>
  );
}
