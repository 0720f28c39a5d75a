import { Anchor, Button, Stack, Text } from '@mantine/core';
import { translate } from '@casona/proto/i18n/translate';
import { Register } from '@casona/proto/schemas/submissions';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { PasswordField, PhoneField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { usePostRegister } from '../api/post-register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = usePostRegister();
  const form = useSchemaForm({
    schema: Register,
    initialValues: { name: '', email: '', phone_number: '', password: '', passwordConfirmation: '' },
    toPayload: (v, language) => ({
      name: v.name.trim(),
      email: v.email.trim(),
      phone_number: v.phone_number === '' ? undefined : v.phone_number,
      password: v.password,
      passwordConfirmation: v.passwordConfirmation,
      locale: toProfileLocale(language),
      source: 'register',
    }),
    // The confirmation must match: a rule across two fields (proto rules.ts), checked as the server does.
    crossFieldErrors: (v, language) => ({
      passwordConfirmation:
        v.passwordConfirmation !== '' && v.password !== v.passwordConfirmation
          ? translate('validation.password.mismatch', language)
          : undefined,
    }),
    onSubmit: async (payload) => {
      await register.mutateAsync(payload);
      await navigate({ to: '/dashboard' });
    },
  });
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextField binding={form.field('name')} label={t('forms.name')} autoComplete="name" required />
          <TextField
            binding={form.field('email')}
            label={t('forms.email')}
            type="email"
            autoComplete="email"
            required
          />
          <PhoneField
            binding={form.field('phone_number')}
            label={t('forms.phoneOptional')}
            description={t('forms.phoneHint')}
          />
          <PasswordField
            binding={form.field('password')}
            label={t('forms.password')}
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
            success="auth.registered"
            failure="auth.registerError"
          />
          <Button type="submit" loading={form.status.state === 'submitting'} fullWidth>
            {t('auth.register.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('auth.register.consent')}{' '}
            <Anchor component={Link} to="/terms_and_conditions" size="xs" underline="always">
              {t('footer.terms')}
            </Anchor>{' '}
            {t('auth.register.and')}{' '}
            <Anchor component={Link} to="/privacy_policy" size="xs" underline="always">
              {t('footer.privacy')}
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
      <GoogleButton redirect="/dashboard" />
      <Text size="sm" ta="center">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('auth.register.loginLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
