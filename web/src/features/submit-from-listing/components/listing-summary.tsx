import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { IntakeEstimate, ListingDetails } from '@casona/proto/appraisal/intake';
import { translate } from '@casona/proto/i18n/translate';
import type { MessageKey } from '@casona/proto/i18n/messages';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text c={value === null ? 'dimmed' : undefined} fs={value === null ? 'italic' : undefined}>
        {value ?? t('intake.found.notFound')}
      </Text>
    </Stack>
  );
}

/** What the listing gave and what we estimate from it, in words (no codes). */
export function ListingSummary({
  found,
  estimate,
}: {
  found: ListingDetails;
  estimate: IntakeEstimate | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (n: number | null) => (n === null ? null : formatNumber(n, language));
  const money = (n: number) => formatMoney(n, 'MXN', language, { cents: false });
  const percent = (n: number) => `${Math.round(n * 100)} %`;
  const anything = Object.entries(found).some(
    ([key, value]) => key !== 'room_id' && value !== null && !(Array.isArray(value) && value.length === 0),
  );
  return (
    <Stack gap="md">
      {anything && (
        <Card withBorder radius="lg" padding="lg" data-testid="intake-found">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('intake.found.title')}
            </Title>
            {found.title && (
              <Text fw={600} data-testid="intake-found-title">
                {found.title}
              </Text>
            )}
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure
                testId="found-room-type"
                label={t('intake.found.roomType')}
                value={found.room_type ? t(`intake.roomTypes.${found.room_type}`) : null}
              />
              <Figure testId="found-guests" label={t('intake.found.guests')} value={count(found.guests)} />
              <Figure
                testId="found-bedrooms"
                label={t('intake.found.bedrooms')}
                value={count(found.bedrooms)}
              />
              <Figure testId="found-beds" label={t('intake.found.beds')} value={count(found.beds)} />
              <Figure
                testId="found-bathrooms"
                label={t('intake.found.bathrooms')}
                value={count(found.bathrooms)}
              />
              <Figure
                testId="found-rating"
                label={t('intake.found.rating')}
                value={
                  found.rating === null
                    ? null
                    : t('intake.found.ratingValue', {
                        rating: formatNumber(found.rating, language),
                        count: formatNumber(found.review_count ?? 0, language),
                      })
                }
              />
              <Figure
                testId="found-location"
                label={t('intake.found.location')}
                value={found.latitude !== null ? t('intake.found.locationFound') : null}
              />
              <Figure
                testId="found-photos"
                label={t('intake.found.photos')}
                value={
                  found.photos.length > 0
                    ? t('intake.found.photosCount', { count: found.photos.length })
                    : null
                }
              />
            </SimpleGrid>
            {found.amenities.length > 0 && (
              <Stack gap={4}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('intake.found.amenities')}
                </Text>
                <Group gap={6} data-testid="found-amenities">
                  {found.amenities.slice(0, 24).map((a) => (
                    <Badge key={a} variant="light" color="gray" tt="none">
                      {a}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
          </Stack>
        </Card>
      )}
      {estimate && (
        <Card withBorder radius="lg" padding="lg" data-testid="intake-estimate">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('intake.estimate.title')}
            </Title>
            {estimate.unavailable ? (
              <Text c="dimmed" data-testid="intake-no-estimate">
                {translate(estimate.unavailable as MessageKey, language)}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {estimate.adr && (
                  <Figure
                    testId="estimate-adr"
                    label={t('intake.estimate.adr')}
                    value={t('intake.estimate.range', {
                      low: money(estimate.adr.low),
                      high: money(estimate.adr.high),
                    })}
                  />
                )}
                {estimate.occupancy && (
                  <Figure
                    testId="estimate-occupancy"
                    label={t('intake.estimate.occupancy')}
                    value={t('intake.estimate.range', {
                      low: percent(estimate.occupancy.low),
                      high: percent(estimate.occupancy.high),
                    })}
                  />
                )}
                {estimate.monthly_earnings && (
                  <Figure
                    testId="estimate-earnings"
                    label={t('intake.estimate.earnings')}
                    value={t('intake.estimate.range', {
                      low: money(estimate.monthly_earnings.low),
                      high: money(estimate.monthly_earnings.high),
                    })}
                  />
                )}
                {estimate.suggested_price !== null && (
                  <Figure
                    testId="estimate-price"
                    label={t('intake.estimate.price')}
                    value={`${money(estimate.suggested_price)}${
                      estimate.min_price !== null && estimate.max_price !== null
                        ? ` (${t('intake.estimate.range', { low: money(estimate.min_price), high: money(estimate.max_price) })})`
                        : ''
                    }`}
                  />
                )}
              </SimpleGrid>
            )}
            {estimate.appraisal_id && (
              <AnchorLink
                to="/appraisal/$id"
                params={{ id: estimate.appraisal_id }}
                target="_blank"
                data-testid="intake-appraisal-link"
              >
                {t('intake.estimate.openAppraisal')}
              </AnchorLink>
            )}
            {estimate.assumed_built_area !== null && (
              <Text size="sm" c="dimmed" data-testid="intake-assumed-area">
                {t('intake.estimate.assumedArea', {
                  area: formatNumber(estimate.assumed_built_area, language),
                })}
              </Text>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
