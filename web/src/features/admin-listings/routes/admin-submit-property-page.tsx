import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { PropertySubmissionForm } from '../../../components/property-submission-form.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { SubmitPropertyResponse } from '../../../lib/api/contracts.ts';
import { usePostAdminSubmitProperty } from '../api/admin-submit-property.ts';
import { useActive } from '../../../lib/api/public-catalogues.ts';

/** /dashboard/admin/submit_property: staff register a property for its owner (named by email). */
export function AdminSubmitPropertyPage() {
  const { t } = useTranslation();
  const submit = usePostAdminSubmitProperty();
  const amenities = useActive('amenity');
  const [answer, setAnswer] = useState<SubmitPropertyResponse | null>(null);
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t('sections.adminSubmitProperty.title'));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminSubmitProperty.title')}</Title>
        <Text c="dimmed">{t('sections.adminSubmitProperty.description')}</Text>
      </Stack>
      {answer && (
        <Alert
          color="agave"
          variant="light"
          role="status"
          data-testid="form-success"
          withCloseButton
          onClose={() => setAnswer(null)}
        >
          <Stack gap={4}>
            <Text>{answer.message}</Text>
            <AnchorLink to="/dashboard/admin/property/$id" params={{ id: answer.property_id }}>
              {t('listings.admin.openEditor')}
            </AnchorLink>
          </Stack>
        </Alert>
      )}
      <Card withBorder radius="lg" padding="xl">
        <PropertySubmissionForm
          key={formKey}
          mode="staff"
          amenities={amenities.data ?? []}
          onSubmit={async (payload) => {
            // The staff form requires owner_email before it submits.
            setAnswer(await submit.mutateAsync({ ...payload, owner_email: payload.owner_email ?? '' }));
            setFormKey((k) => k + 1);
          }}
        />
      </Card>
    </Stack>
  );
}
