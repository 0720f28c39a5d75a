/**
 * Solving on the phone: at least one photo (compressed on the phone as the submission form does)
 * and optional notes, checked as one types with proto's ChoreSolve and §5 image rule. Submitting
 * writes to the phone's queue first, so it works with or without a connection.
 */
import { Button, Stack } from '@mantine/core';
import { COMPLETION_NOTES_MAX } from '@casona/proto/constants';
import { translate } from '@casona/proto/i18n/translate';
import type { ChoreView } from '@casona/proto/maintenance/chores';
import { ChoreSolve } from '@casona/proto/maintenance/requests';
import { checkChoreImageCounts } from '@casona/proto/validation/rules';
import { useTranslation } from 'react-i18next';

import { TextAreaField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker.tsx';
import type { CompressedImage } from '../../../lib/images/compress.ts';

export function SolveSheet({
  chore,
  onSolve,
}: {
  chore: ChoreView;
  onSolve: (input: {
    completionNotes: string | null;
    photos: { name: string; dataUrl: string }[];
  }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: ChoreSolve,
    initialValues: { photos: [] as CompressedImage[], completion_notes: '' },
    toPayload: (v) => ({
      chore_id: chore.id,
      completion_notes: v.completion_notes.trim() === '' ? null : v.completion_notes,
      resolution_images: v.photos.map((p) => p.dataUrl),
    }),
    fieldOfPath: (path) =>
      path.startsWith('/resolution_images') ? 'photos' : (path.replace(/^\//, '').split('/')[0] ?? ''),
    crossFieldErrors: (v, language) => {
      const [issue] = checkChoreImageCounts({ problem: 1, resolution: v.photos.length, solved: true });
      return { photos: issue ? translate(issue.key, language, issue.params) : undefined };
    },
    onSubmit: (payload) =>
      onSolve({
        completionNotes: payload.completion_notes ?? null,
        photos: payload.resolution_images.map((dataUrl, i) => ({ name: `photo-${i + 1}.jpg`, dataUrl })),
      }),
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate data-testid="solve-sheet">
      <Stack gap="sm">
        <ImagePicker
          label={t('worker.photos')}
          images={form.values.photos}
          onChange={(photos) => form.setValue('photos', photos)}
        />
        {form.errors['photos'] && (
          <FormFeedback
            status={{ state: 'invalid', message: form.errors['photos'] }}
            language={form.language}
          />
        )}
        <TextAreaField
          label={t('worker.notes')}
          binding={form.field('completion_notes')}
          maxLength={COMPLETION_NOTES_MAX}
        />
        <FormFeedback status={form.status} language={form.language} />
        <Button
          type="submit"
          size="md"
          color="green"
          fullWidth
          loading={form.status.state === 'submitting'}
          data-testid="worker-solve-submit"
        >
          {t('worker.submit')}
        </Button>
      </Stack>
    </form>
  );
}
