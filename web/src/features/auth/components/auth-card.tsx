import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '../../../components/use-document-title.ts';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size={480} py={{ base: 40, md: 72 }}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={30}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
