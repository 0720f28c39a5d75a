import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '../../../components/use-document-title.ts';

export function FormPage({
  title,
  subtitle,
  missing,
  children,
}: {
  title: string;
  subtitle: string;
  missing?: string;
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
          <Card withBorder radius="lg" padding="xl">
            {children}
          </Card>
        )}
      </Stack>
    </Container>
  );
}
