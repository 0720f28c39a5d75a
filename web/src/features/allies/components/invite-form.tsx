import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  ASSIGNABLE_STAFF_ROLES,
  LOCALES,
  LOCALE_LABELS,
  ROLE_LABEL_LABELS,
  ROLE_LABELS,
} from '@casona/proto/enums';
import type { Locale, RoleLabel } from '@casona/proto/enums';
import { InvitationCreate } from '@casona/proto/schemas/submissions';
import { useTranslation } from 'react-i18next';

import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { usePostInvitation } from '../api/invitations.ts';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/**
 * Invite someone to a property by email (they may register later), with a label and the language
 * of the invitation email. Members grant MANAGER or WORKER; staff any label (identity decides; §5
 * rules — not yourself, not the same ally twice, one owner — come back as the server's messages).
 */
export function InviteForm({ propertyId, staff }: { propertyId: string; staff: boolean }) {
  const { t } = useTranslation();
  const interfaceLanguage = useLanguage();
  const invite = usePostInvitation();
  const labels: readonly RoleLabel[] = staff ? ROLE_LABELS : ASSIGNABLE_STAFF_ROLES;
  const form = useSchemaForm({
    schema: InvitationCreate,
    initialValues: {
      email: '',
      label: '' as RoleLabel | '',
      // The invitation email goes out in the inviter's language unless they choose the other one.
      locale: toProfileLocale(interfaceLanguage) as Locale | '',
    },
    toPayload: (v) => ({ property_id: propertyId, email: v.email.trim(), label: v.label, locale: v.locale }),
    onSubmit: (payload) => invite.mutateAsync(payload),
    resetOnSuccess: true,
  });
  const language = form.language;
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={t('allies.invite.title')}
      data-testid="invite-form"
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('allies.invite.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField
            binding={form.field('email')}
            label={t('forms.email')}
            type="email"
            autoComplete="off"
            required
          />
          <SelectField
            binding={form.field('label')}
            label={t('allies.invite.label')}
            emptyLabel={t('forms.select')}
            options={labels.map((label) => ({ value: label, label: ROLE_LABEL_LABELS[label][language] }))}
            required
          />
          <SelectField
            binding={form.field('locale')}
            label={t('allies.invite.locale')}
            options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_LABELS[locale] }))}
          />
        </SimpleGrid>
        <FormFeedback status={form.status} language={language} successText={t('allies.invite.sent')} />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'}>
            {t('allies.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
