import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { PropertyCard } from '../components/property-card.tsx';
import { useFavourites } from '../../../components/favourites/api.ts';

/**
 * /dashboard/favourites (issue 16): the homes the signed-in person kept from the marketplace, still
 * published, newest first — the same cards as /market, whose heart takes one off the list.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const favourites = useFavourites(true);
  useDocumentTitle(t('sections.favourites.title'));
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.favourites.title')}</Title>
        <Text c="dimmed">{t('sections.favourites.description')}</Text>
      </Stack>
      {favourites.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {favourites.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(favourites.error, language, 'error.generic')}
        </Alert>
      )}
      {favourites.data?.items.length === 0 && (
        <Alert variant="light" color="gray" data-testid="favourites-empty">
          <Stack gap="sm" align="flex-start">
            <Text>{t('market.favourite.empty')}</Text>
            <ButtonLink to="/market" variant="light">
              {t('market.favourite.browse')}
            </ButtonLink>
          </Stack>
        </Alert>
      )}
      {favourites.data && favourites.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="favourites">
          {favourites.data.items.map((favourite) => (
            <Stack key={favourite.property.id} gap={4}>
              <PropertyCard property={favourite.property} utmSource="favourites" />
              <Text size="sm" c="dimmed">
                {t('market.favourite.savedOn', { date: formatDate(favourite.saved_at, language) })}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
