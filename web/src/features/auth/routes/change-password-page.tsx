import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { translate } from '@casona/proto/i18n/translate';
import { PasswordChange } from '@casona/proto/schemas/submissions';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { PasswordField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { usePutPassword } from '../api/put-password.ts';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = usePutPassword();
  useDocumentTitle(t('auth.changePassword.title'));
  const form = useSchemaForm({
    schema: PasswordChange,
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    crossFieldErrors: (v, language) => ({
      passwordConfirmation:
        v.passwordConfirmation !== '' && v.password !== v.passwordConfirmation
          ? translate('validation.password.mismatch', language)
          : undefined,
    }),
    onSubmit: async (payload) => {
      await change.mutateAsync(payload);
      await navigate({ to: '/login' });
    },
  });
  return (
    <Stack maw={520} gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('auth.changePassword.title')}
        </Title>
        <Text c="dimmed">{t('auth.changePassword.subtitle')}</Text>
      </Stack>
      <Card withBorder radius="lg" padding="xl">
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <PasswordField
              binding={form.field('currentPassword')}
              label={t('auth.changePassword.currentPassword')}
              autoComplete="current-password"
              required
            />
            <PasswordField
              binding={form.field('password')}
              label={t('auth.changePassword.newPassword')}
              autoComplete="new-password"
              required
            />
            <PasswordField
              binding={form.field('passwordConfirmation')}
              label={t('forms.passwordConfirmation')}
              autoComplete="new-password"
              required
            />
            <FormFeedback
              status={form.status}
              language={form.language}
              success="auth.passwordChanged"
              failure="auth.passwordChangeError"
            />
            <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
              {t('auth.changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
