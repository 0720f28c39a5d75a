import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { BUDGET_RANGES, TIME_TO_BUY_RANGES, type TourReviewAspect } from '@casona/proto/enums';
import type { PropertyTourView } from '@casona/proto/listings/responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { Pager } from '../../../components/pager.tsx';
import { intlLocale } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { usePropertyTours } from '../api/sale.ts';
import { tourStage, type TourStage } from '../sale.ts';

const STAGE_COLOUR: Record<TourStage, string> = {
  upcoming: 'blue',
  awaitingReview: 'gray',
  reviewed: 'agave',
};

function Tour({ tour, when, now }: { tour: PropertyTourView; when: Intl.DateTimeFormat; now: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stage = tourStage(tour, now);
  const review = tour.review;
  const aspects = (list: readonly TourReviewAspect[]) =>
    list.length === 0
      ? t('performance.sale.tours.nothing')
      : list.map((a) => t(`tours.review.aspects.${a}`)).join(', ');
  return (
    <Card withBorder padding="sm" component="li" data-testid="sale-tour">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{when.format(new Date(tour.tour_time))}</Text>
          <Badge variant="light" color={STAGE_COLOUR[stage]} c="dark.7" data-testid={`sale-tour-${stage}`}>
            {t(`performance.sale.tours.${stage}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('performance.sale.tours.answers', {
            profile: t(`tours.request.buyerProfiles.${tour.buyer_profile}`),
            budget: BUDGET_RANGES.find((r) => r.code === tour.budget)?.label[language] ?? '',
            payment: t(`tours.request.creditOptions.${tour.credit_option}`),
            time: TIME_TO_BUY_RANGES.find((r) => r.code === tour.time_to_buy)?.label[language] ?? '',
          })}
        </Text>
        {review && (
          <Stack gap={2} data-testid="sale-tour-review">
            <Text size="sm">
              {t('performance.sale.tours.scores', {
                property: review.property_score,
                guide: review.tour_guide_score,
              })}
            </Text>
            <Text size="sm">
              {t('performance.sale.tours.liked', { aspects: aspects(review.liked) })} ·{' '}
              {t('performance.sale.tours.disliked', { aspects: aspects(review.disliked) })}
            </Text>
            <Text size="sm">
              {t('performance.sale.tours.decision', {
                answer: t(`tours.review.selfDescriptions.${review.self_description}`),
              })}
            </Text>
            {review.comment && (
              <Text size="sm" fs="italic">
                “{review.comment}”
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The property's tours on its sale page (§3 tour_request and tour_review, §6 tour review read): when
 * each is or was, what the buyer answered on the tour form and their review once sent. Who the
 * buyer is stays on the leads page, for the labels that read leads.
 */
export function ToursCard({ propertyId, timeZone }: { propertyId: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const tours = usePropertyTours(propertyId, page, true);
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  const now = new Date();
  return (
    <Card withBorder component="section" aria-labelledby="sale-tours">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="sale-tours">
          {t('performance.sale.tours.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('performance.sale.tours.help')}
        </Text>
        {tours.isLoading && <Loader size="sm" aria-label={t('common.loading')} />}
        {tours.isError && <Alert color="red">{failureText(tours.error, language, 'error.generic')}</Alert>}
        {tours.data && tours.data.total === 0 && (
          <Text size="sm" data-testid="sale-no-tours">
            {t('performance.sale.tours.empty')}
          </Text>
        )}
        {tours.data && tours.data.total > 0 && (
          <>
            <Text size="sm" data-testid="sale-tour-count">
              {t('performance.sale.tours.count', { count: tours.data.total })}
            </Text>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="sale-tours">
              {tours.data.items.map((tour) => (
                <Tour key={tour.id} tour={tour} when={when} now={now} />
              ))}
            </Stack>
            <Pager page={page} total={tours.data.total} pageSize={tours.data.pageSize} onPage={setPage} />
          </>
        )}
      </Stack>
    </Card>
  );
}
