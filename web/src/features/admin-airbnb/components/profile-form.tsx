import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { AirbnbProfileCreate, type AirbnbProfileView } from '@casona/proto/listings/airbnb-profiles';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveAirbnbProfile } from '../api/profiles.ts';

/** Add or change an Airbnb profile: its https `…/users/show/{digits}` address ('Invalid profile URL' as typed). */
export function ProfileForm({ profile, onDone }: { profile?: AirbnbProfileView; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAirbnbProfile();
  const form = useSchemaForm({
    schema: AirbnbProfileCreate,
    initialValues: { profile_url: profile?.profile_url ?? '', is_host: profile?.is_host ?? true },
    toPayload: (v) => ({ profile_url: v.profile_url.trim(), is_host: v.is_host }),
    onSubmit: async (body) => {
      if (profile) await save.mutateAsync({ id: profile.id, body });
      else await save.mutateAsync({ body });
      onDone?.();
    },
    resetOnSuccess: !profile,
  });
  const host = form.field('is_host');
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={profile ? t('adminAirbnb.profiles.edit') : t('adminAirbnb.profiles.add')}
      data-testid="profile-form"
    >
      <Stack gap="sm">
        <TextField
          binding={form.field('profile_url')}
          label={t('adminAirbnb.profiles.url')}
          description={t('adminAirbnb.profiles.urlHelp')}
          type="url"
          inputMode="url"
          required
        />
        <Checkbox
          id={host.id}
          name={host.name}
          checked={host.value}
          onChange={(event) => host.onChange(event.currentTarget.checked)}
          label={t('adminAirbnb.profiles.isHost')}
        />
        <FormFeedback
          status={form.status}
          language={form.language}
          successText={profile ? undefined : t('adminAirbnb.saved')}
        />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'}>
            {profile ? t('adminAirbnb.save') : t('adminAirbnb.profiles.add')}
          </Button>
          {onDone && profile && (
            <Button variant="default" onClick={onDone}>
              {t('adminAirbnb.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
