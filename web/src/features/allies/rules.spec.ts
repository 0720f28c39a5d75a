import type { RoleLabel } from '@casona/proto/enums';
import { canFlags } from '@casona/proto/permissions';
import { describe, expect, it } from 'vitest';

import { canRemove } from './rules.ts';

const member = (profile_id: string, label: RoleLabel) => ({
  profile_id,
  label,
  can_delete_customer: canFlags(label).can_delete_customer,
});

describe('allies page buttons', () => {
  const owner = member('owner', 'OWNER');
  const manager = member('manager', 'MANAGER');
  const worker = member('worker', 'WORKER');

  it('lets an owner or manager remove allies, never the owner nor themselves', () => {
    expect(canRemove({ target: worker, me: owner, staff: false, profileId: 'owner' })).toBe(true);
    expect(canRemove({ target: worker, me: manager, staff: false, profileId: 'manager' })).toBe(true);
    expect(canRemove({ target: owner, me: manager, staff: false, profileId: 'manager' })).toBe(false);
    expect(canRemove({ target: owner, me: owner, staff: false, profileId: 'owner' })).toBe(false);
  });

  it('follows the §6 matrix: a WORKER may not remove allies', () => {
    expect(canRemove({ target: manager, me: worker, staff: false, profileId: 'worker' })).toBe(false);
    expect(canRemove({ target: manager, me: undefined, staff: false, profileId: 'x' })).toBe(false);
  });

  it('lets staff remove anyone, owners included', () => {
    expect(canRemove({ target: owner, me: undefined, staff: true, profileId: 'admin' })).toBe(true);
  });
});
