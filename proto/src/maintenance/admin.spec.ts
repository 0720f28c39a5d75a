import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { mayUseAdminFamily, routeOf } from '../routing.ts';
import { AdminChoreQuery, AdminDayPlanQuery, maintenanceAdmin } from './admin.ts';

describe("maintenance's back-office route table (issue 19: chores and day plans)", () => {
  it('routes each list to maintenance, for staff and administrators only', () => {
    for (const r of Object.values(maintenanceAdmin)) {
      const route = routeOf(r.path.slice(1));
      expect(route?.service, r.path).toBe('maintenance');
      expect(r.auth).toBe('staff');
      expect(mayUseAdminFamily(route!.family, 'STAFF')).toBe(true);
      expect(mayUseAdminFamily(route!.family, 'ADMIN')).toBe(true);
      expect(mayUseAdminFamily(route!.family, null)).toBe(false);
      expect(r.errors).toEqual([400, 401, 403]);
    }
  });

  it('takes a search of up to 200 characters and only the listed filters', () => {
    expect(Value.Check(AdminChoreQuery, { q: 'x'.repeat(200), origin: 'TRIGGERED', kind: 'REPORT' })).toBe(
      true,
    );
    expect(Value.Check(AdminChoreQuery, { q: 'x'.repeat(201) })).toBe(false);
    expect(Value.Check(AdminChoreQuery, { origin: 'WEEKLY' })).toBe(false);
    expect(Value.Check(AdminChoreQuery, { assigned_to: 'nadie' })).toBe(false);
    expect(Value.Check(AdminDayPlanQuery, { from: '2026-04-01', to: '2026-04-30' })).toBe(true);
    expect(Value.Check(AdminDayPlanQuery, { worker: 'nadie' })).toBe(false);
  });
});
