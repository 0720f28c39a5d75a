import { describe, expect, it } from 'vitest';

import { formatDate } from '../../lib/format.ts';
import { localDay } from './day.ts';

describe('a transaction day', () => {
  it('is the same calendar day wherever the browser is (Mexico is behind UTC)', () => {
    const day = localDay('2026-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 1]);
    expect(formatDate(localDay('2026-03-01'), 'es')).toBe('1 de marzo 2026');
    expect(formatDate(localDay('2026-12-31'), 'en')).toBe('December 31, 2026');
  });
});
