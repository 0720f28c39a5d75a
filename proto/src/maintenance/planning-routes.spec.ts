import { describe, expect, it } from 'vitest';
import { API_FAMILIES } from '../routing.ts';
import { maintenanceDayPlans } from './day-plans.ts';
import { maintenanceItems } from './items.ts';

const all = [...Object.values(maintenanceItems), ...Object.values(maintenanceDayPlans)];

/** The family a path belongs to: its longest prefix in the routing table (`admin/item` before `item`). */
const familyOf = (path: string) =>
  Object.keys(API_FAMILIES)
    .filter((family) => path === `/${family}` || path.startsWith(`/${family}/`))
    .sort((a, b) => b.length - a.length)[0];

describe("maintenance's items, checklist and day-plan route tables", () => {
  it('declare each method and path once, every one routed to maintenance', () => {
    const keys = all.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(17);
    for (const r of all)
      expect(API_FAMILIES[familyOf(r.path) as keyof typeof API_FAMILIES], r.path).toBe('maintenance');
  });

  it('hold the catalogue screens to staff and everything else to signed-in callers, documenting 401', () => {
    for (const r of all) {
      expect(r.auth, r.path).toBe(r.path.startsWith('/admin/') ? 'staff' : 'signedIn');
      expect(r.errors).toContain(401);
    }
  });

  it('document 403 wherever a role-label or plan permission is checked', () => {
    const unchecked = ['searchItems', 'planningDay', 'listDayPlans'];
    for (const [name, r] of [...Object.entries(maintenanceItems), ...Object.entries(maintenanceDayPlans)])
      if (!unchecked.includes(name)) expect(r.errors, name).toContain(403);
  });

  // Issue 17's fuzz: staff saving the checklist of a property maintenance does not know got a 404
  // the table did not document.
  it('document 404 on the checklist, whose property may not exist', () => {
    expect(maintenanceItems.checklist.errors).toContain(404);
    expect(maintenanceItems.saveChecklist.errors).toContain(404);
  });
});
