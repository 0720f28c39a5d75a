import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { translate } from '@casona/proto/i18n/translate';
import { PasswordReset } from '@casona/proto/schemas/submissions';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '../../../components/form/fields.tsx';
import { failureText, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { setFlash } from '../../../lib/flash.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { usePostResetPassword } from '../api/post-reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { forgetResetToken, takeResetToken } from '../reset-token.ts';

/**
 * Where the emailed reset link lands (identity's link opens /dashboard/profile/change_password
 * with `#reset_token=…`; the router sends it here with the fragment). A new password is chosen;
 * then every session ends and the person logs in with it, greeted by the server's confirmation.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [token] = useState(() => takeResetToken());
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {token === null ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" data-testid="reset-invalid">
            {message('auth.resetLinkInvalid')}
          </Alert>
          <RequestNewLink />
        </Stack>
      ) : (
        <ResetForm token={token} />
      )}
    </AuthCard>
  );
}

function RequestNewLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/recover_password" size="sm" data-testid="reset-request-new">
      {t('auth.reset.requestNew')}
    </Anchor>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = usePostResetPassword();
  const form = useSchemaForm({
    schema: PasswordReset,
    initialValues: { password: '', passwordConfirmation: '' },
    toPayload: (v) => ({ token, password: v.password, passwordConfirmation: v.passwordConfirmation }),
    crossFieldErrors: (v, language) => ({
      passwordConfirmation:
        v.passwordConfirmation !== '' && v.password !== v.passwordConfirmation
          ? translate('validation.password.mismatch', language)
          : undefined,
    }),
    onSubmit: async (payload) => {
      const answer = await reset.mutateAsync(payload);
      forgetResetToken();
      setFlash(answer.message);
      await navigate({ to: '/login', replace: true });
    },
  });
  const failed = form.status.state === 'failed' ? form.status.error : null;
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
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
        {form.status.state === 'invalid' && (
          <Alert color="red" variant="light" role="alert" data-testid="form-invalid">
            {form.status.message}
          </Alert>
        )}
        {failed !== null && (
          <Stack gap={6}>
            <Alert color="red" variant="light" role="alert" data-testid="form-error">
              {failureText(failed, form.language, 'auth.passwordChangeError')}
            </Alert>
            <RequestNewLink />
          </Stack>
        )}
        <Button type="submit" loading={form.status.state === 'submitting'} fullWidth>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
