import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, type RoleLabel } from './enums.ts';
import {
  PERMISSION_ACTIONS,
  PERMISSION_MATRIX,
  PERMISSION_RESOURCES,
  can,
  canFlags,
  isManagerLabel,
  labelsThatCan,
  seesOnlyAssignedChores,
  type PermissionAction,
  type PermissionResource,
} from './permissions.ts';

const WRITES = ['insert', 'update', 'delete'] as const;
const allowed = (label: RoleLabel, resource: PermissionResource, actions: readonly PermissionAction[]) =>
  actions.every((action) => can(label, resource, action));
const denied = (label: RoleLabel, resource: PermissionResource, actions: readonly PermissionAction[]) =>
  actions.every((action) => !can(label, resource, action));
/** Resources with any right at all for the label. */
const reachable = (label: RoleLabel) =>
  PERMISSION_RESOURCES.filter((r) => PERMISSION_ACTIONS.some((a) => can(label, r, a)));
/** Labels differ from a base label exactly on these (resource, action) cells. */
const diff = (a: RoleLabel, b: RoleLabel) =>
  PERMISSION_RESOURCES.flatMap((r) =>
    PERMISSION_ACTIONS.filter((x) => can(a, r, x) !== can(b, r, x)).map((x) => `${x}_${r}`),
  ).sort();

describe('permission matrix shape', () => {
  it('has a row for every label and resource with the four actions', () => {
    expect(Object.keys(PERMISSION_MATRIX).sort()).toEqual([...ROLE_LABELS].sort());
    for (const label of ROLE_LABELS) {
      expect(Object.keys(PERMISSION_MATRIX[label]).sort()).toEqual([...PERMISSION_RESOURCES].sort());
      for (const resource of PERMISSION_RESOURCES) {
        expect(Object.keys(PERMISSION_MATRIX[label][resource]).sort()).toEqual(
          [...PERMISSION_ACTIONS].sort(),
        );
      }
    }
  });

  it('lists the 17 resources of §6', () => {
    expect(PERMISSION_RESOURCES).toHaveLength(17);
  });

  it('never grants a write without the read (one cannot change what one cannot see)', () => {
    for (const label of ROLE_LABELS) {
      for (const resource of PERMISSION_RESOURCES) {
        if (WRITES.some((w) => can(label, resource, w))) expect(can(label, resource, 'select')).toBe(true);
      }
    }
  });

  it('never grants earnings writes: earnings are derived', () => {
    for (const label of ROLE_LABELS) expect(denied(label, 'earnings', WRITES)).toBe(true);
  });
});

