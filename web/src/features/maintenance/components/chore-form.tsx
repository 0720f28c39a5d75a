/**
 * The chore form, in three uses: a chore (create or edit), a scheduled chore — a rule triggered by
 * bookings or repeating on a calendar — and a report. Validated as one types with proto's TypeBox
 * bodies (ChorePost, ChoreUpdate, ReportPost), proto's §5 image counts and the rich-text check, so
 * the form says what the server would; photos are compressed in the browser as the submission form
 * does (lib/images/compress.ts).
 */
import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CHORE_NAME_MAX, COMPLETION_NOTES_MAX, TRIGGER_OFFSET_DAYS_MAX } from '@casona/proto/constants';
import {
  ASSIGNABLE_STAFF_ROLES,
  CHORE_NIGHT_RANGE_CODES,
  CHORE_STATUSES,
  CHORE_TRIGGER_EVENTS,
  CHORE_TYPES,
  choreStatusLabel,
  RECURRENCE_FREQUENCIES,
  type ChoreNightRange,
  type ChoreStatus,
  type ChoreTriggerEvent,
  type ChoreType,
  type RecurrenceFrequency,
  type RoleLabel,
} from '@casona/proto/enums';
import { translate } from '@casona/proto/i18n/translate';
import type { ChoreView } from '@casona/proto/maintenance/chores';
import { ChorePost, ChoreUpdate, ReportPost } from '@casona/proto/maintenance/requests';
import type { RichTextDocument } from '@casona/proto/maintenance/rich-text';
import { checkChoreImageCounts } from '@casona/proto/validation/rules';
import { useTranslation } from 'react-i18next';

import { ImagePicker } from '../../../components/image-picker.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm, type FieldBinding } from '../../../components/form/use-schema-form.ts';
import type { CompressedImage } from '../../../lib/images/compress.ts';
import type { Language } from '../../../lib/i18n/index.ts';
import { useTranslate, type Translate } from '../../../lib/i18n/translate.ts';
import { usePostChore, usePostReport, useUpdateChore } from '../api/chores.ts';
import { usePropertyPeople } from '../api/members.ts';
import { RichTextEditor } from '../editor/rich-text-editor.tsx';
import {
  describeRecurrence,
  describeTrigger,
  fromRRule,
  offsetParts,
  offsetValue,
  toRRule,
  weekDayName,
  type OffsetWhen,
} from '../rules.ts';
import { todayIso, type PropertyChoice } from './properties.ts';

export type ChoreFormMode = 'chore' | 'rule' | 'report';

type Values = {
  property_id: string;
  name: string;
  type: ChoreType | '';
  status: ChoreStatus;
  due_date: string;
  assigned_to: string;
  description_doc: RichTextDocument | null;
  descriptionProblem: string | null;
  keptProblem: string[];
  problem: CompressedImage[];
  completion_notes: string;
  ruleKind: 'trigger' | 'recurrence';
  trigger_event: ChoreTriggerEvent;
  when: OffsetWhen;
  days: number;
  night_range: ChoreNightRange | '';
  frequency: RecurrenceFrequency;
  interval: number;
  weekDays: number[];
  monthDay: number | null;
  start: string;
};

function initialValues(chore: ChoreView | undefined, propertyId: string, mode: ChoreFormMode): Values {
  const offset = offsetParts(chore?.trigger_event_due_date_offset ?? 0);
  const recurrence = chore?.recurrence_rule ? fromRRule(chore.recurrence_rule, todayIso()) : null;
  return {
    property_id: chore?.property_id ?? propertyId,
    name: chore?.name ?? '',
    type: chore?.type ?? (mode === 'rule' ? 'GENERAL' : ''),
    status: chore?.status ?? 'PENDING',
    due_date: chore?.due_date ?? '',
    assigned_to: chore?.assigned_to ?? '',
    description_doc: chore?.description_doc ?? null,
    descriptionProblem: null,
    keptProblem: chore?.problem_img_urls ?? [],
    problem: [],
    completion_notes: chore?.completion_notes ?? '',
    ruleKind: chore?.recurrence_rule ? 'recurrence' : 'trigger',
    trigger_event: chore?.trigger_event ?? 'CHECK_OUT',
    when: offset.when,
    days: offset.days || 1,
    night_range: chore?.trigger_event_night_range ?? '',
    frequency: recurrence?.frequency ?? 'WEEKLY',
    interval: recurrence?.interval ?? 1,
    weekDays: recurrence?.weekDays ?? [],
    monthDay: recurrence?.monthDay ?? null,
    start: recurrence?.start ?? todayIso(),
  };
}

