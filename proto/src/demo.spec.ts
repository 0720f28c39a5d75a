import { describe, expect, it } from 'vitest';
import {
  DEMO_ALLY_PROFILE_IDS,
  DEMO_PROFILE_ID,
  demoRefuses,
  demoUuid,
  isDemoClaims,
  isDemoProfileId,
  seedDemoSetting,
} from './demo.ts';
import { isUuidV4 } from './validation/formats.ts';

describe('the demo', () => {
  it('names its records by ids that are stable, distinct and valid UUIDs', () => {
    const a = demoUuid('maintenance:day-plan:2026-03-14');
    expect(demoUuid('maintenance:day-plan:2026-03-14')).toBe(a);
    expect(demoUuid('maintenance:day-plan:2026-03-15')).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUuidV4(a)).toBe(true);
  });

  it("knows its people, and no one else's", () => {
    expect(isDemoProfileId(DEMO_PROFILE_ID)).toBe(true);
    for (const id of Object.values(DEMO_ALLY_PROFILE_IDS)) expect(isDemoProfileId(id)).toBe(true);
    expect(isDemoProfileId('0de70000-0000-4000-8000-000000000100')).toBe(false);
    expect(isDemoProfileId(null)).toBe(false);
  });

  it('reads SEED_DEMO as true, false or unset, and refuses anything else', () => {
    expect(seedDemoSetting(undefined)).toBeUndefined();
    expect(seedDemoSetting(' ')).toBeUndefined();
    expect(seedDemoSetting('true')).toBe(true);
    expect(seedDemoSetting('OFF')).toBe(false);
    expect(() => seedDemoSetting('maybe')).toThrow('SEED_DEMO');
  });

  it('marks a demo token by its claim and refuses its every write', () => {
    expect(isDemoClaims({ sub: DEMO_PROFILE_ID, demo: true })).toBe(true);
    expect(isDemoClaims({ sub: DEMO_PROFILE_ID, demo: 'true' })).toBe(false);
    expect(isDemoClaims(null)).toBe(false);
    expect(demoRefuses('GET', '/api/v1/property_chore')).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(demoRefuses(method, '/api/v1/property_chore')).toBe(true);
  });
});