describe('§6 sentence by sentence', () => {
  it('OTHER: nothing', () => {
    expect(reachable('OTHER')).toEqual([]);
    expect(Object.values(canFlags('OTHER')).some(Boolean)).toBe(false);
  });

  describe('MANAGER: nearly all, but no reservation changes, commission, external listing or file', () => {
    it('no reservation changes (reads them)', () => {
      expect(denied('MANAGER', 'reservation', WRITES)).toBe(true);
      expect(can('MANAGER', 'reservation', 'select')).toBe(true);
    });
    it('no commission', () => expect(denied('MANAGER', 'commission', PERMISSION_ACTIONS)).toBe(true));
    it('no external listing', () =>
      expect(denied('MANAGER', 'external_listing', PERMISSION_ACTIONS)).toBe(true));
    it('no file', () => expect(denied('MANAGER', 'file', PERMISSION_ACTIONS)).toBe(true));
    it('nearly all: everything else in full', () => {
      const rest = PERMISSION_RESOURCES.filter(
        (r) => !['reservation', 'commission', 'external_listing', 'file', 'earnings'].includes(r),
      );
      for (const r of rest) expect(allowed('MANAGER', r, PERMISSION_ACTIONS)).toBe(true);
      expect(can('MANAGER', 'earnings', 'select')).toBe(true);
    });
  });

  describe('OWNER: all read; cannot insert day plans, read leads, write Airbnb listings, reservations, external listings or transactions', () => {
    it('all read (except leads)', () => {
      for (const r of PERMISSION_RESOURCES) expect(can('OWNER', r, 'select')).toBe(r !== 'lead');
    });
    it('cannot insert day plans', () => expect(can('OWNER', 'day_plan', 'insert')).toBe(false));
    it('cannot read leads', () => expect(can('OWNER', 'lead', 'select')).toBe(false));
    it('cannot write Airbnb listings', () => expect(denied('OWNER', 'airbnb_listing', WRITES)).toBe(true));
    it('cannot write reservations', () => expect(denied('OWNER', 'reservation', WRITES)).toBe(true));
    it('cannot write external listings', () =>
      expect(denied('OWNER', 'external_listing', WRITES)).toBe(true));
    it('cannot write transactions', () => expect(denied('OWNER', 'transaction', WRITES)).toBe(true));
    it('writes everything not excepted', () => {
      for (const r of [
        'property',
        'chore',
        'commission',
        'customer',
        'invitation',
        'file',
        'item',
      ] as const) {
        expect(allowed('OWNER', r, WRITES)).toBe(true);
      }
      for (const r of ['lease_config', 'notification', 'tour_review'] as const) {
        expect(allowed('OWNER', r, WRITES)).toBe(true);
      }
      expect(allowed('OWNER', 'day_plan', ['update', 'delete'])).toBe(true);
    });
  });

  describe('OWNER_AIRBNB: like owner plus lead and reservation access, minus commission, earnings, items and transaction read', () => {
    it('plus lead access', () => expect(allowed('OWNER_AIRBNB', 'lead', PERMISSION_ACTIONS)).toBe(true));
    it('plus reservation access', () =>
      expect(allowed('OWNER_AIRBNB', 'reservation', PERMISSION_ACTIONS)).toBe(true));
    it('minus commission', () => expect(denied('OWNER_AIRBNB', 'commission', PERMISSION_ACTIONS)).toBe(true));
    it('minus earnings', () => expect(denied('OWNER_AIRBNB', 'earnings', PERMISSION_ACTIONS)).toBe(true));
    it('minus items', () => expect(denied('OWNER_AIRBNB', 'item', PERMISSION_ACTIONS)).toBe(true));
    it('minus transaction read', () => expect(can('OWNER_AIRBNB', 'transaction', 'select')).toBe(false));
    it('like owner otherwise', () => {
      const changed = ['lead', 'reservation', 'commission', 'earnings', 'item', 'transaction'];
      const cells = diff('OWNER_AIRBNB', 'OWNER').filter((c) => !changed.some((r) => c.endsWith(`_${r}`)));
      expect(cells).toEqual([]);
    });
  });

  describe('OWNER_MANAGER: all except reservation writes and external listing writes', () => {
    it('no reservation writes', () => expect(denied('OWNER_MANAGER', 'reservation', WRITES)).toBe(true));
    it('no external listing writes', () =>
      expect(denied('OWNER_MANAGER', 'external_listing', WRITES)).toBe(true));
    it('all else (reads everything, writes every non-derived resource)', () => {
      for (const r of PERMISSION_RESOURCES) {
        expect(can('OWNER_MANAGER', r, 'select')).toBe(true);
        if (!['reservation', 'external_listing', 'earnings'].includes(r)) {
          expect(allowed('OWNER_MANAGER', r, WRITES)).toBe(true);
        }
      }
    });
  });

  describe('OWNER_REALTOR: like owner plus lead read', () => {
    it('plus lead read', () => expect(can('OWNER_REALTOR', 'lead', 'select')).toBe(true));
    it('like owner otherwise', () => expect(diff('OWNER_REALTOR', 'OWNER')).toEqual(['select_lead']));
  });

  describe('OWNER_SUB_LEASE: owner minus lead, reservation writes, earnings and tour review', () => {
    it('minus lead', () => expect(denied('OWNER_SUB_LEASE', 'lead', PERMISSION_ACTIONS)).toBe(true));
    it('minus reservation writes', () => expect(denied('OWNER_SUB_LEASE', 'reservation', WRITES)).toBe(true));
    it('minus earnings', () => expect(denied('OWNER_SUB_LEASE', 'earnings', PERMISSION_ACTIONS)).toBe(true));
    it('minus tour review', () =>
      expect(denied('OWNER_SUB_LEASE', 'tour_review', PERMISSION_ACTIONS)).toBe(true));
    it('owner otherwise', () => {
      expect(diff('OWNER_SUB_LEASE', 'OWNER')).toEqual([
        'delete_tour_review',
        'insert_tour_review',
        'select_earnings',
        'select_tour_review',
        'update_tour_review',
      ]);
    });
  });

  describe('WORKER: chores (insert, select, update) and customer read only; sees only assigned chores', () => {
    it('chores: insert, select, update', () =>
      expect(allowed('WORKER', 'chore', ['insert', 'select', 'update'])).toBe(true));
    it('chores: no delete', () => expect(can('WORKER', 'chore', 'delete')).toBe(false));
    it('customer read', () => expect(can('WORKER', 'customer', 'select')).toBe(true));
    it('customer read only', () => expect(denied('WORKER', 'customer', WRITES)).toBe(true));
    it('nothing else', () => expect(reachable('WORKER')).toEqual(['chore', 'customer']));
    it('sees only chores assigned to them', () => {
      expect(seesOnlyAssignedChores('WORKER')).toBe(true);
      for (const l of ROLE_LABELS.filter((x) => x !== 'WORKER'))
        expect(seesOnlyAssignedChores(l)).toBe(false);
    });
  });

  it('manager-type roles are MANAGER and OWNER_MANAGER', () => {
    expect(ROLE_LABELS.filter(isManagerLabel)).toEqual(['MANAGER', 'OWNER_MANAGER']);
  });
});

describe('flags', () => {
  it('gives the 68 can_<action>_<resource> flags, matching can()', () => {
    const flags = canFlags('OWNER');
    expect(Object.keys(flags)).toHaveLength(68);
    expect(flags.can_insert_day_plan).toBe(false);
    expect(flags.can_select_day_plan).toBe(true);
    expect(flags.can_select_lead).toBe(false);
    expect(flags.can_update_lease_config).toBe(true);
    for (const label of ROLE_LABELS) {
      for (const [name, value] of Object.entries(canFlags(label))) {
        const [, action, ...rest] = name.split('_');
        expect(can(label, rest.join('_') as PermissionResource, action as PermissionAction)).toBe(value);
      }
    }
  });

  it('answers who may act on a resource', () => {
    expect(labelsThatCan('lead', 'select')).toEqual([
      'MANAGER',
      'OWNER_AIRBNB',
      'OWNER_MANAGER',
      'OWNER_REALTOR',
    ]);
    expect(labelsThatCan('file', 'insert')).not.toContain('MANAGER');
  });
});
