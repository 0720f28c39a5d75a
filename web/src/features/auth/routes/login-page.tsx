import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Login } from '@casona/proto/schemas/submissions';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PasswordField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { takeFlash } from '../../../lib/flash.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { usePostLogin } from '../api/post-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';

const route = getRouteApi('/public/login');

export function LoginPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const search = route.useSearch();
  const navigate = useNavigate();
  const login = usePostLogin();
  // A notice carried from the previous page (the reset password page's confirmation).
  const [notice] = useState(takeFlash);
  const target = safeRedirect(search.redirect, '/dashboard');
  const form = useSchemaForm({
    schema: Login,
    initialValues: { email: '', password: '' },
    toPayload: (v) => ({ email: v.email.trim(), password: v.password }),
    onSubmit: async (payload) => {
      await login.mutateAsync(payload);
      await navigate({ href: target, replace: true });
    },
  });
  const failed = form.status.state === 'failed' ? form.status.error : null;
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {notice && (
        <Alert color="agave" variant="light" role="status" data-testid="login-notice">
          {notice}
        </Alert>
      )}
      {search.error === 'google' && (
        <Alert color="red" variant="light" role="alert" data-testid="google-error">
          {message('auth.googleError')}
        </Alert>
      )}
      {search.reason === 'expired' && (
        <Alert color="yellow" variant="light" role="alert" data-testid="session-expired">
          {message('auth.sessionExpired')}
        </Alert>
      )}
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextField
            binding={form.field('email')}
            label={t('forms.email')}
            type="email"
            autoComplete="email"
            required
          />
          <PasswordField
            binding={form.field('password')}
            label={t('forms.password')}
            autoComplete="current-password"
            required
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/recover_password" size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          {form.status.state === 'invalid' && (
            <Alert color="red" variant="light" role="alert">
              {form.status.message}
            </Alert>
          )}
          {failed !== null && (
            <Alert color="red" variant="light" role="alert" data-testid="form-error">
              {failed instanceof ApiError && failed.status === 401
                ? message('auth.invalidCredentials')
                : failed instanceof ApiError
                  ? failed.message
                  : message('error.generic')}
            </Alert>
          )}
          <Button type="submit" loading={form.status.state === 'submitting'} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleButton redirect={target} />
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to="/register" fw={600}>
          {t('auth.login.registerLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
