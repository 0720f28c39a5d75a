import { describe, expect, it } from 'vitest';

import type { NavEntry } from '../../lib/nav.ts';
import { audiencesOf, visibleEntries } from './audience.ts';

describe('dashboard sidebar by role', () => {
  it('maps property role labels to audiences', () => {
    expect([...audiencesOf(['WORKER'], undefined)]).toEqual(['worker']);
    expect([...audiencesOf(['OWNER_MANAGER'], undefined)].sort()).toEqual(['manager', 'owner']);
    expect([...audiencesOf([], 'ADMIN')]).toContain('admin');
    expect([...audiencesOf([], undefined)]).toEqual(['owner']);
  });

  it('shows a worker only worker entries, in order', () => {
    const entries: (NavEntry & { to: string })[] = [
      { to: '/b', group: 'properties', key: 'maintenanceReport', audiences: ['worker'], order: 2 },
      { to: '/e', group: 'properties', key: 'lead', audiences: ['worker'], order: 2.5 },
      { to: '/a', group: 'properties', key: 'ally', audiences: ['owner', 'manager'], order: 1 },
      { to: '/c', group: 'general', key: 'home', audiences: ['owner', 'worker'], order: 0 },
      { to: '/d', group: 'admin', key: 'adminRole', audiences: ['admin'], order: 3 },
    ];
    // A worker's audience includes /e, but a WORKER cannot read leads (proto's can()): hidden.
    expect(visibleEntries(entries, audiencesOf(['WORKER'], undefined), ['WORKER']).map((e) => e.to)).toEqual([
      '/c',
      '/b',
    ]);
    expect(visibleEntries(entries, audiencesOf([], 'ADMIN'), [], 'ADMIN').map((e) => e.to)).toContain('/e');
  });
});
