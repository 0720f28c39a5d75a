import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';

import type { Property } from '../../../lib/api/contracts.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { isLanguage } from '../../../lib/i18n/index.ts';

export function PropertyCard({ property }: { property: Property }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const image = property.img_urls[0];
  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-labelledby={`property-${property.id}`}>
      {image ? (
        <Image src={image} alt="" h={180} fit="cover" />
      ) : (
        <div style={{ height: 180, background: 'linear-gradient(135deg, #f7e2d7, #faf6f1)' }} aria-hidden />
      )}
      <Stack gap={6} p="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="lg" id={`property-${property.id}`} lineClamp={1}>
            {property.name}
          </Title>
          {property.label !== 'NONE' && <Badge variant="light">{t(`market.labels.${property.label}`)}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`market.types.${property.type}`)} · {property.city}, {property.state}
        </Text>
        <Text ff="heading" fz={24} fw={700}>
          {formatMoney(property.price, 'MXN', language, { cents: false })}
        </Text>
        <Text size="sm">
          {t('market.results.bedrooms', { count: property.bedrooms })} ·{' '}
          {t('market.results.bathrooms', { count: property.bathrooms })} ·{' '}
          {t('market.results.area', { area: formatNumber(property.built_area, language) })}
        </Text>
        {property.cap_rate !== null && (
          <Text size="sm" c="agave.9" fw={600}>
            {t('market.results.capRate', { rate: formatNumber(property.cap_rate * 100, language) })}
          </Text>
        )}
        <ButtonLink to="/property/$id" params={{ id: property.id }} variant="light" mt="xs">
          {t('market.results.see')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
