import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';

import { PropertySubmissionForm } from '../../../components/property-submission-form.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import type { SubmitPropertyResponse } from '../../../lib/api/contracts.ts';
import { useActive } from '../../../lib/api/public-catalogues.ts';
import { usePostSubmitProperty } from '../api/post-submit-property.ts';

const route = getRouteApi('/public/submit_property');

/**
 * The owner's eligibility form (spec §1 step 1, §5 property submission rules).
 *
 * `?appraisal_id=` links the submission to the appraisal it continues (sent as `appraisal_id`).
 * Prefilling the fields from that appraisal belongs here too — GET /api/v1/appraisal/{id} once the
 * appraisal service exists (it does not yet): read it with a query and pass its figures to the
 * form's initial values. Nothing is invented meanwhile.
 */
export function SubmitPropertyPage() {
  const { t } = useTranslation();
  const { appraisal_id, address } = route.useSearch();
  const claims = useSession();
  const submit = usePostSubmitProperty();
  const amenities = useActive('amenity');
  const [answer, setAnswer] = useState<SubmitPropertyResponse | null>(null);
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t('submit.property.title'));
  return (
    <Container size={860} py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, md: 38 }}>
            {t('submit.property.title')}
          </Title>
          <Text c="dimmed">{t('submit.property.subtitle')}</Text>
        </Stack>
        {address && (
          <Alert variant="light" color="terracotta" data-testid="address-from-search">
            {t('submit.property.addressFromSearch', { address })}
          </Alert>
        )}
        {appraisal_id && (
          <Alert variant="light" color="gray" data-testid="from-appraisal">
            {t('listings.submit.fromAppraisal')}
          </Alert>
        )}
        {answer ? (
          <Card withBorder radius="lg" padding="xl" data-testid="submit-done">
            <Stack gap="md">
              <Alert color="agave" variant="light" role="status" data-testid="form-success">
                {answer.message}
              </Alert>
              {answer.account_created && (
                <Text data-testid="account-created">{t('listings.submit.accountCreated')}</Text>
              )}
              {claims ? (
                <ButtonLink to="/dashboard/property/$id" params={{ id: answer.property_id }} w="fit-content">
                  {t('listings.submit.seeInDashboard')}
                </ButtonLink>
              ) : null}
              <Button
                variant="subtle"
                w="fit-content"
                onClick={() => {
                  setAnswer(null);
                  setFormKey((k) => k + 1);
                }}
              >
                {t('listings.submit.another')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <Card withBorder radius="lg" padding="xl">
            <PropertySubmissionForm
              key={formKey}
              mode={claims ? 'signed-in' : 'anonymous'}
              amenities={amenities.data ?? []}
              initialAddress={address}
              appraisalId={appraisal_id}
              onSubmit={async (payload) => setAnswer(await submit.mutateAsync(payload))}
            />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
