import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import type { MarketCard } from '../../../lib/api/contracts.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { usePriceM2Median } from '../api/get-price-m2.ts';
import { FavouriteButton } from '../../../components/favourites/favourite-button.tsx';
import { PhotosSoon } from '../../../components/photos-soon.tsx';

/** Infonavit / Cofinavit as people write them (the programs are proper names, the same in es and en). */
const programName = (program: string) => program.charAt(0) + program.slice(1).toLowerCase();

/** The home's price per m² of built area and, beside it, its municipality's median when there is one. */
function PricePerM2({ property }: { property: MarketCard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const median = usePriceM2Median({ state: property.state, city: property.city });
  if (!(property.built_area > 0)) return null;
  const own = Math.round(property.price / property.built_area);
  const area = median.data;
  return (
    <Text size="sm" data-testid="market-card-price-m2">
      {t('market.results.priceM2', { amount: formatMoney(own, 'MXN', language, { cents: false }) })}
      {area && area.median_price_m2 !== null && (
        <Text span size="sm" c="dimmed" data-testid="market-card-median-m2">
          {' · '}
          {t('market.results.medianM2', {
            city: property.city,
            amount: formatMoney(area.median_price_m2, 'MXN', language, { cents: false }),
            count: area.count,
          })}
        </Text>
      )}
    </Text>
  );
}

/** One result of the marketplace: photo (or "Fotos próximamente"), price in MXN and USD, the main figures. */
export function PropertyCard({ property, utmSource }: { property: MarketCard; utmSource?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `property-${property.id}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-labelledby={titleId}
      data-testid="market-card"
      style={{ overflow: 'hidden' }}
    >
      {property.image_url ? (
        <Image src={property.image_url} alt="" h={180} fit="cover" loading="lazy" />
      ) : (
        <PhotosSoon />
      )}
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" id={titleId} lineClamp={2}>
            <Link
              to="/property/$id"
              params={{ id: property.slug || property.id }}
              search={utmSource ? { utm_source: utmSource } : {}}
              className="casona-card-link"
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {property.name}
            </Link>
          </Title>
          {property.label !== 'NONE' && (
            <Badge variant="light" data-testid="market-card-label" style={{ flexShrink: 0 }}>
              {t(`market.labels.${property.label}`)}
            </Badge>
          )}
          <FavouriteButton propertyId={property.id} name={property.name} />
        </Group>
        {property.credit_eligible && property.credit_programs.length > 0 && (
          <Group gap={6}>
            <Badge
              color="agave"
              variant="light"
              data-testid="market-card-credit"
              title={t('market.credit.badgeTitle', {
                programs: property.credit_programs.map(programName).join(' / '),
              })}
            >
              {t('market.credit.badge')} {property.credit_programs.map(programName).join(' / ')}
            </Badge>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {t(`market.types.${property.type}`)} · {property.city}, {property.state}
        </Text>
        <Group gap="xs" align="baseline">
          <Text ff="heading" fz={24} fw={700} data-testid="market-card-price">
            {formatMoney(property.price, 'MXN', language, { cents: false })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('listings.market.usd', {
              amount: formatMoney(property.price_usd, 'USD', language, { cents: false }),
            })}
          </Text>
        </Group>
        <PricePerM2 property={property} />
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
      </Stack>
    </Card>
  );
}
