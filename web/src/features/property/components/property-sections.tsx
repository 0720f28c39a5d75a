import { Card, Group, List, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { PropertyDisplay } from '../../../lib/api/contracts.ts';
import type { Language } from '../../../lib/i18n/index.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { EarningsNotAvailable } from '../../../components/earnings-not-available.tsx';

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The figures people compare: rooms, areas, floors, year. */
export function Facts({ property, language }: { property: PropertyDisplay; language: Language }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('submit.property.bedrooms'), formatNumber(property.bedrooms, language)],
    [t('submit.property.bathrooms'), formatNumber(property.bathrooms, language)],
    [t('submit.property.halfBathrooms'), formatNumber(property.half_bathrooms, language)],
    [t('submit.property.parkingSpaces'), formatNumber(property.parking_spaces, language)],
    [t('listings.property.terraces'), formatNumber(property.terraces, language)],
    [t('submit.property.floors'), formatNumber(property.floors, language)],
    [t('submit.property.builtArea'), formatNumber(property.built_area, language)],
    [t('submit.property.totalArea'), formatNumber(property.total_area, language)],
  ];
  if (property.year_built !== null) facts.push([t('submit.property.yearBuilt'), String(property.year_built)]);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 5 }}
      spacing="sm"
      component="dl"
      data-testid="property-facts"
      m={0}
    >
      {facts.map(([label, value]) => (
        <Card key={label} withBorder radius="md" padding="sm">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={700} fz="lg" m={0}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** floor_distribution: what each level has. */
export function Floors({ property }: { property: PropertyDisplay }) {
  const { t } = useTranslation();
  const floors = property.floor_distribution?.floors ?? [];
  if (floors.length === 0) return null;
  return (
    <Section title={t('listings.property.floorsTitle')} testId="property-floors">
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('listings.floors.title')}</Table.Th>
              <Table.Th scope="col">{t('submit.property.bedrooms')}</Table.Th>
              <Table.Th scope="col">{t('submit.property.bathrooms')}</Table.Th>
              <Table.Th scope="col">{t('submit.property.halfBathrooms')}</Table.Th>
              <Table.Th scope="col">{t('listings.property.terraces')}</Table.Th>
              <Table.Th scope="col">{t('submit.property.parkingSpaces')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {floors.map((floor, i) => (
              <Table.Tr key={`${floor.title}-${i}`}>
                <Table.Th scope="row">{floor.title}</Table.Th>
                <Table.Td>{floor.bedrooms}</Table.Td>
                <Table.Td>{floor.bathrooms}</Table.Td>
                <Table.Td>{floor.half_bathrooms}</Table.Td>
                <Table.Td>{floor.terraces}</Table.Td>
                <Table.Td>{floor.parking_spaces}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

export function Amenities({
  property,
  language,
  title,
  paragraph,
}: {
  property: PropertyDisplay;
  language: Language;
  title?: string;
  paragraph?: string;
}) {
  const { t } = useTranslation();
  if (property.amenities.length === 0 && !paragraph) return null;
  return (
    <Section title={title || t('listings.property.amenitiesTitle')} testId="property-amenities">
      {paragraph && <Text>{paragraph}</Text>}
      <List spacing={4} style={{ columns: '2 14rem' }}>
        {property.amenities.map((amenity) => (
          <List.Item key={amenity.id}>{language === 'es' ? amenity.es_name : amenity.en_name}</List.Item>
        ))}
      </List>
    </Section>
  );
}

/** Neighborhood insights: each a 0–100 score drawn as a bar. */
export function Insights({ property, language }: { property: PropertyDisplay; language: Language }) {
  const { t } = useTranslation();
  if (property.neighborhood_insights.length === 0) return null;
  return (
    <Section title={t('listings.property.insightsTitle')} testId="property-insights">
      <Stack gap="sm">
        {property.neighborhood_insights.map((insight) => {
          const name = language === 'es' ? insight.es_name : insight.en_name;
          return (
            <Stack key={insight.id} gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={500} id={`insight-${insight.id}`}>
                  {name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('listings.property.insightScore', { amount: Math.round(insight.amount) })}
                </Text>
              </Group>
              <Progress
                value={insight.amount}
                size="lg"
                radius="xl"
                color="agave"
                aria-labelledby={`insight-${insight.id}`}
              />
            </Stack>
          );
        })}
      </Stack>
    </Section>
  );
}

/** What the property earns as a vacation rental while it is for sale. */
export function Earnings({
  property,
  language,
  title,
  paragraph,
}: {
  property: PropertyDisplay;
  language: Language;
  title?: string;
  paragraph?: string;
}) {
  const { t } = useTranslation();
  const earnings = property.estimated_earnings;
  // Incomes are null until the estimate or staff give a cap rate: no figure is made up. Where the
  // short-term-rental comparables do not reach (outside Mexico City, no location) the block says so.
  if (earnings.monthly_income_mxn === null || earnings.yearly_income_mxn === null)
    return earnings.not_available === true ? (
      <Section title={title || t('listings.property.earningsTitle')} testId="property-earnings">
        <EarningsNotAvailable />
      </Section>
    ) : null;
  const money = (amount: number) => formatMoney(amount, 'MXN', language, { cents: false });
  const rate = earnings.cap_rate ?? property.cap_rate;
  const figures: [string, string][] = [
    [t('listings.property.monthlyIncome'), money(earnings.monthly_income_mxn)],
    [t('listings.property.yearlyIncome'), money(earnings.yearly_income_mxn)],
    [t('listings.property.yearlyExpenses'), money(earnings.yearly_expenses_mxn)],
  ];
  if (rate !== null) figures.push([t('listings.property.capRate'), `${formatNumber(rate * 100, language)}%`]);
  return (
    <Section title={title || t('listings.property.earningsTitle')} testId="property-earnings">
      {paragraph && <Text>{paragraph}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="dl" m={0}>
        {figures.map(([label, value]) => (
          <Card key={label} withBorder radius="md" padding="md" bg="var(--mantine-color-agave-0)">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={700} fz="xl" m={0}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('listings.property.earningsNote')}
      </Text>
    </Section>
  );
}
