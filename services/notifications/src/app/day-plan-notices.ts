/**
 * Maintenance's `maintenance.day_plan.announced` as the worker's email (and WhatsApp template, for
 * those who opted in to day plans): their route for tomorrow. In the consumer's dedup transaction.
 */
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto/events/catalogue';
import { clockOfHours } from '@casona/proto/shared/dates';
import { stopsLine, type DayPlanNoticeData } from '../domain/day-plan-notices.ts';
import { intent } from '../domain/recipients.ts';
import type { Deps } from './deps.ts';
import { queueEmails } from './emails.ts';
import { findProfile } from './projections-store.ts';

export const DAY_PLAN_NOTICE_EVENT = 'maintenance.day_plan.announced' as const;

export async function handleDayPlanNotice(
  event: CasonaEnvelope<typeof DAY_PLAN_NOTICE_EVENT>,
  client: pg.ClientBase,
  deps: Deps,
): Promise<void> {
  const p = event.payload;
  const worker = await findProfile(client, p.workerId);
  if (!worker || p.stops.length === 0) return;
  const stops = p.stops.map((s) => ({
    propertyName: s.propertyName,
    listingName: s.listingName,
    arrival: s.arrival,
    departure: s.departure,
  }));
  const data: DayPlanNoticeData = {
    name: worker.name,
    date: p.date,
    stops,
    totalKm: p.totalKm,
    endTime: p.endHour === null || stops.some((s) => s.arrival === null) ? null : clockOfHours(p.endHour),
    stopsLine: stopsLine(stops),
  };
  await queueEmails(client, deps, event.id, [
    intent('day_plan_tomorrow', { email: worker.email, locale: worker.locale, profileId: worker.id }, data),
  ]);
}
