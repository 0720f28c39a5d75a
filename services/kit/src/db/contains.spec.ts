import { describe, expect, it } from 'vitest';

import { containsPattern } from './contains.ts';

describe('containsPattern', () => {
  it('looks for the trimmed text anywhere', () => {
    expect(containsPattern('  casa azul ')).toBe('%casa azul%');
  });
  it('takes typed wildcards and backslashes as letters', () => {
    expect(containsPattern('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });
  it('searches nothing for blank or missing text', () => {
    expect(containsPattern('   ')).toBeNull();
    expect(containsPattern('')).toBeNull();
    expect(containsPattern(undefined)).toBeNull();
    expect(containsPattern(null)).toBeNull();
  });
});
