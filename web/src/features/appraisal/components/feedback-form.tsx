/** The price feedback form (§5: ADEQUATE | TOO_LOW | TOO_HIGH, message up to 300, corrected price 0–1e8). */
import { Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import { AppraisalFeedbackInput } from '@casona/proto/appraisal/requests';
import { APPRAISAL_FEEDBACK, type AppraisalFeedback } from '@casona/proto/enums';
import { useTranslation } from 'react-i18next';

import { CurrencyField, TextAreaField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useSendFeedback } from '../api/appraisal.ts';

export function FeedbackForm({
  appraisalId,
  current,
}: {
  appraisalId: string;
  current: AppraisalFeedback | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const send = useSendFeedback(appraisalId);
  const form = useSchemaForm({
    schema: AppraisalFeedbackInput,
    initialValues: {
      feedback: (current ?? '') as AppraisalFeedback | '',
      feedback_message: '',
      feedback_corrected_price: undefined as number | undefined,
    },
    toPayload: (v) => ({
      appraisal_id: appraisalId,
      feedback: v.feedback || undefined,
      ...(v.feedback_message.trim() ? { feedback_message: v.feedback_message.trim() } : {}),
      ...(v.feedback_corrected_price !== undefined
        ? { feedback_corrected_price: v.feedback_corrected_price }
        : {}),
    }),
    onSubmit: (payload) => send.mutateAsync(payload),
  });
  const choice = form.field('feedback');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      id="feedback"
      component="section"
      aria-labelledby="feedback-title"
    >
      <form onSubmit={form.handleSubmit} noValidate data-testid="appraisal-feedback-form">
        <Stack gap="sm">
          <Title order={2} fz={22} id="feedback-title">
            {t('appraisal.feedback.title')}
          </Title>
          <Radio.Group
            name={choice.name}
            label={t('appraisal.feedback.choice')}
            value={choice.value}
            onChange={(value) => choice.onChange(value as AppraisalFeedback)}
            error={choice.error}
            withAsterisk
          >
            <Stack gap={6} mt={6}>
              {APPRAISAL_FEEDBACK.map((value) => (
                <Radio key={value} value={value} label={t(`appraisal.feedback.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <TextAreaField
            binding={form.field('feedback_message')}
            label={t('appraisal.feedback.message')}
            maxLength={300}
          />
          <CurrencyField
            binding={form.field('feedback_corrected_price')}
            label={t('appraisal.feedback.corrected')}
            decimalScale={0}
          />
          <FormFeedback
            status={form.status}
            language={language}
            success="feedback.success"
            failure="feedback.error"
          />
          {current && form.status.state !== 'succeeded' && (
            <Text size="sm" c="dimmed" data-testid="appraisal-feedback-current">
              {t('appraisal.feedback.current', { choice: t(`appraisal.feedback.${current}`) })}
            </Text>
          )}
          <Button
            type="submit"
            loading={form.status.state === 'submitting'}
            data-testid="appraisal-feedback-send"
          >
            {t('appraisal.feedback.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
