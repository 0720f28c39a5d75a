/**
 * The actions on one chore: edit (the chore form in a modal), solve with at least one photo (§5,
 * proto's ChoreSolve checked as one types), move to another property with its photos (PATCH
 * /property_chore; offered only among properties where the person may update chores) and delete.
 * Buttons follow the person's §6 flags on the chore's property; the server checks them again.
 */
import { Button, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { COMPLETION_NOTES_MAX } from '@casona/proto/constants';
import { translate } from '@casona/proto/i18n/translate';
import type { ChoreView } from '@casona/proto/maintenance/chores';
import { ChoreMove, ChoreSolve } from '@casona/proto/maintenance/requests';
import { checkChoreImageCounts } from '@casona/proto/validation/rules';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { SelectField, TextAreaField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker.tsx';
import type { CompressedImage } from '../../../lib/images/compress.ts';
import { useDeleteChore, useMoveChore, useSolveChore } from '../api/chores.ts';
import { ChoreForm, type ChoreFormMode } from './chore-form.tsx';
import type { PropertyChoice } from './properties.ts';

export function ChoreActions({
  chore,
  properties,
  mode,
}: {
  chore: ChoreView;
  properties: PropertyChoice[];
  mode: ChoreFormMode;
}) {
  const { t } = useTranslation();
  const flags = properties.find((p) => p.id === chore.property_id)?.membership;
  const [editing, edit] = useDisclosure(false);
  const [solving, solve] = useDisclosure(false);
  const [moving, move] = useDisclosure(false);
  const remove = useDeleteChore();
  const targets = properties.filter((p) => p.id !== chore.property_id && p.membership.can_update_chore);
  const canUpdate = flags?.can_update_chore ?? false;
  const open = chore.status === 'PENDING' && chore.canceled_at === null;
  const isRule = chore.trigger_event !== null || chore.recurrence_rule !== null;
  return (
    <>
      {canUpdate && (
        <Button size="xs" variant="light" onClick={edit.open} data-testid="chore-edit">
          {t('chores.actions.edit')}
        </Button>
      )}
      {canUpdate && open && !isRule && (
        <Button size="xs" variant="default" onClick={solve.open} data-testid="chore-solve">
          {mode === 'report' ? t('chores.report.resolve') : t('chores.actions.solve')}
        </Button>
      )}
      {canUpdate && targets.length > 0 && (
        <Button size="xs" variant="subtle" onClick={move.open} data-testid="chore-move">
          {t('chores.actions.move')}
        </Button>
      )}
      {flags?.can_delete_chore && (
        <TypeToConfirmButton
          label={t('chores.actions.delete')}
          body={t('chores.actions.deleteQuestion', { name: chore.name })}
          phrase={chore.name}
          loading={remove.isPending}
          onConfirm={() => remove.mutateAsync(chore.id)}
          testId="chore-delete"
        />
      )}
      <Modal
        opened={editing}
        onClose={edit.close}
        title={mode === 'rule' ? t('chores.schedule.editTitle') : t('chores.form.editTitle')}
        size="lg"
      >
        {editing && (
          <ChoreForm
            mode={mode === 'report' ? 'chore' : mode}
            chore={chore}
            properties={properties}
            propertyId={chore.property_id}
            onDone={edit.close}
          />
        )}
      </Modal>
      <Modal opened={solving} onClose={solve.close} title={t('chores.solve.title', { name: chore.name })}>
        {solving && <SolveForm chore={chore} report={mode === 'report'} onDone={solve.close} />}
      </Modal>
      <Modal opened={moving} onClose={move.close} title={t('chores.move.title', { name: chore.name })}>
        {moving && <MoveForm chore={chore} targets={targets} onDone={move.close} />}
      </Modal>
    </>
  );
}

function SolveForm({ chore, report, onDone }: { chore: ChoreView; report: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const solve = useSolveChore();
  const form = useSchemaForm({
    schema: ChoreSolve,
    initialValues: { photos: [] as CompressedImage[], completion_notes: '' },
    toPayload: (v) => ({
      chore_id: chore.id,
      completion_notes: v.completion_notes.trim() === '' ? null : v.completion_notes,
      resolution_images: v.photos.map((p) => p.dataUrl),
    }),
    fieldOfPath: (path) =>
      path.startsWith('/resolution_images') ? 'photos' : path.replace(/^\//, '').split('/')[0]!,
    crossFieldErrors: (v, language) => {
      const [issue] = checkChoreImageCounts({ problem: 1, resolution: v.photos.length, solved: true });
      return { photos: issue ? translate(issue.key, language, issue.params) : undefined };
    },
    onSubmit: async (payload) => {
      await solve.mutateAsync(payload);
      onDone();
    },
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <Stack gap="sm">
        <ImagePicker
          label={t('chores.solve.photos')}
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
          label={report ? t('chores.report.comments') : t('chores.solve.notes')}
          binding={form.field('completion_notes')}
          maxLength={COMPLETION_NOTES_MAX}
        />
        <FormFeedback status={form.status} language={form.language} />
        <Button
          type="submit"
          color="green"
          loading={form.status.state === 'submitting'}
          data-testid="solve-submit"
        >
          {t('chores.solve.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function MoveForm({
  chore,
  targets,
  onDone,
}: {
  chore: ChoreView;
  targets: PropertyChoice[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveChore();
  const form = useSchemaForm({
    schema: ChoreMove,
    initialValues: { toPropertyId: targets[0]?.id ?? '' },
    toPayload: (v) => ({
      chore_id: chore.id,
      fromPropertyId: chore.property_id,
      toPropertyId: v.toPropertyId,
    }),
    onSubmit: async (payload) => {
      await move.mutateAsync(payload);
      onDone();
    },
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <Stack gap="sm">
        <SelectField
          label={t('chores.move.to')}
          binding={form.field('toPropertyId')}
          options={targets.map((p) => ({ value: p.id, label: p.name }))}
        />
        <FormFeedback status={form.status} language={form.language} />
        <Button type="submit" loading={form.status.state === 'submitting'} data-testid="move-submit">
          {t('chores.move.submit')}
        </Button>
      </Stack>
    </form>
  );
}
