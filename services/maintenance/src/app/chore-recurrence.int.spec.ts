/**
 * The recurrence job against the real database: a weekly rule keeps one instance for its next
 * occurrence in the property's zone, a later run makes the following one, and running twice
 * (or two replicas) never makes a second instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUseCases, type UseCases } from '@casona/kit/testing/use-cases';
import { createMaintenanceService } from '../service.ts';
import { advanceRecurringChores } from './chore-recurrence.ts';
import type { Deps } from './deps.ts';

let uc: UseCases<Deps>;
let clock = new Date('2026-03-04T18:00:00Z'); // a Wednesday
beforeAll(async () => {
  uc = await startUseCases({
    name: 'maintenance-recurrence',
    service: (schema) => createMaintenanceService({ name: schema, now: () => clock }),
  });
});
afterAll(async () => uc?.stop());

describe('the recurrence job', () => {
  it('makes the next instance of a weekly rule once, then the following one when that day has passed', async () => {
    const propertyId = crypto.randomUUID();
    const ruleId = crypto.randomUUID();
    await uc.sql(
      `INSERT INTO planning_property (property_id, name, timezone, updated_at) VALUES ($1, 'Casa Tijuana', 'America/Tijuana', now())`,
      [propertyId],
    );
    await uc.sql(
      `INSERT INTO property_chore (id, property_id, kind, name, type, status, created_by, recurrence_rule,
         problem_img_urls, created_at, updated_at)
       VALUES ($1, $2, 'CHORE', 'Regar el jardín', 'GARDENING', 'PENDING', $3, 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO',
         '{properties/x/chores/y/problem/a.jpg}', $4, $4)`,
      [ruleId, propertyId, crypto.randomUUID(), clock],
    );
    const instances = () =>
      uc.sql<{ due: string; occurrence: string }>(
        `SELECT to_char(due_date, 'YYYY-MM-DD') AS due, to_char(occurrence_date, 'YYYY-MM-DD') AS occurrence
         FROM property_chore WHERE rule_id = $1 ORDER BY due_date`,
        [ruleId],
      );
    const next = async () =>
      (
        await uc.sql(`SELECT to_char(next_occurrence, 'YYYY-MM-DD') AS d FROM property_chore WHERE id = $1`, [
          ruleId,
        ])
      )[0].d;

    // The service's own scheduled run of the job may come first (jobs run in the test platform
    // too), so the test judges by what is stored: however many runs, one instance.
    const made = (await advanceRecurringChores(uc.deps)) + (await advanceRecurringChores(uc.deps));
    expect(made).toBeLessThanOrEqual(1);
    expect(await instances()).toEqual([{ due: '2026-03-09', occurrence: '2026-03-09' }]);
    expect(await next()).toBe('2026-03-09');

    // Monday 2026-03-09 23:30 in Tijuana (just after its DST change) is Tuesday 06:30 UTC: still Monday there.
    clock = new Date('2026-03-10T06:30:00Z');
    expect(await advanceRecurringChores(uc.deps)).toBe(0);
    expect(await instances()).toHaveLength(1);
    clock = new Date('2026-03-10T08:30:00Z'); // Tuesday 01:30 in Tijuana: Monday has passed
    expect(await advanceRecurringChores(uc.deps)).toBeLessThanOrEqual(1);
    expect(await advanceRecurringChores(uc.deps)).toBe(0);
    expect((await instances()).map((i) => i.due)).toEqual(['2026-03-09', '2026-03-16']);
    expect(await next()).toBe('2026-03-16');
  });
});
