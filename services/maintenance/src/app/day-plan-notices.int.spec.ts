/**
 * Tomorrow's plan told the evening before, against the real database: before 18:00 in the plan's
 * zone nobody hears of it; from 18:00 each worker with stops gets one announcement with their
 * route in order (arrival and departure), a worker without stops none, and a second run (or the
 * service's own scheduled run) tells nobody twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@casona/proto/events/catalogue';
import { startUseCases, type UseCases } from '@casona/kit/testing/use-cases';
import { createMaintenanceService } from '../service.ts';
import { announceTomorrowPlans } from './day-plan-notices.ts';
import type { Deps } from './deps.ts';

let uc: UseCases<Deps>;
let clock = new Date('2026-12-01T23:00:00Z'); // 17:00 in Mexico City on 1 December
beforeAll(async () => {
  uc = await startUseCases({
    name: 'maintenance-day-plan-notices',
    service: (schema) => createMaintenanceService({ name: schema, now: () => clock }),
  });
});
afterAll(async () => uc?.stop());

describe("tomorrow's day plan", () => {
  it('tells each worker with stops their route once, from 18:00 the evening before', async () => {
    const [roma, coyoacan] = [crypto.randomUUID(), crypto.randomUUID()];
    const [romaListing, coyoacanListing] = [crypto.randomUUID(), crypto.randomUUID()];
    const [wendy, idle, planner] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const plan = crypto.randomUUID();
    await uc.sql(
      `INSERT INTO planning_property (property_id, name, timezone, latitude, longitude, updated_at) VALUES
         ($1, 'Depa Roma', 'America/Mexico_City', 19.4180, -99.1620, now()),
         ($2, 'Casa Coyoacán', 'America/Mexico_City', 19.3500, -99.1620, now())`,
      [roma, coyoacan],
    );
    await uc.sql(
      `INSERT INTO planning_listing (airbnb_listing_id, property_id, name, is_main_listing, base_hours_to_clean, current_hours_to_clean, updated_at) VALUES
         ($1, $2, 'Loft Roma', true, 2, 0, now()), ($3, $4, 'Casa azul', true, 3, 0, now())`,
      [romaListing, roma, coyoacanListing, coyoacan],
    );
    await uc.sql(
      `INSERT INTO planning_person (profile_id, name, updated_at) VALUES ($1, 'Wendy Limpieza', now())`,
      [wendy],
    );
    await uc.sql(
      `INSERT INTO day_plan (id, created_by, schedule_date, timezone, created_at, updated_at)
       VALUES ($1, $2, '2026-12-02', 'America/Mexico_City', now(), now())`,
      [plan, planner],
    );
    await uc.sql(
      `INSERT INTO day_plan_property (day_plan_id, property_id, position) VALUES ($1, $2, 1), ($1, $3, 2)`,
      [plan, roma, coyoacan],
    );
    await uc.sql(
      `INSERT INTO day_plan_worker (day_plan_id, profile_id, position) VALUES ($1, $2, 1), ($1, $3, 2)`,
      [plan, wendy, idle],
    );
    await uc.sql(
      `INSERT INTO day_plan_worker_schedule (id, day_plan_id, profile_id, hour, property_airbnb_listing_id, created_at)
       VALUES ($1, $3, $4, 11, $5, now()), ($2, $3, $4, 9, $6, now())`,
      [crypto.randomUUID(), crypto.randomUUID(), plan, wendy, coyoacanListing, romaListing],
    );
    const announced = async () =>
      (await uc.events('maintenance.day_plan.announced')).filter(
        (e) => (e.payload as EventPayload<'maintenance.day_plan.announced'>).dayPlanId === plan,
      );

    expect(await announceTomorrowPlans(uc.deps)).toBe(0);
    expect(await announced()).toHaveLength(0);

    clock = new Date('2026-12-02T00:30:00Z'); // 18:30 on 1 December in Mexico City
    // The service's own scheduled run may come first: judge by what is stored.
    const told = (await announceTomorrowPlans(uc.deps)) + (await announceTomorrowPlans(uc.deps));
    expect(told).toBeLessThanOrEqual(1);
    const events = await announced();
    expect(events).toHaveLength(1);
    const payload = events[0]!.payload as EventPayload<'maintenance.day_plan.announced'>;
    expect(payload).toMatchObject({ workerId: wendy, date: '2026-12-02', timezone: 'America/Mexico_City' });
    expect(payload.stops.map((s) => [s.propertyName, s.listingName])).toEqual([
      ['Depa Roma', 'Loft Roma'],
      ['Casa Coyoacán', 'Casa azul'],
    ]);
    expect(payload.stops[0]!.arrival).toBe(9);
    expect(payload.stops[0]!.departure).toBe(11);
    expect(payload.stops[1]!.arrival).toBeGreaterThan(11);
    expect(payload.totalKm).toBeGreaterThan(7);

    // Past midnight there the plan is today's: nothing more is said, even for a new stop.
    clock = new Date('2026-12-02T07:00:00Z');
    expect(await announceTomorrowPlans(uc.deps)).toBe(0);
    expect(await announced()).toHaveLength(1);
  });
});
