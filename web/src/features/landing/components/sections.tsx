import { Badge, Box, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Item = { title: string; body: string };

function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <Stack gap={8} maw={720} mb={40}>
      <Text c="terracotta.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 1 }}>
        {eyebrow}
      </Text>
      <Title order={2} id={id} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      {subtitle && (
        <Text size="lg" c="dimmed">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}

function Section({ id, children, tinted = false }: { id: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py={{ base: 56, md: 88 }}
      bg={tinted ? 'var(--casona-sand)' : undefined}
    >
      <Container size="lg">{children}</Container>
    </Box>
  );
}

function Check() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden
    >
      <path d="m5 12 5 5L20 7" />
    </svg>
  );
}

/** The sales pitch (spec §1): monthly rent-like payments, first month in advance, falling commission. */
export function Pitch() {
  const { t } = useTranslation();
  const items = t('landing.pitch.items', { returnObjects: true }) as Item[];
  return (
    <Section id="pitch">
      <SectionHeading
        id="pitch-title"
        eyebrow={t('landing.pitch.eyebrow')}
        title={t('landing.pitch.title')}
        subtitle={t('landing.pitch.subtitle')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {items.map((item, index) => (
          <Card key={item.title} padding="xl" radius="lg" withBorder>
            <Text ff="heading" fz={40} fw={700} c="terracotta.8" lh={1} aria-hidden>
              {String(index + 1).padStart(2, '0')}
            </Text>
            <Title order={3} fz="xl" mt="md">
              {item.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {item.body}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The six steps of spec §1: eligibility form, visit, marketing, furnishing, first month, sale. */
export function HowItWorks() {
  const { t } = useTranslation();
  const steps = t('landing.steps.items', { returnObjects: true }) as Item[];
  return (
    <Section id="how-it-works" tinted>
      <SectionHeading
        id="how-it-works-title"
        eyebrow={t('landing.steps.eyebrow')}
        title={t('landing.steps.title')}
        subtitle={t('landing.steps.subtitle')}
      />
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((step, index) => (
          <Card component="li" key={step.title} padding="lg" radius="lg" withBorder data-testid="how-step">
            <Badge size="lg" variant="filled" circle mb="sm" aria-hidden>
              {index + 1}
            </Badge>
            <Title order={3} fz="lg">
              {step.title}
            </Title>
            <Text c="dimmed" size="sm" mt={6}>
              {step.body}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** What an owner needs (spec §1 stated owner requirements). */
export function Requirements() {
  const { t } = useTranslation();
  const items = t('landing.requirements.items', { returnObjects: true }) as string[];
  return (
    <Section id="requirements">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <SectionHeading
          id="requirements-title"
          eyebrow={t('landing.requirements.eyebrow')}
          title={t('landing.requirements.title')}
          subtitle={t('landing.requirements.subtitle')}
        />
        <List
          spacing="md"
          size="md"
          center
          icon={
            <ThemeIcon color="agave.8" size={24} radius="xl">
              <Check />
            </ThemeIcon>
          }
        >
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </SimpleGrid>
    </Section>
  );
}

/** Features of the platform for owners, managers, workers and buyers. */
export function Features() {
  const { t } = useTranslation();
  const items = t('landing.features.items', { returnObjects: true }) as Item[];
  return (
    <Section id="features" tinted>
      <SectionHeading
        id="features-title"
        eyebrow={t('landing.features.eyebrow')}
        title={t('landing.features.title')}
        subtitle={t('landing.features.subtitle')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {items.map((item) => (
          <Card key={item.title} padding="lg" radius="lg" withBorder>
            <Title order={3} fz="lg">
              {item.title}
            </Title>
            <Text c="dimmed" size="sm" mt={6}>
              {item.body}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function Faq() {
  const { t } = useTranslation();
  const items = t('landing.faq.items', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <Section id="faq">
      <SectionHeading id="faq-title" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
      {/* Native disclosure widgets: keyboard and screen-reader support without shipping an accordion. */}
      <Stack gap="sm" maw={860}>
        {items.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>
              <Text fw={600} component="span">
                {item.q}
              </Text>
            </summary>
            <Text c="var(--casona-ink-soft)" pt="xs">
              {item.a}
            </Text>
          </details>
        ))}
      </Stack>
    </Section>
  );
}

export { Section, SectionHeading };
