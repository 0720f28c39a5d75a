import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { SubmitFromListing } from '@casona/proto/schemas/submissions';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { CurrencyField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { usePostSubmitFromListing } from '../api/post-submit-from-listing.ts';

export function SubmitFromListingPage() {
  const { t } = useTranslation();
  const submit = usePostSubmitFromListing();
  useDocumentTitle(t('submit.listing.title'));
  const form = useSchemaForm({
    schema: SubmitFromListing,
    initialValues: { listing_url: '', expected_price: undefined as number | undefined },
    toPayload: (v, language) => ({
      listing_url: v.listing_url.trim(),
      expected_price: v.expected_price,
      locale: toProfileLocale(language),
    }),
    onSubmit: (payload) => submit.mutateAsync(payload),
  });
  return (
    <Container size={640} py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, md: 36 }}>
            {t('submit.listing.title')}
          </Title>
          <Text c="dimmed">{t('submit.listing.subtitle')}</Text>
        </Stack>
        <Card withBorder radius="lg" padding="xl">
          <form onSubmit={form.handleSubmit} noValidate>
            <Stack gap="md">
              <TextField
                binding={form.field('listing_url')}
                label={t('submit.listing.url')}
                placeholder="https://www.airbnb.mx/rooms/12345678"
                type="url"
                required
              />
              <CurrencyField
                binding={form.field('expected_price')}
                label={t('submit.listing.price')}
                required
              />
              <FormFeedback
                status={form.status}
                language={form.language}
                success="submitProperty.success"
                failure="submitProperty.error"
              />
              <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
                {t('submit.listing.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
