import { Anchor, Button, Stack } from '@mantine/core';
import { PasswordRecovery } from '@casona/proto/schemas/submissions';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { usePostRecoverPassword } from '../api/post-recover-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** Email and a send button; the answer never reveals whether the email has an account (spec §8). */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const recover = usePostRecoverPassword();
  const form = useSchemaForm({
    schema: PasswordRecovery,
    initialValues: { email: '' },
    toPayload: (v) => ({ email: v.email.trim() }),
    onSubmit: (payload) => recover.mutateAsync(payload),
  });
  return (
    <AuthCard title={t('auth.recover.title')} subtitle={t('auth.recover.subtitle')}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextField
            binding={form.field('email')}
            label={t('forms.email')}
            type="email"
            autoComplete="email"
            required
          />
          <FormFeedback
            status={form.status}
            language={form.language}
            success="auth.recoverSent"
            failure="auth.recoverError"
          />
          <Button type="submit" loading={form.status.state === 'submitting'} fullWidth>
            {t('auth.recover.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('auth.recover.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
