import { describe, expect, it } from 'vitest';

import { languageOf } from './index.ts';

describe('languageOf (behind useLanguage, the one reading of the interface language)', () => {
  it('keeps Spanish and English', () => {
    expect(languageOf('es')).toBe('es');
    expect(languageOf('en')).toBe('en');
  });

  it('falls back to Spanish for an unset, regional or unknown language', () => {
    for (const value of [undefined, '', 'cimode', 'en-US', 'fr']) expect(languageOf(value)).toBe('es');
  });
});
