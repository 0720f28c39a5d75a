import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SavedSearch } from '@casona/proto';

import { ButtonLink } from '../../../components/button-link.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslate } from '../../../lib/i18n/translate.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../../../components/saved-searches/api.ts';
import { describeSearch } from '../../../components/saved-searches/describe.ts';

/**
 * /dashboard/saved_searches (issue 16): the person's saved searches, each described in words, when
 * it was saved and last alerted, a link to its results on /market and a delete that stops its alerts
 * once the search's name is typed (type-to-confirm, spec §5).
 */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const tr = useTranslate();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [deleted, setDeleted] = useState<string | null>(null);
  useDocumentTitle(t('sections.savedSearches.title'));
  const onDelete = async (search: SavedSearch) => {
    setDeleted(null);
    await remove.mutateAsync(search.id);
    setDeleted(search.name);
  };
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.savedSearches.title')}</Title>
        <Text c="dimmed">{t('sections.savedSearches.description')}</Text>
      </Stack>
      {deleted && (
        <Alert variant="light" color="gray" role="status" data-testid="saved-search-deleted">
          {t('savedSearches.deleted', { name: deleted })}
        </Alert>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(remove.error, language, 'error.generic')}
        </Alert>
      )}
      {searches.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {searches.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(searches.error, language, 'error.generic')}
        </Alert>
      )}
      {searches.data?.items.length === 0 && (
        <Alert variant="light" color="gray" data-testid="saved-searches-empty">
          <Stack gap="sm" align="flex-start">
            <Text>{t('savedSearches.empty')}</Text>
            <ButtonLink to="/market" variant="light">
              {t('savedSearches.browse')}
            </ButtonLink>
          </Stack>
        </Alert>
      )}
      {searches.data && searches.data.items.length > 0 && (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="saved-searches">
          {searches.data.items.map((search) => (
            <Card key={search.id} withBorder radius="md" padding="md" component="li">
              <Stack gap={6}>
                <Title order={2} fz="lg">
                  {search.name}
                </Title>
                <Text>{describeSearch(search.query, tr, language)}</Text>
                <Text size="sm" c="dimmed">
                  {t('savedSearches.createdOn', { date: formatDate(search.created_at, language) })}
                  {' · '}
                  {search.last_alerted_at
                    ? t('savedSearches.lastAlert', { date: formatDate(search.last_alerted_at, language) })
                    : t('savedSearches.noAlertYet')}
                </Text>
                <Group gap="sm" mt={4}>
                  <ButtonLink to="/market" search={search.query as never} variant="light" size="xs">
                    {t('savedSearches.seeResults')}
                  </ButtonLink>
                  <TypeToConfirmButton
                    label={t('savedSearches.deleteLabel')}
                    aria-label={t('savedSearches.delete', { name: search.name })}
                    title={t('savedSearches.delete', { name: search.name })}
                    body={t('savedSearches.deleteBody', { name: search.name })}
                    phrase={search.name}
                    loading={remove.isPending && remove.variables === search.id}
                    onConfirm={() => onDelete(search)}
                    testId="saved-search-delete"
                  />
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