/** A select over a field that is never blank. */
const loose = <T extends string>(binding: FieldBinding<T>) => binding as unknown as FieldBinding<T | ''>;

const nullable = (value: string) => (value.trim() === '' ? null : value);

function ruleFields(v: Values) {
  return v.ruleKind === 'trigger'
    ? {
        trigger_event: v.trigger_event,
        trigger_event_due_date_offset: offsetValue(v.when, v.days),
        trigger_event_night_range: v.night_range === '' ? null : v.night_range,
        recurrence_rule: null,
      }
    : {
        trigger_event: null,
        trigger_event_due_date_offset: null,
        trigger_event_night_range: null,
        recurrence_rule: toRRule(v),
      };
}

function payloadOf(v: Values, mode: ChoreFormMode, chore: ChoreView | undefined): unknown {
  const images = v.problem.map((image) => image.dataUrl);
  if (mode === 'report')
    return {
      property_id: v.property_id,
      name: v.name,
      type: v.type,
      description_doc: v.description_doc,
      problem_images: images,
    };
  const common = {
    name: v.name,
    type: v.type,
    status: v.status,
    description_doc: v.description_doc,
    due_date: mode === 'rule' ? null : nullable(v.due_date),
    assigned_to: nullable(v.assigned_to),
    completion_notes: nullable(v.completion_notes),
    ...(mode === 'rule' ? ruleFields(v) : {}),
  };
  if (chore)
    return { chore_id: chore.id, ...common, problem_img_urls: v.keptProblem, new_problem_images: images };
  return { property_id: v.property_id, ...common, problem_images: images };
}

