import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { Pager } from '../../../components/pager.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { usePropertyProfiles, usePropertyReviews } from '../api/reviews.ts';
import { TEXT_COLORS } from '../rules.ts';

/** The reviews of the property's Airbnb listings and the host profiles they name (kept by staff). */
export function ReviewsSection({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const reviews = usePropertyReviews(propertyId, page);
  const profiles = usePropertyProfiles(propertyId);
  const hosts = (profiles.data ?? []).filter((p) => p.is_host);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="airbnb-reviews-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="airbnb-reviews-title">
          {t('airbnb.reviews.title')}
        </Title>
        {hosts.length > 0 && (
          <Group gap="md">
            {hosts.map((host) => (
              <Anchor
                key={host.id}
                href={host.profile_url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {t('airbnb.reviews.host', { count: host.review_count })}
              </Anchor>
            ))}
          </Group>
        )}
        {reviews.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureText(reviews.error, language, 'error.generic')}
          </Alert>
        )}
        {reviews.data?.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('airbnb.reviews.empty')}
          </Text>
        )}
        {reviews.data?.items.map((review) => (
          <Stack key={review.id} gap={2} data-testid="listing-review">
            <Group gap="xs">
              <Text
                size="sm"
                c={TEXT_COLORS.turnover}
                role="img"
                aria-label={t('airbnb.reviews.rating', { count: review.rating })}
              >
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(review.created_at, language)}
              </Text>
            </Group>
            <Text size="sm">{review.review_text}</Text>
            {review.host_response && (
              <Text size="sm" c="dimmed" pl="md">
                {t('airbnb.reviews.response')}: {review.host_response}
              </Text>
            )}
          </Stack>
        ))}
        {reviews.data && (
          <Pager page={page} total={reviews.data.total} pageSize={reviews.data.pageSize} onPage={setPage} />
        )}
      </Stack>
    </Card>
  );
}
