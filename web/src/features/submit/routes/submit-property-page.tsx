import { Alert, Button, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';

import { PropertySubmissionForm } from '../../../components/property-submission-form.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import type { SubmitPropertyResponse } from '../../../lib/api/contracts.ts';
import { useActive } from '../../../lib/api/public-catalogues.ts';
import { useAppraisalToPrefill } from '../api/get-appraisal.ts';
import { usePostSubmitProperty } from '../api/post-submit-property.ts';

const route = getRouteApi('/public/submit_property');

/**
 * The owner's eligibility form (spec §1 step 1, §5 property submission rules).
 *
 * `?appraisal_id=` links the submission to the appraisal it continues (sent as `appraisal_id`) and
 * prefills the form from it (GET /api/v1/appraisal/{id}): name, the appraised price, rooms, areas,
 * street, the pin and the address to search. The form waits for the appraisal (or its failure:
 * then it starts empty, as without one).
 */
export function SubmitPropertyPage() {
  const { t } = useTranslation();
  const { appraisal_id, address } = route.useSearch();
  const claims = useSession();
  const submit = usePostSubmitProperty();
  const amenities = useActive('amenity');
  const [answer, setAnswer] = useState<SubmitPropertyResponse | null>(null);
  const [formKey, setFormKey] = useState(0);
  const appraisal = useAppraisalToPrefill(appraisal_id);
  const fromAppraisal = appraisal.data;
  const waiting = Boolean(appraisal_id) && appraisal.isPending;
  useDocumentTitle(t('submit.property.title'));
  return (
    <Container size={860} py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, md: 38 }}>
            {t('submit.property.title')}
          </Title>
          <Text c="dimmed">{t('submit.property.subtitle')}</Text>
          <Text size="sm" data-testid="from-listing-entry">
            {t('intake.entry')}{' '}
            <AnchorLink to="/submit_from_listing" underline="always">
              {t('intake.entryLink')}
            </AnchorLink>
          </Text>
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
        ) : waiting ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : (
          <Card withBorder radius="lg" padding="xl">
            <PropertySubmissionForm
              key={`${formKey}-${fromAppraisal?.id ?? ''}`}
              mode={claims ? 'signed-in' : 'anonymous'}
              amenities={amenities.data ?? []}
              initialAddress={address ?? fromAppraisal?.search_address_string}
              initialStreet={fromAppraisal?.street ?? ''}
              prefill={
                fromAppraisal
                  ? {
                      name: fromAppraisal.name,
                      price: fromAppraisal.price,
                      bedrooms: fromAppraisal.bedrooms,
                      bathrooms: fromAppraisal.bathrooms,
                      half_bathrooms: fromAppraisal.half_bathrooms,
                      built_area: fromAppraisal.built_area,
                      total_area: fromAppraisal.total_area,
                      latitude: fromAppraisal.latitude,
                      longitude: fromAppraisal.longitude,
                    }
                  : undefined
              }
              appraisalId={appraisal_id}
              onSubmit={async (payload) => setAnswer(await submit.mutateAsync(payload))}
            />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
