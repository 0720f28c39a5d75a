/**
 * Tomorrow's plan, told the evening before (issue 19: "workers get … tomorrow's day plan"): an
 * hourly job finds the plans that are tomorrow in their own zone once it is past 18:00 there
 * (domain/day-plan.ts `dayPlanAnnounceDue`) and announces each worker's route once
 * (`maintenance.day_plan.announced`, recorded with the announcement in one transaction), which
 * notifications turns into an email and, for those who opted in, a WhatsApp template message.
 */
import { addDays, dateInZone } from '@casona/proto/shared/dates';
import { dayPlanAnnounceDue } from '../domain/day-plan.ts';
import { loadPlan, markAnnounced, plansBetween } from './day-plan-store.ts';
import { viewOf } from './day-plans.ts';
import type { Deps } from './deps.ts';

export const DAY_PLAN_ANNOUNCE_JOB = 'day-plan-announce';
export const DAY_PLAN_ANNOUNCE_EVERY_MS = 60 * 60_000;

/** One run: every due plan's workers with stops hear of it once. Answers how many were told. */
export async function announceTomorrowPlans(
  deps: Pick<Deps, 'db' | 'now' | 'event' | 'emit'>,
): Promise<number> {
  const now = deps.now();
  const today = dateInZone(now, 'UTC');
  let told = 0;
  for (const near of await plansBetween(deps.db, addDays(today, -1), addDays(today, 2))) {
    if (!dayPlanAnnounceDue(now, near.timezone, near.schedule_date)) continue;
    told += await deps.db.tx(async (tx) => {
      const rows = await loadPlan(tx, near.id, true);
      if (!rows) return 0;
      const view = await viewOf(tx, rows, { view: true, edit: false, remove: false });
      let n = 0;
      for (const route of view.routes) {
        if (route.stops.length === 0) continue;
        if (!(await markAnnounced(tx, view.id, route.worker.profile_id, now))) continue;
        await deps.emit(tx, [
          deps.event('maintenance.day_plan.announced', {
            dayPlanId: view.id,
            workerId: route.worker.profile_id,
            date: view.schedule_date,
            timezone: view.timezone,
            stops: route.stops.map((s) => ({
              propertyId: s.property_id,
              propertyName: s.property_name,
              listingName: s.listing_name,
              arrival: s.arrival,
              departure: s.departure,
            })),
            totalKm: route.total_km,
            endHour: route.end_hour,
          }),
        ]);
        n++;
      }
      return n;
    });
  }
  return told;
}
