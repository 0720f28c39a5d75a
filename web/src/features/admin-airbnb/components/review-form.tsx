import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { AirbnbReviewCreate, type AirbnbReviewView } from '@casona/proto/listings/airbnb-profiles';
import { useTranslation } from 'react-i18next';

import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveAirbnbReview } from '../api/reviews.ts';

const RATINGS = ['1', '2', '3', '4', '5'] as const;
/** The texts' limit, from the schema itself. */
const TEXT_MAX = (AirbnbReviewCreate.properties.review_text as { maxLength?: number }).maxLength;
type Rating = (typeof RATINGS)[number];

/**
 * Add or change a review of an Airbnb listing: the listing's rooms number, the host's and the
 * reviewer's Airbnb user ids (digits), a rating 1–5, the text and the host's response.
 */
export function ReviewForm({ review, onDone }: { review?: AirbnbReviewView; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAirbnbReview();
  const form = useSchemaForm({
    schema: AirbnbReviewCreate,
    initialValues: {
      listing_id: review?.listing_id ?? '',
      host_id: review?.host_id ?? '',
      reviewer_id: review?.reviewer_id ?? '',
      rating: (review ? String(review.rating) : '') as Rating | '',
      review_text: review?.review_text ?? '',
      host_response: review?.host_response ?? '',
    },
    toPayload: (v) => ({
      listing_id: v.listing_id.trim(),
      host_id: v.host_id.trim(),
      reviewer_id: v.reviewer_id.trim(),
      rating: v.rating === '' ? undefined : Number(v.rating),
      review_text: v.review_text.trim(),
      host_response: v.host_response.trim() === '' ? null : v.host_response.trim(),
    }),
    onSubmit: async (body) => {
      if (review) await save.mutateAsync({ id: review.id, body });
      else await save.mutateAsync({ body });
      onDone?.();
    },
    resetOnSuccess: !review,
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={review ? t('adminAirbnb.reviews.edit') : t('adminAirbnb.reviews.add')}
      data-testid="review-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextField
            binding={form.field('listing_id')}
            label={t('adminAirbnb.reviews.listing')}
            inputMode="numeric"
            required
          />
          <TextField
            binding={form.field('host_id')}
            label={t('adminAirbnb.reviews.host')}
            inputMode="numeric"
            required
          />
          <TextField
            binding={form.field('reviewer_id')}
            label={t('adminAirbnb.reviews.reviewer')}
            inputMode="numeric"
            required
          />
          <SelectField
            binding={form.field('rating')}
            label={t('adminAirbnb.reviews.rating')}
            emptyLabel={t('forms.select')}
            options={RATINGS.map((r) => ({
              value: r,
              label: t('adminAirbnb.reviews.stars', { count: Number(r) }),
            }))}
            required
          />
        </SimpleGrid>
        <TextAreaField
          binding={form.field('review_text')}
          label={t('adminAirbnb.reviews.text')}
          maxLength={TEXT_MAX}
          required
        />
        <TextAreaField
          binding={form.field('host_response')}
          label={t('adminAirbnb.reviews.response')}
          maxLength={TEXT_MAX}
        />
        <FormFeedback
          status={form.status}
          language={form.language}
          successText={review ? undefined : t('adminAirbnb.saved')}
        />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'}>
            {review ? t('adminAirbnb.save') : t('adminAirbnb.reviews.add')}
          </Button>
          {onDone && review && (
            <Button variant="default" onClick={onDone}>
              {t('adminAirbnb.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
