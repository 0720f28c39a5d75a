import { describe, expect, it } from 'vitest';

import { leaseDatesInOrder, managerShareExceeded } from './rules.ts';

describe('managerShareExceeded', () => {
  it('allows up to 66 % as a percentage', () => {
    expect(managerShareExceeded('PERCENTAGE', 66, null)).toBe(false);
    expect(managerShareExceeded('PERCENTAGE', 66.5, null)).toBe(true);
  });
  it('compares a fixed value with 66 % of the monthly lease, allowing it without a lease', () => {
    expect(managerShareExceeded('FIXED', 13200, 20000)).toBe(false);
    expect(managerShareExceeded('FIXED', 13201, 20000)).toBe(true);
    expect(managerShareExceeded('FIXED', 99999, null)).toBe(false);
  });
});

describe('leaseDatesInOrder', () => {
  it('needs the end after the start', () => {
    expect(leaseDatesInOrder('2026-01-01', '2026-12-31')).toBe(true);
    expect(leaseDatesInOrder('2026-01-01', '2026-01-01')).toBe(false);
    expect(leaseDatesInOrder('2026-02-01', '2026-01-31')).toBe(false);
  });
});
