import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CHORE_TYPES } from '../enums.ts';
import { CHORE_TYPE_LABELS, ChoreListQuery, maintenanceChores } from './chores.ts';

const all = Object.values(maintenanceChores);

describe("the chores' route table", () => {
  it('declares each method and path once, all under property_chore, for signed-in callers with 401 and 403', () => {
    const keys = all.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of all) {
      expect(r.path.startsWith('/property_chore')).toBe(true);
      expect(r.auth).toBe('signedIn');
      expect(r.errors).toEqual(expect.arrayContaining([400, 401, 403]));
    }
    expect(maintenanceChores.move).toMatchObject({ method: 'PATCH', path: '/property_chore' });
  });

  it("takes §4's filters: all, free or a profile as assignee; the due-date filters; pages from 1", () => {
    expect(
      Value.Check(ChoreListQuery, {
        assignee: 'free',
        due_date: 'with_due_date',
        due_from: '2026-01-01',
        page: 2,
      }),
    ).toBe(true);
    expect(Value.Check(ChoreListQuery, { assignee: '5a9d2c1b-7e3f-4a6b-8c9d-0e1f2a3b4c5d' })).toBe(true);
    expect(Value.Check(ChoreListQuery, { assignee: 'somebody' })).toBe(false);
    expect(Value.Check(ChoreListQuery, { due_date: 'soon' })).toBe(false);
    expect(Value.Check(ChoreListQuery, { page: 0 })).toBe(false);
  });

  it('labels every chore type in Spanish and English', () => {
    for (const type of CHORE_TYPES) {
      expect(CHORE_TYPE_LABELS[type].es).not.toBe('');
      expect(CHORE_TYPE_LABELS[type].en).not.toBe('');
    }
  });
});
