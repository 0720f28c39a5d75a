import { Button, Modal, Stack, Text } from '@mantine/core';
import { ManagerApplication } from '@casona/proto/schemas/submissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { PhoneField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { usePostManagerApplication } from '../api/post-manager-application.ts';

/** "I want to manage it": the manager application of §7, prefilled with this property. */
export function ManageRequest({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-testid="manage-request">
        {t('property.manage')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('listings.property.manageTitle', { name: propertyName })}
        size="lg"
      >
        {opened && <ManageForm propertyId={propertyId} propertyName={propertyName} />}
      </Modal>
    </>
  );
}

function ManageForm({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const { t } = useTranslation();
  const apply = usePostManagerApplication();
  const form = useSchemaForm({
    schema: ManagerApplication,
    initialValues: {
      name: '',
      email: '',
      phone_number: '',
      airbnb_profile_url: '',
      message: t('listings.property.manageMessage', { name: propertyName }),
    },
    toPayload: (v, language) => ({
      name: v.name.trim(),
      airbnb_profile_url: v.airbnb_profile_url.trim(),
      message: v.message.trim(),
      locale: toProfileLocale(language),
      ...(v.email.trim() ? { email: v.email.trim() } : {}),
      ...(v.phone_number ? { phone_number: v.phone_number } : {}),
      property_id: propertyId,
    }),
    onSubmit: (payload) => apply.mutateAsync({ ...payload, property_id: propertyId }),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="manage-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('listings.property.manageIntro')}
        </Text>
        <TextField binding={form.field('name')} label={t('forms.name')} autoComplete="name" required />
        <TextField
          binding={form.field('email')}
          label={t('listings.property.emailOptional')}
          type="email"
          autoComplete="email"
        />
        <PhoneField
          binding={form.field('phone_number')}
          label={t('forms.phoneOptional')}
          description={t('forms.phoneHint')}
        />
        <TextField
          binding={form.field('airbnb_profile_url')}
          label={t('landing.forms.manager.profileUrl')}
          placeholder="https://www.airbnb.mx/users/show/123456"
          type="url"
          required
        />
        <TextAreaField binding={form.field('message')} label={t('landing.forms.manager.message')} required />
        <FormFeedback
          status={form.status}
          language={form.language}
          success="manageRequest.success"
          failure="manageRequest.error"
        />
        <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
          {t('landing.forms.manager.submit')}
        </Button>
      </Stack>
    </form>
  );
}
