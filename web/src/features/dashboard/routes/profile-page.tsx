import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { setSession } from '../../../lib/api/session.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { usePatchProfile, useProfile } from '../api/profile.ts';
import type { Profile } from '../../../lib/api/contracts.ts';
import { deleteProfile } from '../api/delete-profile.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  const claims = useSession();
  const navigate = useNavigate();
  const [confirming, { open, close }] = useDisclosure(false);
  useDocumentTitle(t('profile.title'));
  const phrase = t('profile.deletePhrase');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('profile.title')}</Title>
      <ProfileDetails />
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between">
          <Text fw={500}>{t('profile.language')}</Text>
          <LanguageSwitch size="sm" />
        </Group>
      </Card>
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
        body={t('profile.dangerBody')}
        phrase={phrase}
        confirmLabel={t('profile.deleteButton')}
        onConfirm={async (typed) => {
          if (!claims) return;
          await deleteProfile({ profile_id: claims.sub, confirmation: typed });
          setSession(null);
          await navigate({ to: '/' });
        }}
      />
    </Stack>
  );
}

/** Name and phone (PATCH /api/v1/profile); the email is shown, not edited. */
function ProfileDetails() {
  const { t } = useTranslation();
  const message = useMessage();
  const profile = useProfile();
  if (profile.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (profile.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {profile.error instanceof ApiError ? profile.error.message : message('error.generic')}
      </Alert>
    );
  return <ProfileForm key={profile.data.id} profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const message = useMessage();
  const update = usePatchProfile();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone_number ?? '');
  return (
    <Card withBorder radius="lg" padding="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({
            profile_id: profile.id,
            name: name.trim(),
            phone_number: phone === '' ? null : phone,
          });
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('profile.details')}
          </Title>
          <Text size="sm" data-testid="profile-email">
            {profile.email}
          </Text>
          <TextInput
            label={t('forms.name')}
            value={name}
            autoComplete="name"
            required
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={t('forms.phoneOptional')}
            value={phone}
            inputMode="numeric"
            autoComplete="tel-national"
            onChange={(event) => setPhone(event.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
          />
          {update.isSuccess && (
            <Alert color="agave" variant="light" role="status" data-testid="profile-saved">
              {t('profile.saved')}
            </Alert>
          )}
          {update.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="profile-error">
              {update.error instanceof ApiError ? update.error.message : message('error.generic')}
            </Alert>
          )}
          <Button type="submit" loading={update.isPending} w="fit-content">
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
