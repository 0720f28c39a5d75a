import { Alert, Button, Checkbox, Group, Loader, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { REVIEW_COMMENT_MAX } from '@casona/proto/constants';
import { TOUR_REVIEW_ASPECTS, TOUR_SELF_DESCRIPTIONS, type TourReviewAspect } from '@casona/proto/enums';
import { TourReviewInsert } from '@casona/proto/schemas/submissions';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { SelectField, TextAreaField } from '../../../components/form/fields.tsx';
import { useSchemaForm, type FieldBinding } from '../../../components/form/use-schema-form.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useTourRequest } from '../api/get-tour-request.ts';
import { usePostTourReview } from '../api/post-tour-review.ts';
import { FormPage } from '../components/form-page.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/public/tour_review');

function Aspects({ binding, label }: { binding: FieldBinding<TourReviewAspect[]>; label: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={label}
      value={binding.value}
      onChange={(value) => binding.onChange(value as TourReviewAspect[])}
      error={binding.error}
    >
      <Group mt="xs">
        {TOUR_REVIEW_ASPECTS.map((aspect) => (
          <Checkbox key={aspect} value={aspect} label={t(`tours.review.aspects.${aspect}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function Score({ binding, label }: { binding: FieldBinding<number>; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${binding.id}-label`}>
        {label}
      </Text>
      <Rating
        value={binding.value}
        onChange={binding.onChange}
        size="lg"
        aria-labelledby={`${binding.id}-label`}
      />
      {binding.error && (
        <Text size="xs" c="red">
          {binding.error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /tour_review?tour_request_id=: the buyer rates the tour once it has taken place (the server refuses a
 * review before it, and a second one).
 */
export function TourReviewPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useMessage();
  const { tour_request_id } = route.useSearch();
  const tour = useTourRequest(tour_request_id);
  const [done, setDone] = useState<string | null>(null);
  let state: ReactNode = null;
  if (tour_request_id && tour.isPending)
    state = (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    );
  else if (tour.isError)
    state = (
      <Alert color="red" variant="light" role="alert" data-testid="tour-missing">
        {tour.error instanceof ApiError ? tour.error.message : message('error.generic')}
      </Alert>
    );
  return (
    <FormPage
      title={t('tours.review.title')}
      subtitle={t('tours.review.subtitle')}
      before={
        tour.data ? (
          <Text fw={600} data-testid="form-property">
            {t('listings.tours.reviewOf', {
              name: tour.data.property_name,
              date: formatDate(tour.data.tour_time, language),
            })}
          </Text>
        ) : (
          state
        )
      }
      {...(tour_request_id ? {} : { missing: t('tours.missingTour') })}
    >
      {done ? (
        <Alert color="agave" variant="light" role="status" data-testid="form-success">
          {done}
        </Alert>
      ) : tour.data?.reviewed ? (
        <Stack gap="sm" data-testid="already-reviewed">
          <Alert color="gray" variant="light" role="status">
            {message('tourReview.alreadyReviewed')}
          </Alert>
          <AnchorLink to="/property/$id" params={{ id: tour.data.property_slug || tour.data.property_id }}>
            {t('listings.tours.backToProperty')}
          </AnchorLink>
        </Stack>
      ) : tour.data && new Date(tour.data.tour_time).getTime() > Date.now() ? (
        <Alert color="gray" variant="light" role="status" data-testid="review-before-visit">
          {message('tourReview.beforeVisit')}
        </Alert>
      ) : tour_request_id && tour.data ? (
        <ReviewForm tourRequestId={tour_request_id} onDone={setDone} />
      ) : null}
    </FormPage>
  );
}

function ReviewForm({ tourRequestId, onDone }: { tourRequestId: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const review = usePostTourReview();
  const form = useSchemaForm({
    schema: TourReviewInsert,
    initialValues: {
      liked: [] as TourReviewAspect[],
      disliked: [] as TourReviewAspect[],
      property_score: 0,
      tour_guide_score: 0,
      self_description: '' as (typeof TOUR_SELF_DESCRIPTIONS)[number] | '',
      comment: '',
    },
    toPayload: (v) => ({
      tour_request_id: tourRequestId,
      liked: v.liked,
      disliked: v.disliked,
      property_score: v.property_score || undefined,
      tour_guide_score: v.tour_guide_score || undefined,
      self_description: v.self_description || undefined,
      comment: v.comment.trim() === '' ? null : v.comment.trim(),
    }),
    onSubmit: async (payload) => onDone((await review.mutateAsync(payload)).message),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Score binding={form.field('property_score')} label={t('tours.review.propertyScore')} />
          <Score binding={form.field('tour_guide_score')} label={t('tours.review.guideScore')} />
        </SimpleGrid>
        <Aspects binding={form.field('liked')} label={t('tours.review.liked')} />
        <Aspects binding={form.field('disliked')} label={t('tours.review.disliked')} />
        <SelectField
          binding={form.field('self_description')}
          label={t('tours.review.selfDescription')}
          emptyLabel={t('forms.select')}
          options={TOUR_SELF_DESCRIPTIONS.map((value) => ({
            value,
            label: t(`tours.review.selfDescriptions.${value}`),
          }))}
          required
        />
        <TextAreaField
          binding={form.field('comment')}
          label={t('tours.review.comment')}
          maxLength={REVIEW_COMMENT_MAX}
        />
        <FormFeedback
          status={form.status}
          language={form.language}
          success="tourReview.success"
          failure="tourReview.error"
        />
        <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
          {t('tours.review.submit')}
        </Button>
      </Stack>
    </form>
  );
}
