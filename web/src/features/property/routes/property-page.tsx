import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { ButtonLink } from '../../../components/button-link.tsx';
import { SurroundingsMap } from '../../../components/map/lazy-maps.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { surroundingsCenter } from '../../../lib/geo/cluster.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { formatMoney } from '../../../lib/money.ts';
import { FavouriteButton } from '../../../components/favourites/favourite-button.tsx';
import { usePropertyDisplay } from '../api/get-property-display.ts';
import { ContactShare } from '../components/contact-share.tsx';
import { CreditEligibility } from '../components/credit-eligibility.tsx';
import { Gallery } from '../components/gallery.tsx';
import { ManageRequest } from '../components/manage-request.tsx';
import { MortgageEstimate } from '../components/mortgage-estimate.tsx';
import { Amenities, Earnings, Facts, Floors, Insights, Section } from '../components/property-sections.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/public/property/$id');

/**
 * The QR image from the host this page was opened on: the API's absolute link names the configured
 * public address, which another host or port (a phone on the LAN, a second instance) cannot reach.
 */
function sameOrigin(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** Public property page: details, photos, surroundings, earnings and the §2 actions. */
export function PropertyPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const { id } = route.useParams();
  const { utm_source } = route.useSearch();
  const query = usePropertyDisplay(id, utm_source);
  const property = query.data;
  useDocumentTitle(property?.name ?? t('property.title'));
  const description = property?.description?.[language === 'es' ? 'ES' : 'EN'];
  const center = useMemo(
    () =>
      property && property.latitude !== null && property.longitude !== null
        ? surroundingsCenter(property.id, { latitude: property.latitude, longitude: property.longitude })
        : null,
    [property],
  );
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <AnchorLink to="/market" size="sm">
          ← {t('property.backToMarket')}
        </AnchorLink>
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
          <Stack gap="xl">
            <Stack gap="xs">
              <Group gap="sm">
                <Title order={1} data-testid="property-title">
                  {description?.heroTitle || property.name}
                </Title>
                {property.label !== 'NONE' && <Badge size="lg">{t(`market.labels.${property.label}`)}</Badge>}
                <FavouriteButton propertyId={property.id} name={property.name} />
              </Group>
              <Text c="dimmed">
                {description?.heroTitle ? `${property.name} · ` : ''}
                {t(`market.types.${property.type}`)} · {property.city}, {property.state}
              </Text>
            </Stack>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Gallery images={property.images} name={property.name} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Card
                  withBorder
                  radius="lg"
                  padding="lg"
                  component="aside"
                  aria-label={t('listings.property.actions')}
                >
                  <Stack gap="sm">
                    <Text ff="heading" fz={32} fw={700} data-testid="property-price">
                      {formatMoney(property.price, 'MXN', language, { cents: false })}
                    </Text>
                    <Text c="dimmed" size="sm" data-testid="property-price-usd">
                      {t('property.usd', {
                        amount: formatMoney(property.price_usd, 'USD', language, { cents: false }),
                      })}
                    </Text>
                    <ContactShare
                      name={property.name}
                      slug={property.slug || property.id}
                      language={language}
                    />
                    <ButtonLink
                      to="/tour_request"
                      search={{ property_id: property.id }}
                      data-testid="tour-request"
                    >
                      {t('property.tour')}
                    </ButtonLink>
                    <ManageRequest propertyId={property.id} propertyName={property.name} />
                    {property.main_airbnb_listing_url && (
                      <Button
                        component="a"
                        href={property.main_airbnb_listing_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="light"
                        data-testid="airbnb-link"
                      >
                        {t('property.airbnb')}
                      </Button>
                    )}
                    <AnchorLink to="/lead" search={{ property_id: property.id }} size="sm">
                      {t('listings.property.moreInfo')}
                    </AnchorLink>
                    <Stack gap={4} align="center" pt="sm">
                      <Image
                        src={sameOrigin(property.qr_url)}
                        alt={t('listings.property.qrAlt', { name: property.name })}
                        w={144}
                        h={144}
                        data-testid="property-qr"
                      />
                      <Anchor
                        href={sameOrigin(property.qr_url)}
                        download={`${property.slug}-qr.svg`}
                        size="xs"
                      >
                        {t('listings.property.qrDownload')}
                      </Anchor>
                    </Stack>
                  </Stack>
                </Card>
              </Grid.Col>
            </Grid>
            {description?.heroDescription && <Text size="lg">{description.heroDescription}</Text>}
            <Facts property={property} language={language} />
            <Earnings
              property={property}
              language={language}
              {...(description?.earningsTitle ? { title: description.earningsTitle } : {})}
              {...(description?.earningsParagraph ? { paragraph: description.earningsParagraph } : {})}
            />
            <Floors property={property} />
            <Amenities
              property={property}
              language={language}
              {...(description?.amenitiesTitle ? { title: description.amenitiesTitle } : {})}
              {...(description?.amenitiesParagraph ? { paragraph: description.amenitiesParagraph } : {})}
            />
            <Insights property={property} language={language} />
            <CreditEligibility propertyId={property.id} />
            <MortgageEstimate price={property.price} language={language} />
            <Section
              title={description?.locationTitle || t('listings.property.locationTitle')}
              testId="property-location"
            >
              {description?.locationParagraph && <Text>{description.locationParagraph}</Text>}
              <Text c="dimmed">
                {[property.street, property.city, property.state, property.zip].filter(Boolean).join(', ')}
              </Text>
              {center && (
                <>
                  <SurroundingsMap
                    center={center}
                    label={t('listings.property.mapLabel', { name: property.name })}
                  />
                  <Text size="xs" c="dimmed">
                    {t('listings.property.mapNote')}
                  </Text>
                </>
              )}
            </Section>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
