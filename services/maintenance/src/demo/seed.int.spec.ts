/**
 * The demo across services, as `pnpm start` seeds it: identity's people, listings' home and Airbnb
 * stays, then maintenance's chores, reports and tomorrow's plan, whose copies follow the stays by
 * event; the demo session's token reads them through the real gateway and writes nothing. Run
 * again, maintenance's seed changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ALLY_PROFILE_IDS, DEMO_PROPERTY_ID, translate } from '@casona/proto';
import { addDays, dateInZone } from '@casona/proto/shared/dates';
import { seedListingsDemo } from '../../../listings/src/demo/seed.ts';
import { listingsDeps } from '../../../listings/src/service.ts';
import { startDemoPlatform, type DemoPlatform } from '../../../../qa/src/demo-platform.ts';
import type { Deps } from '../app/deps.ts';
import { createMaintenanceService } from '../service.ts';
import { eventually } from '../testing/harness.ts';
import { demoDayPlanId, seedMaintenanceDemo } from './seed.ts';

let p: DemoPlatform<'maintenance', Deps>['p'];
let deps: Deps;
beforeAll(async () => {
  const demo = await startDemoPlatform('maintenance', {
    maintenance: (name) => createMaintenanceService({ name, env: {}, seedDemo: false }),
  });
  ({ p, deps } = demo);
  // As `pnpm start` does once every service listens: identity's people, listings' home and stays.
  await demo.seedPeopleAndHome();
}, 120_000);
afterAll(async () => p?.stop());

const today = () => dateInZone(new Date(), 'America/Mexico_City');

describe("the demo's maintenance", () => {
  it("makes the chores, reports and tomorrow's plan once the home and its people arrived", async () => {
    await p.settle();
    const seeded = await seedMaintenanceDemo(deps);
    await p.settle();
    expect(seeded).toMatchObject({ chores: 7, dayPlan: true });
    const made = await p.sql('maintenance')(
      `SELECT name, kind, status, assigned_to, recurrence_rule, trigger_event,
              cardinality(problem_img_urls) AS problems, cardinality(resolution_img_urls) AS resolutions
         FROM property_chore WHERE property_id = $1 AND rule_id IS NULL ORDER BY name`,
      [DEMO_PROPERTY_ID],
    );
    expect(made).toHaveLength(7);
    expect(made.filter((c) => c.kind === 'REPORT')).toHaveLength(2);
    const solved = made.filter((c) => c.status === 'SOLVED');
    expect(solved).toHaveLength(2);
    for (const c of solved) expect([c.problems, c.resolutions]).toEqual([1, 1]);
    expect(made.filter((c) => c.recurrence_rule)).toHaveLength(1);
    expect(made.filter((c) => c.trigger_event === 'CHECK_OUT')).toHaveLength(1);
    const [plan] = await p.sql('maintenance')(
      'SELECT schedule_date::text AS date FROM day_plan WHERE id = $1',
      [demoDayPlanId(addDays(today(), 1))],
    );
    expect(plan).toEqual({ date: addDays(today(), 1) });
    // Made once every stay had arrived: no copy due before today waits.
    await p.settle();
    const [late] = await p.sql('maintenance')(
      `SELECT count(*)::int AS n FROM property_chore WHERE property_id = $1 AND status = 'PENDING' AND due_date < $2::date`,
      [DEMO_PROPERTY_ID, today()],
    );
    expect(late.n).toBe(0);
  }, 90_000);

  it('copies the linen change for every checkout of the stays ahead', async () => {
    const ahead = await p.sql('listings')(
      `SELECT count(*)::int AS n FROM property_airbnb_listing_reservation
        WHERE property_id = $1 AND check_out >= $2::date AND NOT is_canceled`,
      [DEMO_PROPERTY_ID, today()],
    );
    await eventually(
      async () => {
        await p.settle();
        const [copies] = await p.sql('maintenance')(
          `SELECT count(*)::int AS n FROM property_chore c JOIN property_chore r ON r.id = c.rule_id
          WHERE r.trigger_event = 'CHECK_OUT' AND c.due_date >= $1::date`,
          [today()],
        );
        return copies.n === ahead[0].n && copies.n > 10;
      },
      'a copy per checkout ahead',
      30_000,
    );
  }, 40_000);

  it('changes nothing when run again', async () => {
    const [before] = await p.sql('maintenance')('SELECT count(*)::int AS n FROM property_chore');
    expect(await seedMaintenanceDemo(deps)).toEqual({ chores: 0, dayPlan: false, solved: 0 });
    const [after] = await p.sql('maintenance')('SELECT count(*)::int AS n FROM property_chore');
    expect(after.n).toBe(before.n);
  });

  it("gives a visitor a token that reads the demo owner's home, stays and chores, and writes nothing", async () => {
    const session = await p.call('GET', '/api/v1/demo/session');
    expect(session.status).toBe(200);
    const token = session.body.access_token as string;
    const home = await p.call('GET', `/api/v1/property/${DEMO_PROPERTY_ID}`, { token });
    expect(home.status).toBe(200);
    expect(home.body.name).toContain('Casa Camino Real');
    const stays = await p.call(
      'GET',
      `/api/v1/property_airbnb_listing_reservation?property_id=${DEMO_PROPERTY_ID}`,
      {
        token,
      },
    );
    expect(stays.status).toBe(200);
    expect(stays.body.total).toBeGreaterThan(40);
    const chores = await p.call('GET', `/api/v1/property_chore?property_id=${DEMO_PROPERTY_ID}&kind=REPORT`, {
      token,
    });
    expect(chores.status).toBe(200);
    expect(chores.body.total).toBe(2);
    for (const lang of ['es', 'en'] as const) {
      const write = await p.call('POST', '/api/v1/property_chore/report', {
        token,
        lang,
        body: { property_id: DEMO_PROPERTY_ID, name: 'Intento', type: 'GENERAL', problem_images: [] },
      });
      expect(write.status).toBe(403);
      expect(write.body.message).toBe(translate('demo.readOnly', lang));
    }
    const solve = await p.call('POST', '/api/v1/property_chore/solve', {
      token,
      body: { chore_id: DEMO_ALLY_PROFILE_IDS.worker, resolution_images: [] },
    });
    expect(solve.status).toBe(403);
  });

  it('lives: 70 days on, the chores of past stays are solved with their report and the stays ahead have theirs', async () => {
    const DAY = 86_400_000;
    const later = new Date(Date.now() + 70 * DAY);
    const day70 = addDays(today(), 70);
    // Listings' daily run that day: its calendar moved on, the new stays' copies follow by event.
    const listings = listingsDeps(p.services.listings.context);
    expect((await seedListingsDemo({ ...listings, now: () => later })).reservations).toBeGreaterThan(0);
    await p.settle();
    const pendingBefore = async (day: string) =>
      (
        await p.sql('maintenance')(
          `SELECT count(*)::int AS n FROM property_chore
            WHERE property_id = $1 AND status = 'PENDING' AND due_date < $2::date`,
          [DEMO_PROPERTY_ID, day],
        )
      )[0].n as number;
    expect(await pendingBefore(day70)).toBeGreaterThan(5);
    const run = await seedMaintenanceDemo({ ...deps, now: () => later });
    expect(run.solved).toBeGreaterThan(5);
    expect(run.dayPlan).toBe(true);
    expect(await pendingBefore(day70)).toBe(0);
    const solved = await p.sql('maintenance')(
      `SELECT c.completion_notes, cardinality(c.resolution_img_urls) AS photos, c.solved_by, c.assigned_to,
              to_char(c.solved_at AT TIME ZONE 'America/Mexico_City', 'YYYY-MM-DD') AS solved_on,
              to_char(c.due_date, 'YYYY-MM-DD') AS due_date
         FROM property_chore c JOIN property_chore r ON r.id = c.rule_id
        WHERE r.trigger_event = 'CHECK_OUT' AND c.status = 'SOLVED' AND c.property_id = $1`,
      [DEMO_PROPERTY_ID],
    );
    expect(solved.length).toBeGreaterThan(5);
    for (const c of solved) {
      expect(c.completion_notes).toMatch(/sábanas/);
      expect(c.photos).toBe(1);
      expect(c.solved_by).toBe(c.assigned_to);
      expect(c.solved_on).toBe(c.due_date);
    }
    const [ahead] = await p.sql('maintenance')(
      `SELECT count(*)::int AS n FROM property_chore
        WHERE property_id = $1 AND status = 'PENDING' AND rule_id IS NOT NULL AND due_date > $2::date`,
      [DEMO_PROPERTY_ID, addDays(day70, 90)],
    );
    expect(ahead.n).toBeGreaterThan(5);
    // The same day again: nothing left to solve.
    expect((await seedMaintenanceDemo({ ...deps, now: () => later })).solved).toBe(0);
  }, 120_000);
});
