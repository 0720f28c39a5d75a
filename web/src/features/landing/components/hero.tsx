import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** Sample owner statement, clearly labelled as an example: what the monthly payment looks like. */
function StatementCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: [string, string][] = [
    [t('landing.hero.card.occupancy'), '78%'],
    [t('landing.hero.card.nights'), '24'],
    [t('landing.hero.card.status'), t('landing.hero.card.statusValue')],
  ];
  return (
    <Card
      shadow="xl"
      radius="lg"
      padding="xl"
      withBorder
      maw={400}
      mx="auto"
      aria-label={t('landing.hero.card.aria')}
    >
      <Group justify="space-between" mb="md">
        <Text fw={700}>{t('landing.hero.card.name')}</Text>
        <Badge color="agave" variant="light">
          {t('landing.hero.card.example')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('landing.hero.card.place')}
      </Text>
      <Box my="lg" p="md" bg="var(--casona-sand)" style={{ borderRadius: 12 }}>
        <Text size="sm" c="dimmed">
          {t('landing.hero.card.payment')}
        </Text>
        <Text ff="heading" fz={34} fw={700} c="agave.9" lh={1.2}>
          {formatMoney(42300, 'MXN', language, { cents: false })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('landing.hero.card.paid')}
        </Text>
      </Box>
      <Stack gap={8}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * Sell-your-property hero with the address search (spec §2). The address travels to
 * /submit_property, where the owner completes the eligibility form; nothing is sent from here.
 */
export function Hero({ lite }: { lite: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      style={{
        background:
          'linear-gradient(160deg, var(--casona-brand-tint) 0%, var(--casona-sand) 55%, #ffffff 100%)',
      }}
      py={{ base: 48, md: 88 }}
    >
      <Container size="lg">
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Text c="terracotta.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 1 }}>
                {t('landing.hero.eyebrow')}
              </Text>
              <Title id="hero-title" order={1} fz={{ base: 36, sm: 46, md: 54 }} lh={1.08}>
                {t('landing.hero.title')}
              </Title>
              <Text size="lg" c="var(--casona-ink-soft)" maw={560}>
                {t('landing.hero.subtitle')}
              </Text>
              <Box
                component="form"
                role="search"
                aria-label={t('landing.hero.searchAria')}
                onSubmit={(event) => {
                  event.preventDefault();
                  const trimmed = address.trim();
                  void navigate({ to: '/submit_property', search: trimmed ? { address: trimmed } : {} });
                }}
              >
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <TextInput
                    flex="1 1 280px"
                    size="lg"
                    label={t('landing.hero.addressLabel')}
                    placeholder={t('landing.hero.addressPlaceholder')}
                    leftSection={<SearchIcon />}
                    value={address}
                    onChange={(event) => setAddress(event.currentTarget.value)}
                    autoComplete="street-address"
                    maxLength={300}
                    name="address"
                    data-testid="hero-address"
                  />
                  <Button type="submit" size="lg" flex="0 0 auto">
                    {t('landing.hero.cta')}
                  </Button>
                </Group>
              </Box>
              <Text size="sm" c="dimmed">
                {t('landing.hero.note')}
              </Text>
              <AnchorLink to="/demo" fw={600} underline="always" data-testid="hero-demo-link">
                {t('demo.landingLink')}
              </AnchorLink>
            </Stack>
          </Grid.Col>
          {!lite && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <StatementCard />
            </Grid.Col>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
