import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TIME_ZONE_OPTIONS, type TimeZone } from '@casona/proto/enums';
import type { PlanningDay, PlanStay, PropertyDayView } from '@casona/proto/maintenance/day-plans';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useCreateDayPlan, usePlanningDay } from '../api/day-plans.ts';
import { shiftDay, today } from '../components/format.ts';
import { ErrorAlert, PageFrame, dayText } from '../components/page-frame.tsx';

const route = getRouteApi('/dashboard/dashboard/planning');

/**
 * /dashboard/planning?d=YYYY-MM-DD: the day across the caller's properties — who leaves and who
 * arrives, same-day turnovers, hours to clean and chores due — the day's plans, and a new plan.
 */
export function PlanningPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const date = search.d ?? today();
  const day = usePlanningDay(date);
  const go = (d: string) => void navigate({ search: { d } });
  return (
    <PageFrame section="planning">
      <Group align="flex-end" wrap="wrap" gap="xs">
        <Button variant="default" onClick={() => go(shiftDay(date, -1))} aria-label={t('planning.previous')}>
          ‹
        </Button>
        <TextInput
          type="date"
          label={t('planning.date')}
          value={date}
          onChange={(event) => event.currentTarget.value && go(event.currentTarget.value)}
          data-testid="planning-date"
        />
        <Button variant="default" onClick={() => go(shiftDay(date, 1))} aria-label={t('planning.next')}>
          ›
        </Button>
        <Text fw={600} pb={6}>
          {dayText(date, language)}
        </Text>
      </Group>
      {day.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {day.isError && <ErrorAlert error={day.error} />}
      {day.data && <DayView day={day.data} />}
    </PageFrame>
  );
}

function DayView({ day }: { day: PlanningDay }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('planning.plans')}
        </Title>
        {day.plans.length === 0 && <Text c="dimmed">{t('planning.noPlans')}</Text>}
        {day.plans.map((plan) => (
          <Card key={plan.id} withBorder radius="md" padding="sm" data-testid="planning-plan">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>
                  {t('planning.planBy', { name: plan.created_by.name ?? t('planning.someone') })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('planning.propertyCount', { count: plan.property_count })} ·{' '}
                  {t('planning.workerCount', { count: plan.worker_count })}
                </Text>
              </Stack>
              <ButtonLink
                to="/dashboard/planning/day_plan/$id"
                params={{ id: plan.id }}
                size="xs"
                variant="light"
              >
                {t('planning.open')}
              </ButtonLink>
            </Group>
          </Card>
        ))}
        {day.can_create && day.properties.length > 0 && <CreatePlan day={day} />}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('planning.properties')}
        </Title>
        {day.properties.length === 0 && <Text c="dimmed">{t('planning.noProperties')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {day.properties.map((property) => (
            <PropertyCard key={property.property_id} property={property} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function StayLine({ stay }: { stay: PlanStay }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Text size="sm">
      {t('planning.stay', {
        listing: stay.listing_name ?? t('planning.directBooking'),
        checkIn: dayText(stay.check_in, language),
        checkOut: dayText(stay.check_out, language),
      })}
      {' · '}
      {t('planning.nights', { count: stay.nights })}
      {stay.guest_amount !== null && ` · ${t('planning.guests', { count: stay.guest_amount })}`}
    </Text>
  );
}

function PropertyCard({ property }: { property: PropertyDayView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="planning-property">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} data-testid="planning-property-name">
            {property.name}
          </Text>
          <Group gap={4}>
            {property.turnover && (
              <Badge color="orange" variant="light" tt="none">
                {t('planning.turnover')}
              </Badge>
            )}
            {property.occupied && (
              <Badge color="gray" variant="light" tt="none">
                {t('planning.occupied')}
              </Badge>
            )}
            {property.hours_to_clean > 0 && (
              <Badge variant="light" tt="none" data-testid="planning-hours">
                {t('planning.hoursToClean', { count: property.hours_to_clean })}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" fw={600}>
          {t('planning.checkOuts')}
        </Text>
        {property.check_outs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('planning.none')}
          </Text>
        ) : (
          property.check_outs.map((stay) => <StayLine key={stay.reservation_id} stay={stay} />)
        )}
        <Text size="sm" fw={600}>
          {t('planning.checkIns')}
        </Text>
        {property.check_ins.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('planning.none')}
          </Text>
        ) : (
          property.check_ins.map((stay) => <StayLine key={stay.reservation_id} stay={stay} />)
        )}
        <Text size="sm" fw={600}>
          {t('planning.dueChores')}
        </Text>
        {property.due_chores.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('planning.noDueChores')}
          </Text>
        ) : (
          property.due_chores.map((chore) => (
            <Text size="sm" key={chore.id}>
              {chore.name} · {t(`planning.status.${chore.status}`)} ·{' '}
              {chore.assigned_to?.name ?? t('planning.unassigned')}
            </Text>
          ))
        )}
        {!property.has_location && (
          <Text size="xs" c="dimmed">
            {t('planning.noLocation')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function CreatePlan({ day }: { day: PlanningDay }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const message = useMessage();
  const create = useCreateDayPlan();
  const [properties, setProperties] = useState<string[]>([]);
  const [workers, setWorkers] = useState<string[]>([]);
  const [timezone, setTimezone] = useState<TimeZone>(day.properties[0]?.timezone ?? 'America/Mexico_City');
  return (
    <Card withBorder radius="md" padding="md" data-testid="planning-create">
      <Stack gap="sm">
        <Text fw={700}>{t('planning.create.title')}</Text>
        <Checkbox.Group
          label={t('planning.create.properties')}
          value={properties}
          onChange={setProperties}
          error={properties.length === 0 ? message('dayPlan.noProperties') : undefined}
        >
          <Stack gap={4} mt={4}>
            {day.properties.map((p) => (
              <Checkbox key={p.property_id} value={p.property_id} label={p.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group label={t('planning.create.workers')} value={workers} onChange={setWorkers}>
          <Stack gap={4} mt={4}>
            {day.workers.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('planning.create.noWorkers')}
              </Text>
            )}
            {day.workers.map((w) => (
              <Checkbox key={w.profile_id} value={w.profile_id} label={w.name ?? t('planning.someone')} />
            ))}
          </Stack>
        </Checkbox.Group>
        <NativeSelect
          label={t('planning.create.timezone')}
          value={timezone}
          onChange={(event) => setTimezone(event.currentTarget.value as TimeZone)}
          data={TIME_ZONE_OPTIONS.map((o) => ({ value: o.value, label: o.label[language] }))}
        />
        {create.isError && <ErrorAlert error={create.error} />}
        <Group justify="flex-end">
          <Button
            loading={create.isPending}
            disabled={properties.length === 0}
            onClick={() =>
              create.mutate(
                { schedule_date: day.date, timezone, properties, workers },
                {
                  onSuccess: (plan) =>
                    void navigate({ to: '/dashboard/planning/day_plan/$id', params: { id: plan.id } }),
                },
              )
            }
            data-testid="planning-create-submit"
          >
            {t('planning.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
