import { Alert, Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IMAGE_MIME_TYPES } from '@casona/proto/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import type { Profile } from '../../../lib/api/contracts.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { compressImage } from '../../../lib/images/compress.ts';
import { usePatchProfile } from '../api/profile.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/**
 * The one profile picture (§5 "Only one profile picture"): choosing another replaces it. Photos
 * are compressed like listing photos (JPEG quality 0.3, under 2 MB) before they are sent. Removing
 * it cannot be undone, so it asks for the type-to-confirm phrase first (spec §5).
 */
export function ProfilePictureCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useMessage();
  const update = usePatchProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function choose(file: File | null) {
    setProblem(null);
    update.reset();
    if (!file) return;
    setWorking(true);
    try {
      const result = await compressImage(file);
      if (!result.ok) {
        setProblem(message(result.problem.key, result.problem.params));
        return;
      }
      await update.mutateAsync({
        profile_id: profile.id,
        img_url_obj: { base64Image: result.image.dataUrl },
      });
    } catch (error) {
      // The mutation's error is shown below from its own state.
      console.warn('Profile picture not saved', error);
    } finally {
      setWorking(false);
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('profile.picture.title')}
        </Title>
        <Group gap="lg">
          <Avatar
            src={profile.img_url}
            alt={profile.img_url ? t('profile.picture.alt', { name: profile.name }) : undefined}
            size={88}
            radius={88}
            data-testid="profile-picture"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('profile.picture.hint')}
            </Text>
            <Group gap="xs">
              <FileButton onChange={(file) => void choose(file)} accept={IMAGE_MIME_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} variant="default" loading={working} data-testid="picture-choose">
                    {profile.img_url ? t('profile.picture.replace') : t('profile.picture.add')}
                  </Button>
                )}
              </FileButton>
              {profile.img_url && (
                <TypeToConfirmButton
                  size="sm"
                  label={t('profile.picture.remove')}
                  body={t('profile.picture.removeBody')}
                  phrase={t('adminList.removePhrase')}
                  disabled={working}
                  onConfirm={() => {
                    update.reset();
                    return update.mutateAsync({ profile_id: profile.id, img_url_obj: null });
                  }}
                  testId="picture-remove"
                />
              )}
            </Group>
          </Stack>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureText(update.error, language, 'error.uploadImageFailed')}
          </Alert>
        )}
        {update.isSuccess && (
          <Alert color="agave" variant="light" role="status" data-testid="picture-saved">
            {t('profile.saved')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
