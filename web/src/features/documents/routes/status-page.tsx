import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useFileStatus } from '../api/documents.ts';
import { StatusCard } from '../components/status-card.tsx';
import type { StatusSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/dashboard/status');

/**
 * /dashboard/status (?property_id, property_file_id, renewal): for each property the person may
 * see (staff: every property), the checklist of required files with an upload in place, the
 * contracts' renewal answer (the renewal email's link opens it on its contract), the funnel stage
 * in plain words and the deadline calendar.
 */
export function StatusPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const go = useCallback((next: StatusSearch) => void navigate({ search: next }), [navigate]);
  return <StatusScreen search={search} navigate={go} />;
}

/** The page's content for any route that reads the same search params (the public demo's /demo/status too). */
export function StatusScreen({
  search,
  navigate,
}: {
  search: StatusSearch;
  navigate: (next: StatusSearch) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Every property for the selector; the chosen one (or all) for the cards.
  const all = useFileStatus();
  const chosen = useFileStatus(search.property_id);
  const shown = search.property_id ? chosen : all;
  useDocumentTitle(t('sections.documentStatus.title'));
  const options = all.data?.items ?? [];
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.documentStatus.title')}</Title>
        <Text c="dimmed">{t('sections.documentStatus.description')}</Text>
      </Stack>
      {options.length > 1 && (
        <NativeSelect
          label={t('documents.chooseProperty')}
          maw={420}
          value={search.property_id ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            navigate(value ? { property_id: value } : {});
          }}
          data={[
            { value: '', label: t('documents.allProperties') },
            ...options.map((s) => ({
              value: s.property_id,
              label: s.property_name ?? t('documents.chooseProperty'),
            })),
          ]}
          data-testid="status-property"
        />
      )}
      {shown.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {shown.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="status-error">
          {failureText(shown.error, language, 'error.generic')}
        </Alert>
      )}
      {shown.data?.items.length === 0 && (
        <Alert variant="light" color="gray" data-testid="status-empty">
          {t('documents.noProperties')}
        </Alert>
      )}
      {shown.data?.items.map((status) => (
        <StatusCard key={status.property_id} status={status} search={search} />
      ))}
    </Stack>
  );
}
