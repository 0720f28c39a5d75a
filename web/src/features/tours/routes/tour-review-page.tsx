import { Button, Checkbox, Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { REVIEW_COMMENT_MAX } from '@casona/proto/constants';
import { TOUR_REVIEW_ASPECTS, TOUR_SELF_DESCRIPTIONS, type TourReviewAspect } from '@casona/proto/enums';
import { TourReviewInsert } from '@casona/proto/schemas/submissions';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { SelectField, TextAreaField } from '../../../components/form/fields.tsx';
import { useSchemaForm, type FieldBinding } from '../../../components/form/use-schema-form.ts';
import { usePostTourReview } from '../api/post-tour-review.ts';
import { FormPage } from '../components/form-page.tsx';

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

export function TourReviewPage() {
  const { t } = useTranslation();
  const { tour_request_id } = route.useSearch();
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
      tour_request_id,
      liked: v.liked,
      disliked: v.disliked,
      property_score: v.property_score || undefined,
      tour_guide_score: v.tour_guide_score || undefined,
      self_description: v.self_description || undefined,
      comment: v.comment.trim() === '' ? null : v.comment.trim(),
    }),
    onSubmit: (payload) => review.mutateAsync(payload),
  });
  return (
    <FormPage
      title={t('tours.review.title')}
      subtitle={t('tours.review.subtitle')}
      {...(tour_request_id ? {} : { missing: t('tours.missingTour') })}
    >
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
    </FormPage>
  );
}
