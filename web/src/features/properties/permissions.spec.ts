import { PROPERTY_STATUSES, ROLE_LABELS } from '@casona/proto/enums';
import { canFlags } from '@casona/proto/permissions';
import { describe, expect, it } from 'vitest';

import { readOnlyReason } from './permissions.ts';

describe('who may edit a property’s details', () => {
  it('owners with update permission, only while in review or rejected', () => {
    const owner = canFlags('OWNER');
    expect(readOnlyReason({ status: 'REVISION', permissions: owner }, false)).toBeNull();
    expect(readOnlyReason({ status: 'REJECTED', permissions: owner }, false)).toBeNull();
    for (const status of ['ACCEPTED', 'PUBLISHED', 'SOLD', 'DELETED'] as const)
      expect(readOnlyReason({ status, permissions: owner }, false)).toBe('notEditable');
  });

  it('labels without property update never edit; staff always do', () => {
    for (const label of ROLE_LABELS) {
      const permissions = canFlags(label);
      const expected = permissions.can_update_property ? null : 'denied';
      expect(readOnlyReason({ status: 'REVISION', permissions }, false)).toBe(expected);
    }
    expect(readOnlyReason({ status: 'REVISION', permissions: canFlags('OTHER') }, false)).toBe('denied');
    expect(readOnlyReason({ status: 'REVISION', permissions: canFlags('WORKER') }, false)).toBe('denied');
    expect(readOnlyReason({ status: 'PUBLISHED' }, false)).toBe('denied');
    for (const status of PROPERTY_STATUSES) expect(readOnlyReason({ status }, true)).toBeNull();
  });
});
