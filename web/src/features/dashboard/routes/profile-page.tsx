import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { setSession } from '../../../lib/api/session.ts';
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
