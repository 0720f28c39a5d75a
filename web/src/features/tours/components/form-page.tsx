import { Alert, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { usePropertySummary } from '../api/get-property-summary.ts';

/** Which property the form is about; 'Property not found' when the link points nowhere public. */
export function PropertyBanner({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const property = usePropertySummary(propertyId);
  if (property.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('property.loading')}</Text>
      </Group>
    );
  if (property.isError)
    return (
      <Alert color="red" variant="light" role="alert" data-testid="property-missing">
        {property.error instanceof ApiError && property.error.status === 404
          ? message('property.notFound')
          : property.error instanceof ApiError
            ? property.error.message
            : message('error.generic')}
      </Alert>
    );
  return (
    <Text fw={600} data-testid="form-property">
      {t('listings.tours.forProperty', {
        name: property.data.name,
        place: `${property.data.city}, ${property.data.state}`,
      })}
    </Text>
  );
}

export function FormPage({
  title,
  subtitle,
  missing,
  before,
  children,
}: {
  title: string;
  subtitle: string;
  missing?: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size={640} py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, md: 36 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {missing ? (
          <Alert color="yellow" variant="light" role="alert" data-testid="missing-id">
            {missing}
          </Alert>
        ) : (
          <>
            {before}
            <Card withBorder radius="lg" padding="xl">
              {children}
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