const FIELD_OF: Record<string, string> = {
  problem_images: 'problem',
  new_problem_images: 'problem',
  problem_img_urls: 'problem',
  trigger_event_due_date_offset: 'days',
  trigger_event_night_range: 'night_range',
  recurrence_rule: 'frequency',
  chore_id: 'name',
};
const fieldOf = (path: string) => {
  const top = path.replace(/^\//, '').split('/')[0] ?? '';
  return FIELD_OF[top] ?? top;
};

export function ChoreForm({
  mode,
  chore,
  properties,
  propertyId,
  onDone,
}: {
  mode: ChoreFormMode;
  chore?: ChoreView;
  properties: PropertyChoice[];
  propertyId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslate();
  const post = usePostChore();
  const update = useUpdateChore();
  const report = usePostReport();
  const schema = mode === 'report' ? ReportPost : chore ? ChoreUpdate : ChorePost;
  const form = useSchemaForm({
    schema,
    initialValues: initialValues(chore, propertyId, mode),
    toPayload: (v) => payloadOf(v, mode, chore),
    fieldOfPath: fieldOf,
    crossFieldErrors: (v, language: Language) => {
      const out: Record<string, string | undefined> = { description_doc: v.descriptionProblem ?? undefined };
      for (const issue of checkChoreImageCounts({
        problem: v.keptProblem.length + v.problem.length,
        resolution: chore?.resolution_img_urls.length ?? 0,
        solved: false,
      }))
        out['problem'] ??= translate(issue.key, language, issue.params);
      return out;
    },
    onSubmit: async (payload) => {
      if (mode === 'report') await report.mutateAsync(payload as ReportPost);
      else if (chore) await update.mutateAsync(payload as ChoreUpdate);
      else await post.mutateAsync(payload as ChorePost);
      onDone();
    },
  });
  const { values, setValue, field, language } = form;
  const people = usePropertyPeople(values.property_id || undefined);
  const assignable = (people.data ?? []).filter((p) =>
    (ASSIGNABLE_STAFF_ROLES as readonly RoleLabel[]).includes(p.label),
  );
  const creating = chore === undefined;
  const ruleValues = ruleFields(values);

  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate data-testid="chore-form">
      <Stack gap="sm">
        {creating && (
          <SelectField
            label={t('chores.property')}
            binding={field('property_id')}
            options={properties.map((p) => ({ value: p.id, label: p.name }))}
            required
          />
        )}
        <TextField
          label={t('chores.form.name')}
          binding={field('name')}
          required
          maxLength={CHORE_NAME_MAX + 20}
          description={`${values.name.length} / ${CHORE_NAME_MAX}`}
          data-testid="chore-name"
        />
        <SelectField
          label={t('chores.form.type')}
          binding={field('type')}
          emptyLabel=""
          options={CHORE_TYPES.map((type) => ({ value: type, label: t(`chores.types.${type}`) }))}
          required
          data-testid="chore-type"
        />
        {mode === 'chore' && (
          <Group grow align="start">
            <SelectField
              label={t('chores.form.status')}
              binding={loose(field('status'))}
              options={CHORE_STATUSES.map((s) => ({
                value: s,
                label: choreStatusLabel(s, values.type || 'GENERAL')[language],
              }))}
            />
            <TextInput
              type="date"
              label={t('chores.form.dueDate')}
              id={field('due_date').id}
              value={values.due_date}
              error={form.errors['due_date']}
              onChange={(event) => setValue('due_date', event.currentTarget.value)}
              data-testid="chore-due-date"
            />
          </Group>
        )}
        {mode !== 'report' && (
          <SelectField
            label={t('chores.form.assignee')}
            binding={field('assigned_to')}
            emptyLabel={t('chores.form.nobody')}
            options={assignable.map((p) => ({ value: p.profile_id, label: p.profile.name }))}
            data-testid="chore-assignee"
          />
        )}
        {mode === 'rule' && (
          <RuleFields values={values} setValue={setValue} tr={tr} language={language} field={field} />
        )}
        {mode === 'rule' && (
          <Text size="sm" c="dimmed" data-testid="rule-preview">
            {t('chores.schedule.preview', {
              text:
                values.ruleKind === 'trigger'
                  ? describeTrigger(tr, {
                      trigger_event: ruleValues.trigger_event,
                      trigger_event_due_date_offset: ruleValues.trigger_event_due_date_offset,
                      trigger_event_night_range: ruleValues.trigger_event_night_range,
                    })
                  : describeRecurrence(tr, ruleValues.recurrence_rule ?? '', language),
            })}
          </Text>
        )}
        <RichTextEditor
          label={t('chores.form.description')}
          initial={values.description_doc}
          error={form.errors['description_doc']}
          onChange={({ doc, problem }) => {
            setValue('description_doc', doc);
            setValue('descriptionProblem', problem);
          }}
        />
        {values.keptProblem.length > 0 && chore && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('chores.form.keptImages')}
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing={6}>
              {values.keptProblem.map((path) => {
                const index = chore.problem_img_urls.indexOf(path);
                return (
                  <Stack key={path} pos="relative" gap={0}>
                    <Image src={chore.public_problem_img_urls[index]} alt="" h={72} radius="sm" fit="cover" />
                    <CloseButton
                      pos="absolute"
                      top={2}
                      right={2}
                      size="sm"
                      variant="white"
                      aria-label={t('chores.form.removeImage')}
                      onClick={() =>
                        setValue(
                          'keptProblem',
                          values.keptProblem.filter((p) => p !== path),
                        )
                      }
                    />
                  </Stack>
                );
              })}
            </SimpleGrid>
          </Stack>
        )}
        <ImagePicker
          label={t('chores.form.problemImages')}
          images={values.problem}
          onChange={(images) => setValue('problem', images)}
        />
        {form.errors['problem'] && (
          <Text size="sm" c="red" role="alert" data-testid="problem-error">
            {form.errors['problem']}
          </Text>
        )}
        {mode === 'chore' && !creating && (
          <TextAreaField
            label={t('chores.form.completionNotes')}
            binding={field('completion_notes')}
            maxLength={COMPLETION_NOTES_MAX}
          />
        )}
        <FormFeedback status={form.status} language={language} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="chore-submit">
            {mode === 'report'
              ? t('chores.report.submit')
              : creating
                ? t('chores.form.create')
                : t('chores.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RuleFields({
  values,
  setValue,
  tr,
  language,
  field,
}: {
  values: Values;
  setValue: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
  tr: Translate;
  language: Language;
  field: ReturnType<typeof useSchemaForm<typeof ChorePost, Values>>['field'];
}) {
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {tr('chores.schedule.kind')}
        </Text>
        <SegmentedControl
          value={values.ruleKind}
          onChange={(value) => setValue('ruleKind', value as Values['ruleKind'])}
          data={[
            { value: 'trigger', label: tr('chores.schedule.kindTrigger') },
            { value: 'recurrence', label: tr('chores.schedule.kindRecurrence') },
          ]}
          data-testid="rule-kind"
        />
      </Stack>
      {values.ruleKind === 'trigger' ? (
        <>
          <SelectField
            label={tr('chores.schedule.event')}
            binding={loose(field('trigger_event'))}
            options={CHORE_TRIGGER_EVENTS.map((e) => ({ value: e, label: tr(`chores.eventOptions.${e}`) }))}
            data-testid="rule-event"
          />
          <Group grow align="end">
            <SelectField
              label={tr('chores.schedule.when')}
              binding={loose(field('when'))}
              options={(['before', 'on', 'after'] as const).map((w) => ({
                value: w,
                label: tr(`chores.schedule.when${w === 'before' ? 'Before' : w === 'on' ? 'On' : 'After'}`),
              }))}
              data-testid="rule-when"
            />
            {values.when !== 'on' && (
              <NumberInput
                label={tr('chores.schedule.days')}
                min={1}
                max={TRIGGER_OFFSET_DAYS_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                value={values.days}
                onChange={(value) => setValue('days', typeof value === 'number' ? value : 1)}
                data-testid="rule-days"
              />
            )}
          </Group>
          <SelectField
            label={tr('chores.schedule.nights')}
            binding={field('night_range')}
            emptyLabel={tr('chores.schedule.anyNights')}
            options={CHORE_NIGHT_RANGE_CODES.map((code) => ({
              value: code,
              label: describeRangeLabel(tr, code),
            }))}
            data-testid="rule-nights"
          />
        </>
      ) : (
        <>
          <Group grow align="end">
            <SelectField
              label={tr('chores.schedule.frequency')}
              binding={loose(field('frequency'))}
              options={RECURRENCE_FREQUENCIES.map((f) => ({
                value: f,
                label: tr(`chores.frequencies.${f}`),
              }))}
              data-testid="rule-frequency"
            />
            <NumberInput
              label={tr('chores.schedule.interval')}
              min={1}
              max={100}
              clampBehavior="strict"
              allowDecimal={false}
              value={values.interval}
              onChange={(value) => setValue('interval', typeof value === 'number' ? value : 1)}
              data-testid="rule-interval"
            />
          </Group>
          {values.frequency === 'WEEKLY' && (
            <Checkbox.Group
              label={tr('chores.schedule.weekDays')}
              value={values.weekDays.map(String)}
              onChange={(days) => setValue('weekDays', days.map(Number))}
            >
              <Group gap="xs" mt={4}>
                {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                  <Checkbox key={d} value={String(d)} label={weekDayName(d, language)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          {values.frequency === 'MONTHLY' && (
            <SelectField
              label={tr('chores.schedule.monthDay')}
              binding={{
                ...field('monthDay'),
                value: values.monthDay === null ? '' : String(values.monthDay),
                onChange: (value: string) => setValue('monthDay', value === '' ? null : Number(value)),
              }}
              emptyLabel={tr('chores.schedule.monthDayStart')}
              options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            />
          )}
          <TextInput
            type="date"
            label={tr('chores.schedule.start')}
            value={values.start}
            onChange={(event) => setValue('start', event.currentTarget.value || todayIso())}
          />
        </>
      )}
    </Stack>
  );
}

function describeRangeLabel(tr: Translate, code: ChoreNightRange): string {
  // "3 a 7 noches" / "3 to 7 nights", the range's words without a sentence around them.
  const range = { '[1,3)': [1, 2], '[3,8)': [3, 7], '[8,28)': [8, 27], '[28,)': [28, null] }[code];
  return range[1] === null
    ? tr('chores.words.nightsOrMore', { count: range[0] })
    : tr('chores.words.nightsBetween', { min: range[0], max: range[1] });
}
