import { ROLE_LABELS } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import { describe, expect, it } from 'vitest';

import { listingActions, siteOf } from './rules.ts';

describe('listingActions', () => {
  it.each(ROLE_LABELS)('follows §6 for %s', (label) => {
    expect(listingActions(label, false)).toEqual({
      read: can(label, 'external_listing', 'select'),
      add: can(label, 'external_listing', 'insert'),
      edit: can(label, 'external_listing', 'update'),
      remove: can(label, 'external_listing', 'delete'),
    });
  });

  it('lets owners read where their home is advertised but not change it, and staff do everything', () => {
    expect(listingActions('OWNER', false)).toEqual({ read: true, add: false, edit: false, remove: false });
    expect(listingActions('MANAGER', false).read).toBe(false);
    expect(listingActions(null, true)).toEqual({ read: true, add: true, edit: true, remove: true });
    expect(listingActions(null, false).read).toBe(false);
  });
});

describe('siteOf', () => {
  it('names the site without www, and keeps what is not a link', () => {
    expect(siteOf('https://www.inmuebles24.com/propiedades/casa-123.html')).toBe('inmuebles24.com');
    expect(siteOf('https://propiedades.com/inmuebles/depto')).toBe('propiedades.com');
    expect(siteOf('not a link')).toBe('not a link');
  });
});
