import { describe, expect, it } from 'vitest';

import { matchesEmail } from './filters.ts';

describe('admin filters', () => {
  it('matches part of an email, ignoring case and spaces', () => {
    expect(matchesEmail('Ana.Lopez@Example.mx', ' ana.lopez@ ')).toBe(true);
    expect(matchesEmail('ana@example.mx', 'beto')).toBe(false);
    expect(matchesEmail('ana@example.mx', undefined)).toBe(true);
    expect(matchesEmail('ana@example.mx', '')).toBe(true);
  });
});
