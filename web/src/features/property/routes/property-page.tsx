import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { isLanguage } from '../../../lib/i18n/index.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { usePropertyDisplay } from '../api/get-property.ts';

const route = getRouteApi('/public/property/$id');

/** Public property page: details and the three actions (tour request, manage request, Airbnb). */
export function PropertyPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const { id } = route.useParams();
  const query = usePropertyDisplay(id);
  const property = query.data;
  useDocumentTitle(property?.name ?? t('property.title'));
  const description = property?.description?.[language === 'es' ? 'ES' : 'EN'];
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/market" size="sm">
          ← {t('property.backToMarket')}
        </Anchor>
        {query.isPending && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text>{t('property.loading')}</Text>
          </Group>
        )}
        {query.isError && (
          <Stack>
            <Title order={1} fz={32}>
              {t('property.errorTitle')}
            </Title>
            <Alert color="red" variant="light" role="alert" data-testid="property-error">
              {query.error instanceof ApiError && query.error.status === 404
                ? message('property.notFound')
                : query.error instanceof ApiError
                  ? query.error.message
                  : message('error.generic')}
            </Alert>
          </Stack>
        )}
        {property && (
          <Stack gap="lg">
            <Group gap="sm">
              <Title order={1}>{description?.heroTitle || property.name}</Title>
              {property.label !== 'NONE' && <Badge>{t(`market.labels.${property.label}`)}</Badge>}
            </Group>
            <Text c="dimmed">
              {t(`market.types.${property.type}`)} · {property.city}, {property.state}
            </Text>
            <Text ff="heading" fz={32} fw={700}>
              {formatMoney(property.price, 'MXN', language, { cents: false })}
            </Text>
            {property.img_urls.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {property.img_urls.slice(0, 6).map((url, index) => (
                  <Image
                    key={url}
                    src={url}
                    alt={`${property.name} ${index + 1}`}
                    radius="md"
                    h={220}
                    fit="cover"
                  />
                ))}
              </SimpleGrid>
            )}
            <Text>
              {t('market.results.bedrooms', { count: property.bedrooms })} ·{' '}
              {t('market.results.bathrooms', { count: property.bathrooms })} ·{' '}
              {t('market.results.area', { area: formatNumber(property.built_area, language) })}
            </Text>
            {description?.heroDescription && <Text>{description.heroDescription}</Text>}
            <Group>
              <ButtonLink to="/tour_request" search={{ property_id: property.id }}>
                {t('property.tour')}
              </ButtonLink>
              <ButtonLink to="/lead" search={{ property_id: property.id }} variant="default">
                {t('property.manage')}
              </ButtonLink>
            </Group>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
