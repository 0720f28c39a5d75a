import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ProfileUpdate } from '@casona/proto/schemas/submissions';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { PhoneField, TextField } from '../../../components/form/fields.tsx';
import { failureText, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { Profile } from '../../../lib/api/contracts.ts';
import { setSession } from '../../../lib/api/session.ts';
import { deleteProfile } from '../api/delete-profile.ts';
import { usePrivateInfo } from '../api/private-info.ts';
import { usePatchProfile, useProfile } from '../api/profile.ts';
import { HomeAddressCard } from '../components/home-address-card.tsx';
import { IdDocumentCard } from '../components/id-document-card.tsx';
import { ProfilePictureCard } from '../components/profile-picture-card.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const profile = useProfile();
  useDocumentTitle(t('profile.title'));
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('profile.title')}</Title>
      {profile.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {profile.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(profile.error, language, 'error.generic')}
        </Alert>
      )}
      {profile.data && <ProfileSections key={profile.data.id} profile={profile.data} />}
    </Stack>
  );
}

function ProfileSections({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const privateInfo = usePrivateInfo();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <>
      <ProfileForm profile={profile} />
      <ProfilePictureCard profile={profile} />
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between">
          <Text fw={500}>{t('profile.language')}</Text>
          <LanguageSwitch size="sm" />
        </Group>
      </Card>
      <IdDocumentCard profileId={profile.id} info={privateInfo.data} />
      {privateInfo.data && <HomeAddressCard profileId={profile.id} info={privateInfo.data} />}
      {privateInfo.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(privateInfo.error, language, 'error.generic')}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between">
          <Text fw={500}>{t('profile.changePassword')}</Text>
          <Button component={Link} to="/dashboard/profile/change_password" variant="default">
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="lg" padding="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg" c="red.8">
            {t('profile.dangerZone')}
          </Title>
          <Text size="sm">{t('profile.dangerBody')}</Text>
          <Button color="red" variant="outline" w="fit-content" onClick={open} data-testid="delete-account">
            {t('profile.deleteButton')}
          </Button>
        </Stack>
      </Card>
      <TypeToConfirmDialog
        opened={confirming}
        onClose={close}
        title={t('profile.deleteTitle')}
        body={t('profile.deleteConfirmBody', { email: profile.email })}
        // Identity asks for the account's email as the confirmation phrase.
        phrase={profile.email}
        confirmLabel={t('profile.deleteButton')}
        onConfirm={async (typed) => {
          await deleteProfile({ profile_id: profile.id, confirmation: typed });
          setSession(null);
          await navigate({ to: '/' });
        }}
      />
    </>
  );
}

/** Name and phone (PATCH /api/v1/profile, proto ProfileUpdate); the email is shown, not edited. */
function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = usePatchProfile();
  const form = useSchemaForm({
    schema: ProfileUpdate,
    initialValues: { name: profile.name, phone_number: profile.phone_number ?? '' },
    toPayload: (v) => ({
      profile_id: profile.id,
      name: v.name.trim(),
      phone_number: v.phone_number === '' ? null : v.phone_number,
    }),
    onSubmit: (payload) => update.mutateAsync(payload),
  });
  return (
    <Card withBorder radius="lg" padding="lg">
      <form noValidate onSubmit={form.handleSubmit}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('profile.details')}
          </Title>
          <Text size="sm" data-testid="profile-email">
            {profile.email}
          </Text>
          <TextField binding={form.field('name')} label={t('forms.name')} autoComplete="name" required />
          <PhoneField
            binding={form.field('phone_number')}
            label={t('forms.phoneOptional')}
            description={t('forms.phoneHint')}
          />
          <FormFeedback
            status={form.status}
            language={form.language}
            successText={t('profile.saved')}
            successTestId="profile-saved"
            failureTestId="profile-error"
          />
          <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
