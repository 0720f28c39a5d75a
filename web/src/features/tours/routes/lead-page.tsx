import { Alert, Button, Stack } from '@mantine/core';
import { LeadPost } from '@casona/proto/schemas/submissions';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { PhoneField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { usePostLead } from '../api/post-lead.ts';
import { FormPage, PropertyBanner } from '../components/form-page.tsx';

const route = getRouteApi('/public/lead');

/** /lead?property_id=: a buyer asks for information about a property (a lead, status interested). */
export function LeadPage() {
  const { t } = useTranslation();
  const { property_id } = route.useSearch();
  const lead = usePostLead();
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: LeadPost,
    initialValues: { name: '', email: '', phone_number: '' },
    toPayload: (v) => ({
      name: v.name.trim(),
      email: v.email.trim(),
      phone_number: v.phone_number,
      property_id,
    }),
    onSubmit: async (payload) => setDone((await lead.mutateAsync(payload)).message),
  });
  return (
    <FormPage
      title={t('tours.lead.title')}
      subtitle={t('tours.lead.subtitle')}
      before={property_id ? <PropertyBanner propertyId={property_id} /> : null}
      {...(property_id ? {} : { missing: t('tours.missingProperty') })}
    >
      {done ? (
        <Alert color="agave" variant="light" role="status" data-testid="form-success">
          {done}
        </Alert>
      ) : (
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
              label={t('forms.phone')}
              description={t('forms.phoneHint')}
              required
            />
            <FormFeedback
              status={form.status}
              language={form.language}
              success="tourRequest.success"
              failure="error.generic"
            />
            <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
              {t('tours.lead.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </FormPage>
  );
}
