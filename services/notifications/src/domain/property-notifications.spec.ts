import { describe, expect, it } from 'vitest';
import { readableProperties } from './property-notifications.ts';

describe('readableProperties', () => {
  it('keeps the properties whose label may read notifications (not OTHER or WORKER)', () => {
    expect(
      readableProperties([
        { property_id: 'p1', label: 'OWNER' },
        { property_id: 'p2', label: 'WORKER' },
        { property_id: 'p3', label: 'MANAGER' },
        { property_id: 'p4', label: 'OTHER' },
      ]),
    ).toEqual(['p1', 'p3']);
  });
});
