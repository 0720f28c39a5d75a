import { Alert, Badge, Button, Card, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { WORKER_HOUR_MAX, WORKER_HOUR_MIN } from '@casona/proto/constants';
import { TIME_ZONE_OPTIONS, type DayPlanPermission } from '@casona/proto/enums';
import type { DayPlanView, PlanningDay, WorkerRouteView } from '@casona/proto/maintenance/day-plans';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import {
  useDayPlan,
  useDeleteDayPlan,
  useDeleteStop,
  usePlanningDay,
  useSaveStop,
  useUpdateDayPlan,
} from '../api/day-plans.ts';
import { clock, duration, hourLabel, km } from '../components/format.ts';
import { ErrorAlert, PageFrame, dayText } from '../components/page-frame.tsx';

const route = getRouteApi('/dashboard/dashboard/planning/day_plan/$id');

const HOURS = Array.from({ length: WORKER_HOUR_MAX - WORKER_HOUR_MIN + 1 }, (_, k) => WORKER_HOUR_MIN + k);

/**
 * /dashboard/planning/day_plan/{id}: a plan's properties and workers, each worker's stops (a
 * listing at an hour) and their route — the stops in the shortest order from the first hour, with
 * distance, estimated travel, arrival and departure, and a warning when the day runs past midnight.
 */
export function DayPlanPage() {
  const { id } = route.useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const plan = useDayPlan(id);
  const day = usePlanningDay(plan.data?.schedule_date);
  return (
    <PageFrame section="dayPlan">
      {plan.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {plan.isError && <ErrorAlert error={plan.error} />}
      {plan.data && (
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={700} data-testid="day-plan-when">
                {t('planning.editor.when', {
                  date: dayText(plan.data.schedule_date, language),
                  timezone:
                    TIME_ZONE_OPTIONS.find((o) => o.value === plan.data.timezone)?.label[language] ?? 'UTC',
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('planning.editor.createdBy', { name: plan.data.created_by.name ?? t('planning.someone') })}
              </Text>
            </Stack>
            <ButtonLink to="/dashboard/planning" search={{ d: plan.data.schedule_date }} variant="subtle">
              {t('planning.editor.back')}
            </ButtonLink>
          </Group>
          {!plan.data.can_edit && (
            <Alert variant="light" color="gray">
              {t('planning.editor.readOnly')}
            </Alert>
          )}
          {plan.data.can_edit && day.data && <Members plan={plan.data} day={day.data} />}
          {plan.data.can_edit && day.data && <AddStop plan={plan.data} day={day.data} />}
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('planning.editor.routes')}
            </Title>
            {plan.data.routes.map((r) => (
              <RouteCard key={r.worker.profile_id} route={r} editable={plan.data.can_edit} />
            ))}
          </Stack>
          {plan.data.can_delete && <DeletePlan plan={plan.data} />}
        </Stack>
      )}
    </PageFrame>
  );
}

function Members({ plan, day }: { plan: DayPlanView; day: PlanningDay }) {
  const { t } = useTranslation();
  const message = useMessage();
  const update = useUpdateDayPlan(plan.id);
  const [properties, setProperties] = useState(plan.properties.map((p) => p.property_id));
  const [workers, setWorkers] = useState(plan.workers.map((w) => w.profile_id));
  const [grants, setGrants] = useState<Record<string, DayPlanPermission | ''>>(
    Object.fromEntries(plan.permissions.map((g) => [g.profile_id, g.permission])),
  );
  const propertyChoices = [
    ...plan.properties.map((p) => ({ id: p.property_id, name: p.name })),
    ...day.properties
      .filter((p) => !plan.properties.some((q) => q.property_id === p.property_id))
      .map((p) => ({ id: p.property_id, name: p.name })),
  ];
  // Whom the plan may be shared with: the people of its properties, and whoever it is shared with.
  const grantChoices = [
    ...plan.permissions.map((g) => ({ profile_id: g.profile_id, name: g.name })),
    ...day.workers.filter(
      (w) =>
        w.profile_id !== plan.created_by.profile_id &&
        !plan.permissions.some((g) => g.profile_id === w.profile_id),
    ),
  ];
  const workerChoices = [
    ...plan.workers,
    ...day.workers.filter((w) => !plan.workers.some((q) => q.profile_id === w.profile_id)),
  ];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={700}>{t('planning.editor.members')}</Text>
        <Checkbox.Group
          label={t('planning.create.properties')}
          value={properties}
          onChange={setProperties}
          error={properties.length === 0 ? message('dayPlan.noProperties') : undefined}
        >
          <Stack gap={4} mt={4}>
            {propertyChoices.map((p) => (
              <Checkbox key={p.id} value={p.id} label={p.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group label={t('planning.create.workers')} value={workers} onChange={setWorkers}>
          <Stack gap={4} mt={4}>
            {workerChoices.map((w) => (
              <Checkbox key={w.profile_id} value={w.profile_id} label={w.name ?? t('planning.someone')} />
            ))}
          </Stack>
        </Checkbox.Group>
        {grantChoices.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('planning.editor.sharing')}
            </Text>
            {grantChoices.map((person) => (
              <NativeSelect
                key={person.profile_id}
                label={person.name ?? t('planning.someone')}
                value={grants[person.profile_id] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value as DayPlanPermission | '';
                  setGrants((current) => ({ ...current, [person.profile_id]: value }));
                }}
                data={[
                  { value: '', label: t('planning.editor.grant.none') },
                  { value: 'VIEW', label: t('planning.editor.grant.VIEW') },
                  { value: 'EDITOR', label: t('planning.editor.grant.EDITOR') },
                ]}
                data-testid="day-plan-grant"
              />
            ))}
          </Stack>
        )}
        {update.isError && <ErrorAlert error={update.error} />}
        {update.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {t('planning.editor.saved')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            loading={update.isPending}
            disabled={properties.length === 0}
            onClick={() =>
              update.mutate({
                schedule_date: plan.schedule_date,
                timezone: plan.timezone,
                properties,
                workers,
                permissions: Object.entries(grants).flatMap(([profile_id, permission]) =>
                  permission ? [{ profile_id, permission }] : [],
                ),
              })
            }
            data-testid="day-plan-save-members"
          >
            {t('planning.editor.saveMembers')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function AddStop({ plan, day }: { plan: DayPlanView; day: PlanningDay }) {
  const { t } = useTranslation();
  const save = useSaveStop();
  const [worker, setWorker] = useState('');
  const [listing, setListing] = useState('');
  const [hour, setHour] = useState(9);
  const listings = day.properties
    .filter((p) => plan.properties.some((q) => q.property_id === p.property_id))
    .flatMap((p) => p.listings.map((l) => ({ value: l.id, label: `${p.name} — ${l.name}` })));
  return (
    <Card withBorder radius="md" padding="md" data-testid="day-plan-add-stop">
      <Stack gap="sm">
        <Text fw={700}>{t('planning.editor.addStop')}</Text>
        {listings.length === 0 && <Text c="dimmed">{t('planning.editor.noListings')}</Text>}
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('planning.editor.worker')}
            value={worker}
            onChange={(event) => setWorker(event.currentTarget.value)}
            data={[
              { value: '', label: t('planning.editor.chooseWorker') },
              ...plan.workers.map((w) => ({ value: w.profile_id, label: w.name ?? t('planning.someone') })),
            ]}
            data-testid="stop-worker"
          />
          <NativeSelect
            label={t('planning.editor.listing')}
            value={listing}
            onChange={(event) => setListing(event.currentTarget.value)}
            data={[{ value: '', label: t('planning.editor.chooseListing') }, ...listings]}
            data-testid="stop-listing"
          />
          <NativeSelect
            label={t('planning.editor.hour')}
            value={String(hour)}
            onChange={(event) => setHour(Number(event.currentTarget.value))}
            data={HOURS.map((h) => ({ value: String(h), label: hourLabel(h) }))}
            data-testid="stop-hour"
          />
          <Button
            disabled={!worker || !listing}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { day_plan_id: plan.id, profile_id: worker, property_airbnb_listing_id: listing, hour },
                { onSuccess: () => setListing('') },
              )
            }
            data-testid="stop-add"
          >
            {t('planning.editor.add')}
          </Button>
        </Group>
        {save.isError && <ErrorAlert error={save.error} />}
      </Stack>
    </Card>
  );
}

function RouteCard({ route: r, editable }: { route: WorkerRouteView; editable: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteStop();
  const name = r.worker.name ?? t('planning.someone');
  return (
    <Card withBorder radius="md" padding="md" data-testid="worker-route">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{t('planning.editor.routeOf', { name })}</Text>
          {r.stops.length > 0 && (
            <Badge variant="light" tt="none" data-testid="route-totals">
              {t('planning.editor.totals', {
                km: km(r.total_km, language),
                travel: duration(r.travel_minutes),
                hours: r.cleaning_hours,
              })}
            </Badge>
          )}
        </Group>
        {r.exceeds_day && (
          <Alert color="orange" variant="light" role="alert" data-testid="route-exceeds-day">
            {t('planning.editor.exceedsDay', { name })}
          </Alert>
        )}
        {r.stops.length === 0 && <Text c="dimmed">{t('planning.editor.noStops')}</Text>}
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {r.stops.map((stop) => (
            <Card
              key={stop.schedule_id}
              component="li"
              withBorder
              radius="sm"
              padding="xs"
              data-testid="route-stop"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text fw={600} size="sm" data-testid="route-stop-name">
                    {stop.position !== null
                      ? t('planning.editor.stop', {
                          position: stop.position,
                          property: stop.property_name,
                          listing: stop.listing_name,
                        })
                      : t('planning.editor.unrouted', {
                          property: stop.property_name,
                          listing: stop.listing_name,
                        })}
                  </Text>
                  {stop.leg_km !== null && stop.leg_minutes !== null && (
                    <Text size="xs" c="dimmed" data-testid="route-stop-leg">
                      {stop.position === 1
                        ? t('planning.editor.firstStop')
                        : t('planning.editor.leg', {
                            km: km(stop.leg_km, language),
                            travel: duration(stop.leg_minutes),
                          })}
                    </Text>
                  )}
                  {stop.arrival !== null && stop.departure !== null && (
                    <Text size="xs" c="dimmed">
                      {t('planning.editor.eta', {
                        arrival: clock(stop.arrival),
                        departure: clock(stop.departure),
                        hour: hourLabel(stop.hour),
                      })}
                    </Text>
                  )}
                </Stack>
                {editable && (
                  <TypeToConfirmButton
                    label={t('planning.editor.remove')}
                    body={t('planning.editor.removeQuestion')}
                    phrase={t('adminList.removePhrase')}
                    loading={remove.isPending && remove.variables === stop.schedule_id}
                    onConfirm={() => remove.mutateAsync(stop.schedule_id)}
                    testId="route-stop-remove"
                  />
                )}
              </Group>
            </Card>
          ))}
        </Stack>
        {r.end_hour !== null && r.stops.length > 0 && (
          <Text size="sm">{t('planning.editor.ends', { time: clock(r.end_hour) })}</Text>
        )}
        {r.unlocated > 0 && (
          <Text size="xs" c="dimmed">
            {t('planning.editor.unlocated', { count: r.unlocated })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function DeletePlan({ plan }: { plan: DayPlanView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteDayPlan();
  return (
    <Group justify="flex-end">
      {remove.isError && <ErrorAlert error={remove.error} />}
      <TypeToConfirmButton
        label={t('planning.editor.delete')}
        body={t('planning.editor.deleteQuestion')}
        phrase={t('adminList.deletePhrase')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(plan.id, {
            onSuccess: () => void navigate({ to: '/dashboard/planning', search: { d: plan.schedule_date } }),
          })
        }
        testId="day-plan-delete"
      />
    </Group>
  );
}
